import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { DeepReadonly, ModalButton } from '../../../engine/core';

export interface AlertDialogProps {
  readonly modalKey: string;
  readonly title: string;
  readonly body: string;
  readonly buttons: readonly DeepReadonly<ModalButton>[];
  /** A Contact Us link after the body, when the alert offers one. */
  readonly contactLink?: { readonly label: string; readonly onClick: () => void };
  /** Disables the buttons while the chosen action is being saved. */
  readonly busy?: boolean;
  readonly onButton: (button: DeepReadonly<ModalButton>) => void;
  /** Extra content under the body (the profile intercept's list). */
  readonly children?: ReactNode;
}

const buttonClass = (variant: ModalButton['variant']): string =>
  variant === 'secondary' ? 'button button--secondary' : variant === 'link' ? 'modal__link' : 'button';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The account-alert and profile-intercept dialogs: the modal host's look and behaviour (static backdrop, no Escape,
 * focus kept inside) for copy that comes from alerts.json or carries a list, which the host's text-only modals cannot.
 */
export function AlertDialog({ modalKey, title, body, buttons, contactLink, busy = false, onButton, children }: AlertDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('.modal__buttons button')?.focus();
  }, [modalKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab' || dialogRef.current === null) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop modal-backdrop--centered alert-dialog" data-modal={modalKey}>
      <div
        ref={dialogRef}
        className={`modal modal--centered${busy ? ' modal--busy' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-busy={busy}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {busy ? <span className="modal__spinner" aria-hidden="true" /> : null}
        <p id={bodyId} className="modal__body">
          {body}
          {contactLink === undefined ? null : (
            <>
              {' '}
              <button type="button" className="modal__link" onClick={contactLink.onClick} disabled={busy}>
                {contactLink.label}
              </button>
            </>
          )}
        </p>
        {children}
        <div className="modal__buttons">
          {buttons.map((button) => (
            <button
              key={button.id}
              type="button"
              className={buttonClass(button.variant)}
              data-button-id={button.id}
              disabled={busy}
              onClick={() => onButton(button)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
