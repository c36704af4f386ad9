import { useId, type ReactNode, type RefObject } from 'react';
import type { StepUpCodeError, StepUpMethod, StepUpState } from '../../../engine/core/step-up-machine';
import { resolveTemplate } from '../../../engine/core/template';
import { PasskeyOption } from './PasskeyOption';
import { stepUpCopy, type StepUpModalCopy } from './step-up-copy';
import { methodValue } from './step-up-state-text';
import { StepUpCountdown } from './step-up-view-parts';

/** What a member can do in a challenge view; the renderer hands these to the view's body and buttons. */
export interface StepUpActions {
  readonly verify: () => void;
  readonly send: () => void;
  readonly submit: (event: { preventDefault(): void }) => void;
  readonly choosePasskey: () => void;
  readonly choose: (method: StepUpMethod) => void;
  readonly changeCode: (value: string) => void;
  readonly cancel: () => void;
  readonly proceed: () => void;
  readonly contactUs: () => void;
}

/** What a view's body draws from: the state, the modal's copy, the actions, and its row of buttons to place. */
export interface StepUpBodyProps {
  readonly state: StepUpState;
  readonly copy: StepUpModalCopy;
  readonly actions: StepUpActions;
  readonly buttons: ReactNode;
  readonly codeRef: RefObject<HTMLInputElement | null>;
}

const CODE_ERRORS: Readonly<Record<StepUpCodeError, string>> = {
  'numbers-only': stepUpCopy.codeNumbersOnly,
  required: stepUpCopy.codeRequired,
  incorrect: stepUpCopy.codeIncorrect,
};

/** The modal's text, then its buttons. */
export function PlainBody({ copy, buttons }: StepUpBodyProps) {
  return (
    <>
      <p className="modal__body">{copy.body}</p>
      {buttons}
    </>
  );
}

/** A spinner beside the modal's text while a call is under way. */
export function SpinnerBody({ copy, buttons }: StepUpBodyProps) {
  return (
    <>
      <span className="modal__spinner" aria-hidden="true" />
      <p className="modal__body">{copy.body}</p>
      {buttons}
    </>
  );
}

/** The passkey, then a radio per phone and push device; the modal's text is the group's legend. */
export function MethodChoiceBody({ state, copy, actions, buttons }: StepUpBodyProps) {
  const options = state.options ?? { phoneNumbers: [], pushDevices: [] };
  const chosen = methodValue(state.method);
  return (
    <>
      {options.passkey === true ? <PasskeyOption onUse={actions.choosePasskey} /> : null}
      <fieldset className="step-up__methods">
        <legend className="step-up__legend">{copy.body}</legend>
        {options.phoneNumbers.map((phone) => (
          <label key={phone.phoneId} className="step-up__method">
            <input type="radio" name="step-up-method" value={`sms:${phone.phoneId}`} checked={chosen === `sms:${phone.phoneId}`} onChange={() => actions.choose({ kind: 'sms', phoneId: phone.phoneId })} />
            {resolveTemplate(stepUpCopy.smsOption, { phone: phone.phoneNumber })}
          </label>
        ))}
        {options.pushDevices.map((device) => (
          <label key={device.pushId} className="step-up__method">
            <input type="radio" name="step-up-method" value={`push:${device.pushId}`} checked={chosen === `push:${device.pushId}`} onChange={() => actions.choose({ kind: 'push', pushId: device.pushId })} />
            {resolveTemplate(stepUpCopy.pushOption, { device: device.deviceName })}
          </label>
        ))}
      </fieldset>
      {buttons}
    </>
  );
}

/** The modal's text, then the code form: the labelled code field with its error, the countdown, resend, buttons. */
export function CodeFormBody({ state, copy, actions, buttons, codeRef }: StepUpBodyProps) {
  const codeId = useId();
  const codeErrorId = useId();
  const error = state.codeError;
  return (
    <>
      <p className="modal__body">{copy.body}</p>
      <form className="step-up__form" noValidate onSubmit={actions.submit}>
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
            onChange={(event) => actions.changeCode(event.target.value)}
          />
          {error === undefined ? null : (
            <p id={codeErrorId} className="step-up__error" role="alert">
              {CODE_ERRORS[error]}
            </p>
          )}
        </div>
        <StepUpCountdown state={state} onResend={actions.send} />
        {buttons}
      </form>
    </>
  );
}

/** The modal's text, the wait for approval (until a resend is forced), the countdown, resend, buttons. */
export function PushWaitBody({ state, copy, actions, buttons }: StepUpBodyProps) {
  return (
    <>
      <p className="modal__body">{copy.body}</p>
      {state.forceResend ? null : (
        <p className="step-up__waiting">
          <span className="modal__spinner step-up__spinner" aria-hidden="true" />
          {stepUpCopy.waitingForApproval}
        </p>
      )}
      <StepUpCountdown state={state} onResend={actions.send} />
      {buttons}
    </>
  );
}

/** The modal's text with its contact link (when the modal has one), then the buttons. */
export function DenyBody({ copy, actions, buttons }: StepUpBodyProps) {
  return (
    <>
      <p className="modal__body">
        {copy.body}
        {copy.contactLinkLabel === undefined ? null : (
          <>
            {' '}
            <button type="button" className="modal__link" onClick={actions.contactUs}>
              {copy.contactLinkLabel}
            </button>
          </>
        )}
      </p>
      {buttons}
    </>
  );
}
