import type { StepUpBanner } from '../../../engine/core/step-up-machine';
import { resolveTemplate } from '../../../engine/core/template';
import { appManifest, bannersManifest, copyManifest, errorsManifest, modalsManifest } from '../../../src/manifests';

/** The step-up views' modals.json entries (title, body, buttons, contact link). */
export const STEP_UP_MODALS = {
  verificationRequired: 'stepUpVerificationRequired',
  selectChallenge: 'stepUpSelectChallenge',
  sms: 'stepUpSms',
  push: 'stepUpPush',
  verified: 'stepUpVerified',
  featureUnavailable: 'stepUpFeatureUnavailable',
  deny: 'stepUpDeny',
  refuse: 'stepUpRefuse',
  lockout: 'stepUpLockout',
  spinner: 'stepUpSpinner',
} as const;

export type StepUpModalKey = (typeof STEP_UP_MODALS)[keyof typeof STEP_UP_MODALS];

// Which banners.json entry each in-modal problem shows; 'technical' is the catalogue's default message.
const BANNER_KEYS: Readonly<Record<Exclude<StepUpBanner, 'technical'>, string>> = {
  denied: 'stepUpDenied',
  'options-failed': 'stepUpOptionsFailed',
  'code-failed': 'stepUpCodeFailed',
  'push-failed': 'stepUpPushFailed',
  'passkey-failed': 'stepUpPasskeyFailed',
};

const TECHNICAL_ERROR = 'TECHNICAL_PROBLEM';

export interface StepUpModalCopy {
  readonly title: string;
  readonly body: string;
  readonly contactLinkLabel?: string;
  /** Button labels by their modals.json id. */
  readonly buttons: Readonly<Record<string, string>>;
}

/** A step-up modal's copy with `{phone}` (member services) and any other tokens filled in. */
export function stepUpModalCopy(key: StepUpModalKey, values: Readonly<Record<string, string | number>> = {}): StepUpModalCopy {
  const modal = modalsManifest.modals[key];
  if (modal === undefined) throw new Error(`modals.json has no step-up modal "${key}".`);
  const fill = (text: string | undefined) => resolveTemplate(text ?? '', { phone: appManifest.memberServicesPhone, ...values });
  return {
    title: fill(modal.title),
    body: fill(modal.body),
    ...(modal.contactLinkLabel === undefined ? {} : { contactLinkLabel: modal.contactLinkLabel }),
    buttons: Object.fromEntries(modal.buttons.map((button) => [button.id, button.label])),
  };
}

/** The text of an in-modal banner. */
export function stepUpBannerText(banner: StepUpBanner): string {
  if (banner === 'technical') {
    const entry = errorsManifest.errors[TECHNICAL_ERROR];
    if (entry === undefined) throw new Error(`errors.json has no "${TECHNICAL_ERROR}".`);
    return entry.message;
  }
  const entry = bannersManifest.banners[BANNER_KEYS[banner]];
  if (entry === undefined) throw new Error(`banners.json has no step-up banner "${BANNER_KEYS[banner]}".`);
  return entry.text;
}

/** The challenge's own words (copy.json stepUp): labels, options, countdown. */
export const stepUpCopy = copyManifest.stepUp;
