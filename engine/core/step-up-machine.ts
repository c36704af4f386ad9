/**
 * The high-risk challenge as a pure state machine: what the challenge modal shows and what each answer
 * from the authentication service does to it. The browser drives it; no timers or calls live here.
 */

export type StepUpView =
  | 'verification-required'
  | 'select-challenge'
  | 'sms'
  | 'push'
  | 'verified'
  | 'deny'
  | 'refuse'
  | 'lockout'
  | 'spinner'
  | 'closed';

export type StepUpWorkflow = 'HR' | 'AR' | 'login';

/** A way to receive the challenge, as the options call lists it. */
export type StepUpMethod = { readonly kind: 'sms'; readonly phoneId: string } | { readonly kind: 'push'; readonly pushId: string };

export interface StepUpPhoneOption {
  readonly phoneId: string;
  readonly phoneNumber: string;
}

export interface StepUpPushOption {
  readonly pushId: string;
  /** The device's push address as the options name it; the push request repeats it with the device's name. */
  readonly pushDevice?: string;
  readonly deviceName: string;
}

export interface StepUpOptions {
  readonly phoneNumbers: readonly StepUpPhoneOption[];
  readonly pushDevices: readonly StepUpPushOption[];
  /** The member has a passkey, which can pass the challenge without anything being sent. */
  readonly passkey?: boolean;
}

/** A code or push request that was sent: its lifetime and what is left of it (seconds). */
export interface StepUpDelivery {
  readonly kind: 'sms' | 'push';
  readonly expiration: number;
  readonly remaining: number;
  readonly transactionId?: string;
  readonly pollingInterval?: number;
}

/** Problems the modal shows as a banner inside itself. */
export type StepUpBanner = 'denied' | 'options-failed' | 'code-failed' | 'push-failed' | 'passkey-failed' | 'technical';

/** Why the code field is in error. */
export type StepUpCodeError = 'numbers-only' | 'required' | 'incorrect';

/** How the challenge ended: only 'verified' lets the held-back request go again. */
export type StepUpOutcome = 'verified' | 'failed';

/** Refusal codes of the authentication service: AA105 wrong code or push refused, AA106 locked out. */
export const CODE_REFUSED = 'AA105';
export const LOCKED_OUT = 'AA106';

/** Resend shows once the time left is at most the lifetime divided by these (SMS 2, push 3). */
export interface StepUpResendDivisors {
  readonly sms: number;
  readonly push: number;
}

export interface StepUpState {
  readonly view: StepUpView;
  readonly resendDivisors: StepUpResendDivisors;
  readonly event: string;
  readonly challengeId?: string;
  readonly workflow: StepUpWorkflow;
  readonly options?: StepUpOptions;
  readonly method?: StepUpMethod;
  readonly delivery?: StepUpDelivery;
  readonly code: string;
  readonly codeError?: StepUpCodeError;
  readonly banner?: StepUpBanner;
  /** The push expired or was invalid: the member must send again (the resend shows whatever the time left). */
  readonly forceResend: boolean;
  readonly outcome?: StepUpOutcome;
}

/** The step-up answer of a risky action (the 307 body). */
export interface StepUpChallengeAnswer {
  readonly status: 'CHALLENGE' | 'DENY';
  readonly event: string;
  readonly challengeId?: string;
  readonly workflow?: StepUpWorkflow;
}

export type StepUpEvent =
  | { readonly type: 'VERIFY' }
  | { readonly type: 'OPTIONS_LOADED'; readonly options: StepUpOptions }
  | { readonly type: 'OPTIONS_FAILED' }
  | { readonly type: 'CHOOSE'; readonly method: StepUpMethod }
  | { readonly type: 'SEND' }
  | { readonly type: 'OTP_SENT'; readonly expiration: number }
  | { readonly type: 'PUSH_SENT'; readonly transactionId: string; readonly expiration: number; readonly pollingInterval: number }
  | { readonly type: 'SEND_FAILED'; readonly code?: string }
  | { readonly type: 'TICK' }
  | { readonly type: 'CODE_CHANGED'; readonly value: string }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'CODE_VERIFIED' }
  | { readonly type: 'CODE_FAILED'; readonly code?: string }
  | { readonly type: 'PASSKEY' }
  | { readonly type: 'PASSKEY_FAILED'; readonly code?: string }
  | { readonly type: 'POLL_STATUS'; readonly pushStatus: string }
  | { readonly type: 'POLL_FAILED'; readonly code?: string }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'CONTINUE' };

