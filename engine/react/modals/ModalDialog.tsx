import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { ModalButton, ModalDefaults } from '../../core/generated/manifests.gen';
import { trapTab } from './focus';

/** A modal's copy with its `{name}` tokens already filled in. */
export interface ResolvedModal {
  readonly key: string;
  readonly title?: string;
  readonly body?: string;
  readonly contactLinkLabel?: string;
  readonly buttons: readonly ModalButton[];
  /** A loading modal: spinner and text, no buttons, closed by whoever opened it. */
  readonly loading: boolean;
}

export interface ModalDialogProps {
  readonly modal: ResolvedModal;
  readonly behaviour: ModalDefaults;
  /** A confirm callback is running: spinner shown, buttons disabled. */
  readonly busy: boolean;
  readonly onButton: (button: ModalButton) => void;
  readonly onContactLink: () => void;
  /** Escape or a backdrop click, when the behaviour allows them. */
  readonly onDismiss: () => void;
}

const buttonClass = (variant: ModalButton['variant']): string =>
  variant === 'secondary' ? 'button button--secondary' : variant === 'link' ? 'modal__link' : 'button';

/**
 * One dialog (role="dialog", aria-modal) over a backdrop: focus moves to its first button that is not destructive (the
 * safe choice; the first button when all are, its heading when it has none) and Tab stays inside it. With the modal
 * defaults (static backdrop, no Escape) a backdrop click and Escape do nothing.
 */
export function ModalDialog({ modal, behaviour, busy, onButton, onContactLink, onDismiss }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    const firstButton =
      dialog.querySelector<HTMLElement>('.modal__buttons button:not([data-destructive])') ?? dialog.querySelector<HTMLElement>('.modal__buttons button');
    (firstButton ?? headingRef.current ?? dialog).focus();
  }, [modal]);

  // Disabled buttons drop focus to the page; keep it in the dialog while the callback runs.
  useEffect(() => {
    if (busy) dialogRef.current?.focus();
  }, [busy]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stopped here so nothing behind the modal (an open dropdown) reacts to it either.
      event.stopPropagation();
      event.preventDefault();
      if (behaviour.keyboard) onDismiss();
      return;
    }
    if (dialogRef.current !== null) trapTab(event, dialogRef.current);
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && behaviour.backdrop === 'dismiss') onDismiss();
  };

  const spinning = modal.loading || busy;
  const labelled = modal.title === undefined ? {} : { 'aria-labelledby': titleId };
  const described = modal.body === undefined ? {} : { 'aria-describedby': bodyId };
  return (
    <div className={`modal-backdrop${behaviour.centered ? ' modal-backdrop--centered' : ''}`} onMouseDown={onBackdrop} data-modal={modal.key}>
      <div
        ref={dialogRef}
        className={`modal${behaviour.centered ? ' modal--centered' : ''}${spinning ? ' modal--busy' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-busy={spinning}
        tabIndex={-1}
        {...labelled}
        {...described}
        onKeyDown={onKeyDown}
      >
        {modal.title === undefined ? null : (
          <h2 ref={headingRef} id={titleId} className="modal__title" tabIndex={-1}>
            {modal.title}
          </h2>
        )}
        {spinning ? <span className="modal__spinner" aria-hidden="true" /> : null}
        {modal.body === undefined ? null : (
          <p id={bodyId} className="modal__body">
            {modal.body}
            {modal.contactLinkLabel === undefined ? null : (
              <>
                {' '}
                <button type="button" className="modal__link" onClick={onContactLink} disabled={busy}>
                  {modal.contactLinkLabel}
                </button>
              </>
            )}
          </p>
        )}
        {modal.buttons.length === 0 ? null : (
          <div className="modal__buttons">
            {modal.buttons.map((button) => (
              <button
                key={button.id}
                type="button"
                className={buttonClass(button.variant)}
                data-button-id={button.id}
                {...(button.destructive === true ? { 'data-destructive': '' } : {})}
                disabled={busy}
                onClick={() => onButton(button)}
              >
                {button.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
