import { describe, expect, it } from 'vitest';
import {
  canSend,
  canSubmit,
  codeErrorOf,
  failDestination,
  redirectAfterVerified,
  resendVisible,
  startStepUp,
  stepUpTransition,
  type StepUpEvent,
  type StepUpState,
} from '../../../engine/core/step-up-machine';

const BOUNDS = { min: 6, max: 6 };
const DIVISORS = { sms: 2, push: 3 };
const OPTIONS = { phoneNumbers: [{ phoneId: 'p1', phoneNumber: '***-***-1234' }], pushDevices: [{ pushId: 'd1', deviceName: 'Pixel' }] };

const run = (state: StepUpState, ...events: StepUpEvent[]): StepUpState => events.reduce(stepUpTransition, state);
const challenge = () => startStepUp({ status: 'CHALLENGE', event: 'achTransfer', challengeId: 'c1', workflow: 'HR' }, DIVISORS);
const choosing = () => run(challenge(), { type: 'VERIFY' }, { type: 'OPTIONS_LOADED', options: OPTIONS });
const sms = (expiration = 300) => run(choosing(), { type: 'CHOOSE', method: { kind: 'sms', phoneId: 'p1' } }, { type: 'SEND' }, { type: 'OTP_SENT', expiration });
const push = (expiration = 120) =>
  run(choosing(), { type: 'CHOOSE', method: { kind: 'push', pushId: 'd1' } }, { type: 'SEND' }, { type: 'PUSH_SENT', transactionId: 't1', expiration, pollingInterval: 3 });
const ticks = (state: StepUpState, count: number) => run(state, ...Array.from({ length: count }, () => ({ type: 'TICK' }) as const));

describe('starting a challenge', () => {
  it('opens verification required for CHALLENGE, with its challenge and workflow', () => {
    expect(challenge()).toMatchObject({ view: 'verification-required', challengeId: 'c1', workflow: 'HR', event: 'achTransfer', code: '' });
  });

  it('opens deny for DENY; Continue or Cancel closes it unverified', () => {
    const deny = startStepUp({ status: 'DENY', event: 'achTransfer' }, DIVISORS);
    expect(deny.view).toBe('deny');
    expect(run(deny, { type: 'CONTINUE' })).toMatchObject({ view: 'closed', outcome: 'failed' });
    expect(run(deny, { type: 'CANCEL' })).toMatchObject({ view: 'closed', outcome: 'failed' });
    expect(run(deny, { type: 'VERIFY' }).view).toBe('deny');
  });

  it('defaults the workflow to HR', () => {
    expect(startStepUp({ status: 'CHALLENGE', event: 'x' }, DIVISORS).workflow).toBe('HR');
  });
});

describe('verification required → options', () => {
  it('Verify shows the spinner while the options load, then the choice', () => {
    const spinning = run(challenge(), { type: 'VERIFY' });
    expect(spinning.view).toBe('spinner');
    const loaded = run(spinning, { type: 'OPTIONS_LOADED', options: OPTIONS });
    expect(loaded).toMatchObject({ view: 'select-challenge', options: OPTIONS });
    expect(loaded.method).toBeUndefined();
  });

  it('options that fail to load go back with the options banner, and a new Verify clears it', () => {
    const failed = run(challenge(), { type: 'VERIFY' }, { type: 'OPTIONS_FAILED' });
    expect(failed).toMatchObject({ view: 'verification-required', banner: 'options-failed' });
    expect(run(failed, { type: 'VERIFY' }).banner).toBeUndefined();
  });

  it('ignores results that arrive outside the spinner', () => {
    expect(run(challenge(), { type: 'OPTIONS_LOADED', options: OPTIONS }).view).toBe('verification-required');
    expect(run(challenge(), { type: 'OPTIONS_FAILED' }).view).toBe('verification-required');
  });
});