const DIGITS = /^\d*$/;

/** Opens the challenge for a step-up answer: DENY shows deny, CHALLENGE asks the member to verify. */
export function startStepUp(answer: StepUpChallengeAnswer, resendDivisors: StepUpResendDivisors): StepUpState {
  return {
    view: answer.status === 'DENY' ? 'deny' : 'verification-required',
    resendDivisors,
    event: answer.event,
    ...(answer.challengeId === undefined ? {} : { challengeId: answer.challengeId }),
    workflow: answer.workflow ?? 'HR',
    code: '',
    forceResend: false,
  };
}

/** Numbers only, then a value; undefined when the code may be submitted as far as its characters go. */
export function codeErrorOf(value: string): StepUpCodeError | undefined {
  if (!DIGITS.test(value)) return 'numbers-only';
  if (value === '') return 'required';
  return undefined;
}

/** Send is enabled once a method is chosen. */
export const canSend = (state: StepUpState): boolean => state.view === 'select-challenge' && state.method !== undefined;

/** Submit is enabled only with a code of digits between the bounds (length 6), and not while it is marked incorrect. */
export function canSubmit(state: StepUpState, bounds: { readonly min: number; readonly max: number }): boolean {
  if (state.view !== 'sms' || state.codeError !== undefined || !DIGITS.test(state.code)) return false;
  return state.code.length >= bounds.min && state.code.length <= bounds.max;
}

/**
 * Whether Resend shows: once the time left is at most the lifetime over the divisor (SMS half, push a
 * third); always when the push has to be sent again.
 */
export function resendVisible(state: StepUpState): boolean {
  const delivery = state.delivery;
  if (delivery === undefined || (state.view !== 'sms' && state.view !== 'push')) return false;
  if (state.forceResend) return true;
  const divisor = delivery.kind === 'sms' ? state.resendDivisors.sms : state.resendDivisors.push;
  return delivery.remaining <= delivery.expiration / divisor;
}

const close = (state: StepUpState, outcome: StepUpOutcome): StepUpState => ({ ...state, view: 'closed', outcome });

// The view a delivery lives in, with everything about the previous one cleared.
function delivered(state: StepUpState, delivery: StepUpDelivery): StepUpState {
  const { banner: _banner, codeError: _codeError, ...rest } = state;
  return { ...rest, view: delivery.kind, delivery, code: '', forceResend: false };
}

function withBanner(state: StepUpState, view: StepUpView, banner: StepUpBanner): StepUpState {
  return { ...state, view, banner };
}

function withoutBanner(state: StepUpState): StepUpState {
  const { banner: _banner, ...rest } = state;
  return rest;
}

// Where a failed send goes back to: the delivery it was resending, else the choice of method.
const beforeSend = (state: StepUpState): StepUpView => state.delivery?.kind ?? 'select-challenge';

function tick(state: StepUpState): StepUpState {
  const delivery = state.delivery;
  if (delivery === undefined || (state.view !== 'sms' && state.view !== 'push') || delivery.remaining <= 0) return state;
  const remaining = delivery.remaining - 1;
  const next: StepUpState = { ...state, delivery: { ...delivery, remaining } };
  // An expired push cannot be approved any more: say so and make the member send another.
  if (remaining === 0 && delivery.kind === 'push') return { ...next, banner: 'push-failed', forceResend: true };
  return next;
}

function pollStatus(state: StepUpState, pushStatus: string): StepUpState {
  if (state.view !== 'push') return state;
  if (pushStatus === 'APPROVED') return { ...withoutBanner(state), view: 'verified' };
  if (pushStatus === 'INVALID' || pushStatus === 'EXPIRED') return { ...state, banner: 'push-failed', forceResend: true };
  // IN_PROGRESS keeps polling; anything else is retried on the next poll.
  return state;
}

function pollFailed(state: StepUpState, code: string | undefined): StepUpState {
  if (state.view !== 'push') return state;
  if (code === LOCKED_OUT) return { ...withoutBanner(state), view: 'lockout' };
  if (code === CODE_REFUSED) return withBanner(state, 'refuse', 'denied');
  return { ...state, banner: 'push-failed', forceResend: true };
}

function codeFailed(state: StepUpState, code: string | undefined): StepUpState {
  if (code === LOCKED_OUT) return { ...withoutBanner(state), view: 'lockout' };
  if (code === CODE_REFUSED) return { ...withoutBanner(state), view: 'sms', codeError: 'incorrect' };
  return withBanner(state, 'sms', 'code-failed');
}

