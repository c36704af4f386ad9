/** Why the member is on the sign-in page, passed in router location state so the page can say so. */
export type SignInNotice = 'signedOut' | 'sessionExpired';

export interface SignInLocationState {
  readonly notice?: SignInNotice;
  /** After a sign-out the server offered the survey for: its one-time token. */
  readonly surveyToken?: string;
}

/** The survey token in untyped location state, if any. */
export function surveyTokenFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const token = (state as { surveyToken?: unknown }).surveyToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Reads the notice from untyped location state; anything unexpected means no notice. */
export function signInNoticeFrom(state: unknown): SignInNotice | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as { notice?: unknown }).notice;
  return notice === 'signedOut' || notice === 'sessionExpired' ? notice : undefined;
}
