import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { resolveTemplate } from '../../engine/core';
import type { TfaPushDevice } from '../../engine/core/generated/api.gen';
import { copyManifest, modalsManifest } from '../../src/manifests';

const copy = copyManifest.screens.security;

export interface RemoveDeviceDialogProps {
  readonly device: TfaPushDevice;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * "Remove this device?" as a modal dialog with the product's modal look and behaviour (modals.json defaults: no
 * Escape close unless allowed): focus starts on Cancel, the safe choice, and Tab stays inside.
 */
export function RemoveDeviceDialog({ device, busy, onConfirm, onCancel }: RemoveDeviceDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { centered, keyboard } = modalsManifest.defaults;

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  useEffect(() => {
    if (busy) dialogRef.current?.focus();
  }, [busy]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (keyboard && !busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || dialogRef.current === null) return;
    const buttons = [...dialogRef.current.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    const active = document.activeElement;
    if (first === undefined || last === undefined) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || !buttons.includes(active as HTMLButtonElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !buttons.includes(active as HTMLButtonElement))) {
      event.preventDefault();
      first.focus();
    }
  };

  const values = { name: device.deviceName };
  return createPortal(
    <div className={`modal-backdrop${centered ? ' modal-backdrop--centered' : ''}`}>
      <div
        ref={dialogRef}
        className={`modal${centered ? ' modal--centered' : ''}${busy ? ' modal--busy' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {copy.removeTitle}
        </h2>
        {busy ? <span className="modal__spinner" aria-hidden="true" /> : null}
        <p id={bodyId} className="modal__body">
          {resolveTemplate(copy.removeBody, values)}
        </p>
        <div className="modal__buttons">
          <button type="button" className="button" disabled={busy} onClick={onConfirm}>
            {busy ? copy.removing : copy.removeConfirm}
          </button>
          <button ref={cancelRef} type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
            {copy.removeCancel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