describe('select challenge', () => {
  it('keeps Send disabled until a method is chosen', () => {
    const state = choosing();
    expect(canSend(state)).toBe(false);
    expect(run(state, { type: 'SEND' }).view).toBe('select-challenge');
    const chosen = run(state, { type: 'CHOOSE', method: { kind: 'sms', phoneId: 'p1' } });
    expect(canSend(chosen)).toBe(true);
    expect(run(chosen, { type: 'SEND' }).view).toBe('spinner');
  });

  it('a sent code opens the SMS view with its countdown; a sent push opens the push view', () => {
    expect(sms()).toMatchObject({ view: 'sms', delivery: { kind: 'sms', expiration: 300, remaining: 300 }, code: '' });
    expect(push()).toMatchObject({ view: 'push', delivery: { kind: 'push', expiration: 120, remaining: 120, transactionId: 't1', pollingInterval: 3 } });
  });

  it('a failed push send shows the push banner; a failed code send the generic one; AA106 locks out', () => {
    const pushing = run(choosing(), { type: 'CHOOSE', method: { kind: 'push', pushId: 'd1' } }, { type: 'SEND' });
    expect(run(pushing, { type: 'SEND_FAILED' })).toMatchObject({ view: 'select-challenge', banner: 'push-failed' });
    const texting = run(choosing(), { type: 'CHOOSE', method: { kind: 'sms', phoneId: 'p1' } }, { type: 'SEND' });
    expect(run(texting, { type: 'SEND_FAILED' })).toMatchObject({ view: 'select-challenge', banner: 'technical' });
    expect(run(texting, { type: 'SEND_FAILED', code: 'AA106' }).view).toBe('lockout');
  });

  it('Cancel closes unverified', () => {
    expect(run(choosing(), { type: 'CANCEL' })).toMatchObject({ view: 'closed', outcome: 'failed' });
    expect(run(challenge(), { type: 'CANCEL' })).toMatchObject({ view: 'closed', outcome: 'failed' });
  });

  it('cannot be cancelled while a call runs', () => {
    expect(run(challenge(), { type: 'VERIFY' }, { type: 'CANCEL' }).view).toBe('spinner');
  });
});

describe('code entry', () => {
  it('says numbers only, then a value, and enables Submit only at 6 digits', () => {
    expect(codeErrorOf('12a')).toBe('numbers-only');
    expect(codeErrorOf('')).toBe('required');
    expect(codeErrorOf('123')).toBeUndefined();
    const state = sms();
    expect(canSubmit(state, BOUNDS)).toBe(false);
    expect(run(state, { type: 'CODE_CHANGED', value: '12a' })).toMatchObject({ codeError: 'numbers-only' });
    expect(run(state, { type: 'CODE_CHANGED', value: '1' }, { type: 'CODE_CHANGED', value: '' })).toMatchObject({ codeError: 'required' });
    expect(canSubmit(run(state, { type: 'CODE_CHANGED', value: '12345' }), BOUNDS)).toBe(false);
    expect(canSubmit(run(state, { type: 'CODE_CHANGED', value: '123456' }), BOUNDS)).toBe(true);
    expect(canSubmit(run(state, { type: 'CODE_CHANGED', value: '1234567' }), BOUNDS)).toBe(false);
  });

  it('a wrong code (AA105) marks the code incorrect until the input changes', () => {
    const wrong = run(sms(), { type: 'CODE_CHANGED', value: '000000' }, { type: 'SUBMIT' }, { type: 'CODE_FAILED', code: 'AA105' });
    expect(wrong).toMatchObject({ view: 'sms', codeError: 'incorrect', code: '000000' });
    expect(canSubmit(wrong, BOUNDS)).toBe(false);
    expect(run(wrong, { type: 'SUBMIT' }).view).toBe('sms');
    const edited = run(wrong, { type: 'CODE_CHANGED', value: '00000' });
    expect(edited.codeError).toBeUndefined();
  });

  it('AA106 locks out; another error shows the code banner; a right code verifies', () => {
    const submitted = run(sms(), { type: 'CODE_CHANGED', value: '123456' }, { type: 'SUBMIT' });
    expect(submitted.view).toBe('spinner');
    expect(run(submitted, { type: 'CODE_FAILED', code: 'AA106' }).view).toBe('lockout');
    expect(run(submitted, { type: 'CODE_FAILED' })).toMatchObject({ view: 'sms', banner: 'code-failed' });
    expect(run(submitted, { type: 'CODE_VERIFIED' }).view).toBe('verified');
  });

  it('lockout closes unverified on Cancel', () => {
    const locked = run(sms(), { type: 'CODE_CHANGED', value: '123456' }, { type: 'SUBMIT' }, { type: 'CODE_FAILED', code: 'AA106' });
    expect(run(locked, { type: 'CANCEL' })).toMatchObject({ view: 'closed', outcome: 'failed' });
  });
});

