import type { ComponentType } from 'react';
import { canSend, canSubmit, type StepUpState } from '../../../engine/core/step-up-machine';
import { appManifest } from '../../../src/manifests';
import { STEP_UP_MODALS, type StepUpModalKey } from './step-up-copy';
import { deviceOf, phoneOf } from './step-up-state-text';
import { CodeFormBody, DenyBody, MethodChoiceBody, PlainBody, PushWaitBody, SpinnerBody, type StepUpActions, type StepUpBodyProps } from './step-up-view-bodies';

const settings = appManifest.challenge;
/** A code is exactly the configured length. */
export const CODE_BOUNDS = { min: settings.codeLength, max: settings.codeLength };

/** A button of a view: its modals.json id (which names its label), what it does, and when it is enabled. */
export interface StepUpButtonSpec {
  readonly id: string;
  /** The action a click runs; none for the code form's submit button, which submits the form. */
  readonly action?: keyof Pick<StepUpActions, 'verify' | 'send' | 'cancel' | 'proceed'>;
  readonly secondary?: true;
  readonly submit?: true;
  /** Disabled unless this holds; always enabled without it. */
  readonly enabledWhen?: (state: StepUpState) => boolean;
}

/** One challenge view: its modal's copy (and the values filling it), whether it shows the state's banner, its body and buttons. */
export interface StepUpViewSpec {
  readonly modal: StepUpModalKey;
  readonly values?: (state: StepUpState) => Readonly<Record<string, string | number>>;
  /** The dialog is marked busy (a call is under way). */
  readonly busy?: true;
  /** The state's in-modal problem shows above the body. */
  readonly banner?: true;
  /** The code field takes focus when the view opens, instead of the heading. */
  readonly focusCode?: true;
  readonly Body: ComponentType<StepUpBodyProps>;
  readonly buttons: readonly StepUpButtonSpec[];
}

/** The views a challenge shows: every open view of the state machine, and feature-unavailable (a choice with no method). */
export type StepUpViewKey = Exclude<StepUpState['view'], 'closed'> | 'feature-unavailable';

const CANCEL: StepUpButtonSpec = { id: 'cancel', action: 'cancel', secondary: true };

/** Every challenge view, from the verification-required question to its end. */
export const STEP_UP_VIEWS: Readonly<Record<StepUpViewKey, StepUpViewSpec>> = {
  spinner: { modal: STEP_UP_MODALS.spinner, busy: true, Body: SpinnerBody, buttons: [] },
  'verification-required': {
    modal: STEP_UP_MODALS.verificationRequired,
    banner: true,
    Body: PlainBody,
    buttons: [{ id: 'verify', action: 'verify' }, CANCEL],
  },
  'feature-unavailable': { modal: STEP_UP_MODALS.featureUnavailable, Body: PlainBody, buttons: [{ id: 'ok', action: 'cancel' }] },
  'select-challenge': {
    modal: STEP_UP_MODALS.selectChallenge,
    banner: true,
    Body: MethodChoiceBody,
    buttons: [{ id: 'send', action: 'send', enabledWhen: canSend }, CANCEL],
  },
  sms: {
    modal: STEP_UP_MODALS.sms,
    values: (state) => ({ codeLength: settings.codeLength, phone: phoneOf(state) }),
    banner: true,
    focusCode: true,
    Body: CodeFormBody,
    buttons: [{ id: 'submit', submit: true, enabledWhen: (state) => canSubmit(state, CODE_BOUNDS) }, CANCEL],
  },
  push: { modal: STEP_UP_MODALS.push, values: (state) => ({ device: deviceOf(state) }), banner: true, Body: PushWaitBody, buttons: [CANCEL] },
  verified: { modal: STEP_UP_MODALS.verified, Body: PlainBody, buttons: [{ id: 'continue', action: 'proceed' }] },
  refuse: { modal: STEP_UP_MODALS.refuse, banner: true, Body: PlainBody, buttons: [{ id: 'continue', action: 'proceed' }] },
  lockout: { modal: STEP_UP_MODALS.lockout, Body: PlainBody, buttons: [{ id: 'cancel', action: 'cancel' }] },
  deny: { modal: STEP_UP_MODALS.deny, Body: DenyBody, buttons: [{ id: 'close', action: 'cancel' }] },
};
