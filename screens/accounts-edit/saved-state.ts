/** The navigation state Edit Accounts leaves on the summary after a save, so the summary can say it was saved. */
export const SAVED_STATE = { accountPreferencesSaved: true } as const;

export const cameFromSave = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as Record<string, unknown>).accountPreferencesSaved === true;