describe('countdown and resend timing', () => {
  it('ticks the countdown each second down to zero and no further', () => {
    expect(ticks(sms(10), 3).delivery?.remaining).toBe(7);
    expect(ticks(sms(10), 15).delivery?.remaining).toBe(0);
  });

  it('shows SMS resend at half of the expiry', () => {
    expect(resendVisible(ticks(sms(300), 149))).toBe(false);
    expect(resendVisible(ticks(sms(300), 150))).toBe(true);
  });

  it('shows push resend at a third of the expiry', () => {
    expect(resendVisible(ticks(push(120), 79))).toBe(false);
    expect(resendVisible(ticks(push(120), 80))).toBe(true);
  });

  it('a resend is refused before it shows, and a new code restarts the countdown and clears the old entry', () => {
    expect(run(sms(300), { type: 'SEND' }).view).toBe('sms');
    const half = run(ticks(sms(300), 150), { type: 'CODE_CHANGED', value: '12' });
    const resent = run(half, { type: 'SEND' }, { type: 'OTP_SENT', expiration: 300 });
    expect(resent).toMatchObject({ view: 'sms', code: '', delivery: { remaining: 300 } });
    expect(resendVisible(resent)).toBe(false);
  });

  it('a failed resend goes back to the delivery it was resending, with a banner', () => {
    const resending = run(ticks(push(120), 80), { type: 'SEND' });
    expect(run(resending, { type: 'SEND_FAILED' })).toMatchObject({ view: 'push', banner: 'push-failed' });
  });

  it('an expired push forces a resend with the push banner', () => {
    const expired = ticks(push(6), 6);
    expect(expired).toMatchObject({ view: 'push', banner: 'push-failed', forceResend: true });
    expect(resendVisible(expired)).toBe(true);
  });

  it('takes the divisors from its settings', () => {
    const quarter = run(startStepUp({ status: 'CHALLENGE', event: 'x' }, { sms: 4, push: 3 }), { type: 'VERIFY' }, { type: 'OPTIONS_LOADED', options: OPTIONS }, { type: 'CHOOSE', method: { kind: 'sms', phoneId: 'p1' } }, { type: 'SEND' }, { type: 'OTP_SENT', expiration: 100 });
    expect(resendVisible(ticks(quarter, 74))).toBe(false);
    expect(resendVisible(ticks(quarter, 75))).toBe(true);
  });

  it('ticks only count in the SMS and push views', () => {
    expect(run(choosing(), { type: 'TICK' })).toEqual(choosing());
  });
});

