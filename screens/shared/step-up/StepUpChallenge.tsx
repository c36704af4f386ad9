import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import type { TfaOptions } from '../../../engine/core/generated/api.gen';
import {
  canSend,
  canSubmit,
  resendVisible,
  startStepUp,
  stepUpTransition,
  type StepUpChallengeAnswer,
  type StepUpCodeError,
  type StepUpMethod,
  type StepUpOptions,
  type StepUpState,
} from '../../../engine/core/step-up-machine';
import { resolveTemplate } from '../../../engine/core/template';
import { appManifest } from '../../../src/manifests';
import { fetchChallengeOptions, pollPush, refusalCode, sendOtp, sendPush, verifyOtp, type ChallengeRef } from './step-up-api';
import { STEP_UP_MODALS, stepUpBannerText, stepUpCopy, stepUpModalCopy } from './step-up-copy';
import { PasskeyOption } from './PasskeyOption';
import { verifyWithPasskey } from './passkey-step-up';
import { StepUpDialog } from './StepUpDialog';
import './step-up.css';

/** How the member left the challenge: verified, not, or through the deny view's contact link. */
export type StepUpResult = 'verified' | 'failed' | 'contact-us';

export interface StepUpChallengeProps {
  readonly answer: StepUpChallengeAnswer;
  readonly onDone: (result: StepUpResult) => void;
}

const settings = appManifest.challenge;
const DIVISORS = { sms: settings.smsResendDivisor, push: settings.pushResendDivisor };
const CODE_BOUNDS = { min: settings.codeLength, max: settings.codeLength };

const CODE_ERRORS: Readonly<Record<StepUpCodeError, string>> = {
  'numbers-only': stepUpCopy.codeNumbersOnly,
  required: stepUpCopy.codeRequired,
  incorrect: stepUpCopy.codeIncorrect,
};

const toOptions = (options: TfaOptions): StepUpOptions => ({
  phoneNumbers: options.phoneNumbers.map(({ phoneId, phoneNumber }) => ({ phoneId, phoneNumber })),
  pushDevices: options.pushDevices.map(({ pushId, deviceName }) => ({ pushId, deviceName })),
  passkey: options.passkey === true,
});

const methodValue = (method: StepUpMethod | undefined): string =>
  method === undefined ? '' : method.kind === 'sms' ? `sms:${method.phoneId}` : `push:${method.pushId}`;

function phoneOf(state: StepUpState): string {
  const method = state.method;
  if (method?.kind !== 'sms') return '';
  return state.options?.phoneNumbers.find((phone) => phone.phoneId === method.phoneId)?.phoneNumber ?? '';
}

function deviceOf(state: StepUpState): string {
  const method = state.method;
  if (method?.kind !== 'push') return '';
  return state.options?.pushDevices.find((device) => device.pushId === method.pushId)?.deviceName ?? '';
}

function Banner({ state }: { readonly state: StepUpState }) {
  if (state.banner === undefined) return null;
  return (
    <div className="banner banner--error step-up__banner" role="alert" data-banner-type="error">
      <p className="banner__content">{stepUpBannerText(state.banner)}</p>
    </div>
  );
}

interface ButtonSpec {
  readonly id: string;
  readonly label: string;
  readonly onClick?: () => void;
  readonly secondary?: boolean;
  readonly disabled?: boolean;
  readonly submit?: boolean;
}

