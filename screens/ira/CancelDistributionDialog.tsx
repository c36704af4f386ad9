import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { IraDistribution } from '../../engine/core/generated/api.gen';
import { trapTab } from '../../engine/react/modals';
import { iraManifest } from '../../src/manifests/ira-manifest';

const copy = iraManifest.screen.cancelDialog;

export interface CancelDistributionDialogProps {
  readonly request: IraDistribution;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  /** Keep, or Escape: nothing changes. */
  readonly onKeep: () => void;
}

/**
 * Asks before a distribution request is cancelled: a modal dialog (aria-modal, Tab kept inside) whose focus starts on
 * the choice that changes nothing; Escape keeps the request too. The opener takes the focus back when it closes.
 */
export function CancelDistributionDialog({ request, busy, onConfirm, onKeep }: CancelDistributionDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  // Disabled buttons drop focus to the page; keep it in the dialog while the call runs.
  useEffect(() => {
    if (busy) dialogRef.current?.focus();
  }, [busy]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      if (!busy) onKeep();
      return;
    }
    if (dialogRef.current !== null) trapTab(event, dialogRef.current);
  };

  return (
    <div className="modal-backdrop modal-backdrop--centered">
      <div ref={dialogRef} className="modal modal--centered" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} aria-busy={busy} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="modal__title">
          {copy.title}
        </h2>
        <p id={bodyId} className="modal__body">
          {resolveTemplate(copy.body, { confirmation: request.confirmationNumber, amount: formatCents(request.amountCents) })}
        </p>
        <div className="modal__buttons">
          <button ref={keepRef} type="button" className="button button--secondary" disabled={busy} onClick={onKeep}>
            {copy.keep}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onConfirm}>
            {busy ? copy.cancelling : copy.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
