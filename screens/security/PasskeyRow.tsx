import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { Passkey } from '../../engine/core/generated/api.gen';
import { passkeysManifest } from '../../src/manifests/passkeys-manifest';
import { formatSignInTime } from './sign-in-time';

const copy = passkeysManifest.copy;

interface PasskeyRowProps {
  readonly passkey: Passkey;
  readonly busy: boolean;
  readonly onRemove: () => void;
  /** Saves a new name; resolves true when it was saved. */
  readonly onRename: (label: string) => Promise<boolean>;
}

/**
 * One passkey: its name, when it was added and last used, Rename and Remove. Rename turns the name into a field (focused,
 * its text selected); Save or Enter keeps the new name, Cancel or Escape the old one, and focus returns to Rename.
 */
export function PasskeyRow({ passkey, busy, onRemove, onRename }: PasskeyRowProps) {
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(passkey.label);
  const [saving, setSaving] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) fieldRef.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      renameRef.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const label = draft.replace(/\s+/g, ' ').trim();
    if (label === '' || label === passkey.label) return close();
    setSaving(true);
    const saved = await onRename(label);
    setSaving(false);
    if (saved) close();
  };

  return (
    <li className="security__device">
      {editing ? (
        <form className="security__rename" onSubmit={(event) => void save(event)} onKeyDown={(event) => event.key === 'Escape' && close()}>
          <label htmlFor={fieldId}>{copy.nameField}</label>
          <input id={fieldId} ref={fieldRef} type="text" required maxLength={passkeysManifest.labelMaxLength} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <div className="security__rename-actions">
            <button type="submit" className="button" disabled={saving} aria-busy={saving}>
              {copy.save}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {copy.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <p className="security__device-name">{passkey.label}</p>
          <p className="security__device-meta">
            <time dateTime={passkey.createdAt}>{resolveTemplate(copy.created, { time: formatSignInTime(passkey.createdAt) })}</time>
          </p>
          <p className="security__device-meta">
            {passkey.lastUsedAt === null ? copy.neverUsed : <time dateTime={passkey.lastUsedAt}>{resolveTemplate(copy.lastUsed, { time: formatSignInTime(passkey.lastUsedAt) })}</time>}
          </p>
        </div>
      )}
      {editing ? null : (
        <div className="security__rename-actions">
          <button
            type="button"
            ref={renameRef}
            className="button button--secondary"
            disabled={busy}
            aria-label={resolveTemplate(copy.renameLabel, { label: passkey.label })}
            onClick={() => {
              setDraft(passkey.label);
              setEditing(true);
            }}
          >
            {copy.rename}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} aria-label={resolveTemplate(copy.removeLabel, { label: passkey.label })} onClick={onRemove}>
            {copy.remove}
          </button>
        </div>
      )}
    </li>
  );
}
