import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { trapTab } from '../../../engine/react/modals';

export interface StepUpDialogProps {
  /** Changes whenever the view changes, so focus moves to the new view's heading (or `focusRef`). */
  readonly viewKey: string;
  readonly title: string;
  readonly busy: boolean;
  /** What takes focus when the view opens, instead of the heading (the code input). */
  readonly focusRef?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * The challenge's dialog: the modal host's look (backdrop, centred card) and behaviour (aria-modal, Tab kept
 * inside, Escape does nothing, as in every static modal), with a body each view draws.
 */
export function StepUpDialog({ viewKey, title, busy, focusRef, children }: StepUpDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    (focusRef?.current ?? headingRef.current ?? dialogRef.current)?.focus();
  }, [viewKey, focusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    if (dialogRef.current !== null) trapTab(event, dialogRef.current);
  };

  return (
    <div className="modal-backdrop modal-backdrop--centered" data-modal="stepUp" data-step-up-view={viewKey}>
      <div
        ref={dialogRef}
        className={`modal modal--centered step-up${busy ? ' modal--busy' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-busy={busy}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 ref={headingRef} id={titleId} className="modal__title" tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
