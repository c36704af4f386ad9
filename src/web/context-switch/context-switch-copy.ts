import { copyManifest, errorsManifest } from '../../manifests';

function required(text: string | undefined, where: string): string {
  if (text === undefined || text === '') throw new Error(`The agreement switcher needs ${where} in config/.`);
  return text;
}

/** Copy of the agreement switcher: copy.json (layout) and errors.json. The spinner's is modals.json contextSwitching. */
export const contextSwitchCopy = {
  heading: copyManifest.layout.trustedUsersHeading,
  more: copyManifest.layout.agreementsMore,
  switchFailed: required(errorsManifest.errors.TECHNICAL_PROBLEM?.message, 'errors.json → TECHNICAL_PROBLEM'),
  loadFailed: required(errorsManifest.errors.DISPLAY_PROBLEM?.message, 'errors.json → DISPLAY_PROBLEM'),
} as const;