function Buttons({ buttons }: { readonly buttons: readonly ButtonSpec[] }) {
  return (
    <div className="modal__buttons">
      {buttons.map((button) => (
        <button
          key={button.id}
          type={button.submit ? 'submit' : 'button'}
          className={button.secondary ? 'button button--secondary' : 'button'}
          data-button-id={button.id}
          disabled={button.disabled}
          onClick={button.onClick}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}

function Countdown({ state }: { readonly state: StepUpState }) {
  const seconds = state.delivery?.remaining ?? 0;
  return <p className="step-up__countdown">{resolveTemplate(stepUpCopy.expiresIn, { seconds })}</p>;
}

/**
 * One high-risk challenge from the step-up answer to its end: verification required, the choice of phone
 * or push device, the code or the wait for approval with the countdown and resend, then verified, refuse, lockout
 * or deny. Every call goes to the authentication service; the state machine decides what each answer means.
 */
export function StepUpChallenge({ answer, onDone }: StepUpChallengeProps) {
  const [state, dispatch] = useReducer(stepUpTransition, answer, (initial) => startStepUp(initial, DIVISORS));
  const codeRef = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const codeErrorId = useId();
  const ref: ChallengeRef = { workflow: state.workflow, ...(state.challengeId === undefined ? {} : { challengeId: state.challengeId }) };

  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (state.view === 'closed') onDoneRef.current(state.outcome === 'verified' ? 'verified' : 'failed');
  }, [state.view, state.outcome]);

  const counting = state.view === 'sms' || state.view === 'push';
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => dispatch({ type: 'TICK' }), settings.countdownTickMs);
    return () => clearInterval(timer);
  }, [counting]);

  const pollingId = state.view === 'push' && !state.forceResend ? state.delivery?.transactionId : undefined;
  const serverInterval = state.delivery?.pollingInterval ?? 0;
  const pollMs = serverInterval > 0 ? serverInterval * 1000 : settings.pushPollDefaultMs;
  const workflow = state.workflow;
  useEffect(() => {
    if (pollingId === undefined) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        pollPush({ workflow }, pollingId).then(
          (result) => {
            if (stopped) return;
            dispatch({ type: 'POLL_STATUS', pushStatus: result.pushStatus });
            schedule();
          },
          (error: unknown) => {
            const code = refusalCode(error);
            if (!stopped) dispatch({ type: 'POLL_FAILED', ...(code === undefined ? {} : { code }) });
          },
        );
      }, pollMs);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollingId, pollMs, workflow]);

  const verify = () => {
    dispatch({ type: 'VERIFY' });
    fetchChallengeOptions(ref).then(
      (options) => dispatch({ type: 'OPTIONS_LOADED', options: toOptions(options) }),
      () => dispatch({ type: 'OPTIONS_FAILED' }),
    );
  };

  const send = () => {
    const method = state.method;
    if (method === undefined || !(canSend(state) || resendVisible(state))) return;
    dispatch({ type: 'SEND' });
    const failed = (error: unknown) => {
      const code = refusalCode(error);
      dispatch({ type: 'SEND_FAILED', ...(code === undefined ? {} : { code }) });
    };
    if (method.kind === 'sms') {
      sendOtp(ref, method.phoneId).then((sent) => dispatch({ type: 'OTP_SENT', expiration: sent.expiration }), failed);
    } else {
      sendPush(ref, method.pushId).then(
        (sent) => dispatch({ type: 'PUSH_SENT', transactionId: sent.transactionId, expiration: sent.expiration, pollingInterval: sent.pollingInterval }),
        failed,
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit(state, CODE_BOUNDS)) return;
    const code = state.code;
    dispatch({ type: 'SUBMIT' });
    verifyOtp(ref, code).then(
      () => dispatch({ type: 'CODE_VERIFIED' }),
      (error: unknown) => {
        const refusal = refusalCode(error);
        dispatch({ type: 'CODE_FAILED', ...(refusal === undefined ? {} : { code: refusal }) });
      },
    );
  };

  const choosePasskey = () => {
    dispatch({ type: 'PASSKEY' });
    verifyWithPasskey(ref).then(
      () => dispatch({ type: 'CODE_VERIFIED' }),
      (error: unknown) => {
        const refusal = refusalCode(error);
        dispatch({ type: 'PASSKEY_FAILED', ...(refusal === undefined ? {} : { code: refusal }) });
      },
    );
  };

  const cancel = () => dispatch({ type: 'CANCEL' });
  const proceed = () => dispatch({ type: 'CONTINUE' });

  const viewKey = state.view;
  switch (state.view) {
    case 'closed':
      return null;
    case 'spinner': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.spinner);
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy>
          <span className="modal__spinner" aria-hidden="true" />
          <p className="modal__body">{copy.body}</p>
        </StepUpDialog>
      );
    }
    case 'verification-required': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.verificationRequired);
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <Banner state={state} />
          <p className="modal__body">{copy.body}</p>
          <Buttons
            buttons={[
              { id: 'verify', label: copy.buttons.verify ?? '', onClick: verify },
              { id: 'cancel', label: copy.buttons.cancel ?? '', onClick: cancel, secondary: true },
            ]}
          />
        </StepUpDialog>
      );
    }
    case 'select-challenge': {
      const options = state.options ?? { phoneNumbers: [], pushDevices: [] };
      const canSendAny = options.phoneNumbers.length > 0 || options.pushDevices.length > 0;
      if (!canSendAny && options.passkey !== true) {
        const copy = stepUpModalCopy(STEP_UP_MODALS.featureUnavailable);
        return (
          <StepUpDialog viewKey="feature-unavailable" title={copy.title} busy={false}>
            <p className="modal__body">{copy.body}</p>
            <Buttons buttons={[{ id: 'ok', label: copy.buttons.ok ?? '', onClick: cancel }]} />
          </StepUpDialog>
        );
      }
      const copy = stepUpModalCopy(STEP_UP_MODALS.selectChallenge);
      const chosen = methodValue(state.method);
      const choose = (method: StepUpMethod) => dispatch({ type: 'CHOOSE', method });
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <Banner state={state} />
          {options.passkey === true ? <PasskeyOption onUse={choosePasskey} /> : null}
          <fieldset className="step-up__methods">
            <legend className="step-up__legend">{copy.body}</legend>
            {options.phoneNumbers.map((phone) => (
              <label key={phone.phoneId} className="step-up__method">
                <input type="radio" name="step-up-method" value={`sms:${phone.phoneId}`} checked={chosen === `sms:${phone.phoneId}`} onChange={() => choose({ kind: 'sms', phoneId: phone.phoneId })} />
                {resolveTemplate(stepUpCopy.smsOption, { phone: phone.phoneNumber })}
              </label>
            ))}
            {options.pushDevices.map((device) => (
              <label key={device.pushId} className="step-up__method">
                <input type="radio" name="step-up-method" value={`push:${device.pushId}`} checked={chosen === `push:${device.pushId}`} onChange={() => choose({ kind: 'push', pushId: device.pushId })} />
                {resolveTemplate(stepUpCopy.pushOption, { device: device.deviceName })}
              </label>
            ))}
          </fieldset>
          <Buttons
            buttons={[
              { id: 'send', label: copy.buttons.send ?? '', onClick: send, disabled: !canSend(state) },
              { id: 'cancel', label: copy.buttons.cancel ?? '', onClick: cancel, secondary: true },
            ]}
          />
        </StepUpDialog>
      );
    }
    case 'sms': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.sms, { codeLength: settings.codeLength, phone: phoneOf(state) });
      const error = state.codeError;
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false} focusRef={codeRef}>
          <Banner state={state} />
          <p className="modal__body">{copy.body}</p>
          <form className="step-up__form" noValidate onSubmit={submit}>
            <div className={error === undefined ? 'step-up__field' : 'step-up__field step-up__field--invalid'}>
              <label className="step-up__label" htmlFor={codeId}>
                {stepUpCopy.codeLabel}
              </label>
              <input
                ref={codeRef}
                id={codeId}
                className="step-up__code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={state.code}
                aria-invalid={error !== undefined}
                {...(error === undefined ? {} : { 'aria-describedby': codeErrorId })}
                onChange={(event) => dispatch({ type: 'CODE_CHANGED', value: event.target.value })}
              />
              {error === undefined ? null : (
                <p id={codeErrorId} className="step-up__error" role="alert">
                  {CODE_ERRORS[error]}
                </p>
              )}
            </div>
            <Countdown state={state} />
            {resendVisible(state) ? (
              <button type="button" className="modal__link step-up__resend" onClick={send}>
                {stepUpCopy.resend}
              </button>
            ) : null}
            <Buttons
              buttons={[
                { id: 'submit', label: copy.buttons.submit ?? '', submit: true, disabled: !canSubmit(state, CODE_BOUNDS) },
                { id: 'cancel', label: copy.buttons.cancel ?? '', onClick: cancel, secondary: true },
              ]}
            />
          </form>
        </StepUpDialog>
      );
    }
    case 'push': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.push, { device: deviceOf(state) });
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <Banner state={state} />
          <p className="modal__body">{copy.body}</p>
          {state.forceResend ? null : (
            <p className="step-up__waiting">
              <span className="modal__spinner step-up__spinner" aria-hidden="true" />
              {stepUpCopy.waitingForApproval}
            </p>
          )}
          <Countdown state={state} />
          {resendVisible(state) ? (
            <button type="button" className="modal__link step-up__resend" onClick={send}>
              {stepUpCopy.resend}
            </button>
          ) : null}
          <Buttons buttons={[{ id: 'cancel', label: copy.buttons.cancel ?? '', onClick: cancel, secondary: true }]} />
        </StepUpDialog>
      );
    }
    case 'verified': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.verified);
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <p className="modal__body">{copy.body}</p>
          <Buttons buttons={[{ id: 'continue', label: copy.buttons.continue ?? '', onClick: proceed }]} />
        </StepUpDialog>
      );
    }
    case 'refuse': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.refuse);
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <Banner state={state} />
          <p className="modal__body">{copy.body}</p>
          <Buttons buttons={[{ id: 'continue', label: copy.buttons.continue ?? '', onClick: proceed }]} />
        </StepUpDialog>
      );
    }
    case 'lockout': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.lockout);
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <p className="modal__body">{copy.body}</p>
          <Buttons buttons={[{ id: 'cancel', label: copy.buttons.cancel ?? '', onClick: cancel }]} />
        </StepUpDialog>
      );
    }
    case 'deny': {
      const copy = stepUpModalCopy(STEP_UP_MODALS.deny);
      return (
        <StepUpDialog viewKey={viewKey} title={copy.title} busy={false}>
          <p className="modal__body">
            {copy.body}
            {copy.contactLinkLabel === undefined ? null : (
              <>
                {' '}
                <button type="button" className="modal__link" onClick={() => onDoneRef.current('contact-us')}>
                  {copy.contactLinkLabel}
                </button>
              </>
            )}
          </p>
          <Buttons buttons={[{ id: 'close', label: copy.buttons.close ?? '', onClick: cancel }]} />
        </StepUpDialog>
      );
    }
  }
}
