import { resendVisible, type StepUpState } from '../../../engine/core/step-up-machine';
import { resolveTemplate } from '../../../engine/core/template';
import { stepUpBannerText, stepUpCopy } from './step-up-copy';

/** The in-modal problem of the state, if any. */
export function StepUpBannerNotice({ state }: { readonly state: StepUpState }) {
  if (state.banner === undefined) return null;
  return (
    <div className="banner banner--error step-up__banner" role="alert" data-banner-type="error">
      <p className="banner__content">{stepUpBannerText(state.banner)}</p>
    </div>
  );
}

/** One button of a view's row, its label and handler already resolved. */
export interface StepUpButton {
  readonly id: string;
  readonly label: string;
  readonly onClick?: () => void;
  readonly secondary?: boolean;
  readonly disabled?: boolean;
  readonly submit?: boolean;
}

export function StepUpButtons({ buttons }: { readonly buttons: readonly StepUpButton[] }) {
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

/** The delivery's countdown, then the resend link once the state allows it. */
export function StepUpCountdown({ state, onResend }: { readonly state: StepUpState; readonly onResend: () => void }) {
  const seconds = state.delivery?.remaining ?? 0;
  return (
    <>
      <p className="step-up__countdown">{resolveTemplate(stepUpCopy.expiresIn, { seconds })}</p>
      {resendVisible(state) ? (
        <button type="button" className="modal__link step-up__resend" onClick={onResend}>
          {stepUpCopy.resend}
        </button>
      ) : null}
    </>
  );
}
