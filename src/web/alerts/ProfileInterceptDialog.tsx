import type { DeepReadonly, ModalButton } from '../../../engine/core';
import { modalsManifest } from '../../manifests';
import { AlertDialog } from './AlertDialog';
import type { InterceptItem } from './intercept-items';
import './alerts.css';

export interface ProfileInterceptDialogProps {
  readonly modalKey: string;
  readonly items: readonly InterceptItem[];
  readonly busy: boolean;
  readonly onButton: (button: DeepReadonly<ModalButton>) => void;
}

/** The profile intercept: its case's title and body from modals.json, then each flagged contact point. */
export function ProfileInterceptDialog({ modalKey, items, busy, onButton }: ProfileInterceptDialogProps) {
  const modal = modalsManifest.modals[modalKey];
  if (modal === undefined) throw new Error(`modals.json has no profile-intercept modal "${modalKey}"`);
  return (
    <AlertDialog modalKey={modalKey} title={modal.title ?? ''} body={modal.body ?? ''} buttons={modal.buttons} busy={busy} onButton={onButton}>
      <dl className="profile-intercept__items">
        {items.map((item, index) => (
          <div key={`${item.kind}-${index}`} className="profile-intercept__item">
            <dt>{item.heading}</dt>
            <dd>
              <span className="profile-intercept__value">{item.text}</span>{' '}
              <span className={`profile-intercept__label profile-intercept__label--${item.problem}`}>{item.label}</span>
            </dd>
          </div>
        ))}
      </dl>
    </AlertDialog>
  );
}