describe('push polling by status', () => {
  it('keeps polling on IN_PROGRESS and an unknown status', () => {
    expect(run(push(), { type: 'POLL_STATUS', pushStatus: 'IN_PROGRESS' })).toEqual(push());
    expect(run(push(), { type: 'POLL_STATUS', pushStatus: 'SOMETHING_ELSE' })).toEqual(push());
  });

  it('APPROVED verifies; Continue closes verified', () => {
    const verified = run(push(), { type: 'POLL_STATUS', pushStatus: 'APPROVED' });
    expect(verified.view).toBe('verified');
    expect(run(verified, { type: 'CANCEL' })).toMatchObject({ view: 'closed', outcome: 'failed' });
    expect(run(verified, { type: 'CONTINUE' })).toMatchObject({ view: 'closed', outcome: 'verified' });
  });

  it.each(['INVALID', 'EXPIRED'])('%s shows the push banner and forces a resend', (pushStatus) => {
    const state = run(push(), { type: 'POLL_STATUS', pushStatus });
    expect(state).toMatchObject({ view: 'push', banner: 'push-failed', forceResend: true });
    const again = run(state, { type: 'SEND' }, { type: 'PUSH_SENT', transactionId: 't2', expiration: 120, pollingInterval: 3 });
    expect(again).toMatchObject({ view: 'push', forceResend: false, delivery: { transactionId: 't2' } });
    expect(again.banner).toBeUndefined();
  });

  it('AA105 refuses with the denied banner; Continue closes unverified', () => {
    const refused = run(push(), { type: 'POLL_FAILED', code: 'AA105' });
    expect(refused).toMatchObject({ view: 'refuse', banner: 'denied' });
    expect(run(refused, { type: 'CONTINUE' })).toMatchObject({ view: 'closed', outcome: 'failed' });
  });

  it('AA106 locks out; a failure without an error list shows the banner and forces a resend', () => {
    expect(run(push(), { type: 'POLL_FAILED', code: 'AA106' }).view).toBe('lockout');
    expect(run(push(), { type: 'POLL_FAILED' })).toMatchObject({ view: 'push', banner: 'push-failed', forceResend: true });
  });

  it('ignores poll answers outside the push view', () => {
    expect(run(sms(), { type: 'POLL_STATUS', pushStatus: 'APPROVED' }).view).toBe('sms');
    expect(run(sms(), { type: 'POLL_FAILED', code: 'AA106' }).view).toBe('sms');
  });
});

describe('after the challenge', () => {
  it('fails to a dismissed mobile web view, a custom route, back, or else /', () => {
    expect(failDestination({ mobileWebView: true, failRoute: '/x' })).toEqual({ kind: 'dismiss-web-view' });
    expect(failDestination({ mobileWebView: false, failRoute: 'back' })).toEqual({ kind: 'back' });
    expect(failDestination({ mobileWebView: false, failRoute: '/move-money' })).toEqual({ kind: 'route', to: '/move-money' });
    expect(failDestination({ mobileWebView: false })).toEqual({ kind: 'route', to: '/' });
  });

  it("redirects after a verified challenge to the event's rule route, or nowhere", () => {
    const rules = [{ event: 'pinChange', redirectAfter: '/cards/list' }, { event: 'changeEmail' }];
    expect(redirectAfterVerified('pinChange', rules)).toBe('/cards/list');
    expect(redirectAfterVerified('changeEmail', rules)).toBeUndefined();
    expect(redirectAfterVerified('unknown', rules)).toBeUndefined();
  });

  it('a closed challenge ignores further events', () => {
    const closed = run(challenge(), { type: 'CANCEL' });
    expect(run(closed, { type: 'CONTINUE' })).toEqual(closed);
    expect(run(closed, { type: 'CANCEL' })).toEqual(closed);
  });
});

describe('step-up machine: a passkey', () => {
  const withPasskey = () => run(challenge(), { type: 'VERIFY' }, { type: 'OPTIONS_LOADED', options: { ...OPTIONS, passkey: true } });

  it('is offered only to a member who has one, and passes the challenge without anything sent', () => {
    expect(run(choosing(), { type: 'PASSKEY' }).view).toBe('select-challenge');
    const asking = run(withPasskey(), { type: 'PASSKEY' });
    expect(asking.view).toBe('spinner');
    expect(run(asking, { type: 'CODE_VERIFIED' }).view).toBe('verified');
  });

  it('goes back to the choice with a banner when refused or cancelled, and to lockout at AA106', () => {
    const asking = run(withPasskey(), { type: 'PASSKEY' });
    expect(run(asking, { type: 'PASSKEY_FAILED', code: 'AA105' })).toMatchObject({ view: 'select-challenge', banner: 'passkey-failed' });
    expect(run(asking, { type: 'PASSKEY_FAILED' })).toMatchObject({ view: 'select-challenge', banner: 'passkey-failed' });
    expect(run(asking, { type: 'PASSKEY_FAILED', code: 'AA106' }).view).toBe('lockout');
    expect(run(withPasskey(), { type: 'PASSKEY_FAILED' }).view).toBe('select-challenge');
  });
});
