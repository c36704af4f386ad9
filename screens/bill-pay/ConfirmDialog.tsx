import { useEffect } from 'react';
import type { ModalButton } from '../../engine/core/generated/manifests.gen';
import { ModalDialog } from '../../engine/react/modals';
import { modalsManifest } from '../../src/manifests';

export interface ConfirmDialogProps {
  /** Stable name (data-modal) for tests. */
  readonly name: string;
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** The confirmed action is running: spinner shown, buttons disabled. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * An "are you sure?" dialog for deleting or cancelling something, built on the engine's ModalDialog (focus moves in
 * and stays inside) with the app's modal behaviour from modals.json (static backdrop, no Escape close: Cancel is
 * the way out).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Focus goes back to the button that opened the dialog when it closes (unless the screen moves it elsewhere).
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const buttons: ModalButton[] = [
    { id: 'confirm', label: props.confirmLabel, action: 'confirm' },
    { id: 'cancel', label: props.cancelLabel, action: 'close', variant: 'secondary' },
  ];
  return (
    <ModalDialog
      modal={{ key: props.name, title: props.title, body: props.body, buttons, loading: false }}
      behaviour={modalsManifest.defaults}
      busy={props.busy}
      onButton={(button) => (button.action === 'confirm' ? props.onConfirm() : props.onCancel())}
      onContactLink={() => undefined}
      onDismiss={props.onCancel}
    />
  );
}