function sendFailed(state: StepUpState, code: string | undefined): StepUpState {
  if (code === LOCKED_OUT) return { ...withoutBanner(state), view: 'lockout' };
  return withBanner(state, beforeSend(state), state.method?.kind === 'push' ? 'push-failed' : 'technical');
}

/** The next state: events that make no sense in the current view leave it unchanged. */
export function stepUpTransition(state: StepUpState, event: StepUpEvent): StepUpState {
  const { view } = state;
  switch (event.type) {
    case 'VERIFY':
      return view === 'verification-required' ? { ...withoutBanner(state), view: 'spinner' } : state;
    case 'OPTIONS_LOADED':
      return view === 'spinner' ? { ...withoutBanner(state), view: 'select-challenge', options: event.options } : state;
    case 'OPTIONS_FAILED':
      return view === 'spinner' ? withBanner(state, 'verification-required', 'options-failed') : state;
    case 'CHOOSE':
      return view === 'select-challenge' ? { ...state, method: event.method } : state;
    case 'SEND':
      if (view === 'select-challenge') return canSend(state) ? { ...withoutBanner(state), view: 'spinner' } : state;
      return (view === 'sms' || view === 'push') && resendVisible(state) ? { ...withoutBanner(state), view: 'spinner' } : state;
    case 'OTP_SENT':
      return view === 'spinner' ? delivered(state, { kind: 'sms', expiration: event.expiration, remaining: event.expiration }) : state;
    case 'PUSH_SENT':
      return view === 'spinner'
        ? delivered(state, { kind: 'push', expiration: event.expiration, remaining: event.expiration, transactionId: event.transactionId, pollingInterval: event.pollingInterval })
        : state;
    case 'SEND_FAILED':
      return view === 'spinner' ? sendFailed(state, event.code) : state;
    case 'TICK':
      return tick(state);
    case 'CODE_CHANGED': {
      if (view !== 'sms') return state;
      const codeError = codeErrorOf(event.value);
      const { codeError: _previous, ...rest } = state;
      return { ...rest, code: event.value, ...(codeError === undefined ? {} : { codeError }) };
    }
    case 'SUBMIT':
      return view === 'sms' && state.codeError === undefined && state.code !== '' ? { ...withoutBanner(state), view: 'spinner' } : state;
    case 'CODE_VERIFIED':
      return view === 'spinner' ? { ...withoutBanner(state), view: 'verified' } : state;
    case 'CODE_FAILED':
      return view === 'spinner' ? codeFailed(state, event.code) : state;
    case 'PASSKEY':
      return view === 'select-challenge' && state.options?.passkey === true ? { ...withoutBanner(state), view: 'spinner' } : state;
    case 'PASSKEY_FAILED':
      if (view !== 'spinner') return state;
      return event.code === LOCKED_OUT ? { ...withoutBanner(state), view: 'lockout' } : withBanner(state, 'select-challenge', 'passkey-failed');
    case 'POLL_STATUS':
      return pollStatus(state, event.pushStatus);
    case 'POLL_FAILED':
      return pollFailed(state, event.code);
    case 'CANCEL':
      return view === 'closed' || view === 'spinner' ? state : close(state, 'failed');
    case 'CONTINUE':
      if (view === 'verified') return close(state, 'verified');
      return view === 'refuse' || view === 'deny' || view === 'lockout' ? close(state, 'failed') : state;
  }
}

/** Where the member goes when a challenge ends unverified. */
export type StepUpFailDestination = { readonly kind: 'dismiss-web-view' } | { readonly kind: 'back' } | { readonly kind: 'route'; readonly to: string };

/**
 * A mobile web view is dismissed; a custom fail route goes back ('back') or to its path; otherwise the member
 * goes to '/'.
 */
export function failDestination(input: { readonly mobileWebView: boolean; readonly failRoute?: string }): StepUpFailDestination {
  if (input.mobileWebView) return { kind: 'dismiss-web-view' };
  if (input.failRoute === 'back') return { kind: 'back' };
  if (input.failRoute !== undefined && input.failRoute !== '') return { kind: 'route', to: input.failRoute };
  return { kind: 'route', to: '/' };
}

/** After a verified challenge: the redirect the event's rule names, or none (the modal just closes). */
export function redirectAfterVerified(event: string, rules: readonly { readonly event: string; readonly redirectAfter?: string }[]): string | undefined {
  return rules.find((rule) => rule.event === event)?.redirectAfter;
}
