import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { trapTab } from '../../../engine/react/modals';
import './reason-dialog.css';

export interface ReasonDialogCopy {
  readonly title: string;
  readonly body: string;
  readonly label: string;
  /** Under the field: the limits, say. */
  readonly hint?: string;
  readonly submit: string;
  /** The submit button while onSubmit runs. */
  readonly busy?: string;
  readonly cancel: string;
  /** Shown when the reason, trimmed, is shorter than minLength. */
  readonly tooShort: string;
}

export interface ReasonDialogProps {
  readonly copy: ReasonDialogCopy;
  readonly minLength: number;
  readonly maxLength: number;
  /** Takes the reason as one trimmed line; resolves to a message to show (and stay open), or nothing once it is done. */
  readonly onSubmit: (reason: string) => Promise<string | undefined> | string | undefined;
  readonly onCancel: () => void;
}

/**
 * A dialog that asks why (a staff representative opening a member, or acting for them): the modal host's look and
 * behaviour (aria-modal, focus on the field, Tab kept inside) with Escape and Cancel closing it, a reason of
 * minLength..maxLength characters, and the outcome of onSubmit shown in it.
 */
export function ReasonDialog({ copy, minLength, maxLength, onSubmit, onCancel }: ReasonDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    if (dialogRef.current !== null) trapTab(event, dialogRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The field wraps a long reason, but a reason is one line (the server refuses line breaks, tabs and other control
    // characters in it): each run of them or of white space, a line break typed into the field included, is one space.
    const trimmed = reason.replace(/[\s\p{Cc}]+/gu, ' ').trim();
    if (trimmed.length < minLength) {
      setError(copy.tooShort);
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const problem = await onSubmit(trimmed);
      if (problem !== undefined) {
        setError(problem);
        setBusy(false);
      }
    } catch {
      setBusy(false);
    }
  };

  const describedBy = [copy.hint === undefined ? undefined : hintId, error === null ? undefined : errorId].filter(Boolean).join(' ');
  return (
    <div className="modal-backdrop modal-backdrop--centered reason-dialog__backdrop">
      <div
        ref={dialogRef}
        className={`modal modal--centered reason-dialog${busy ? ' modal--busy' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-busy={busy}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {copy.title}
        </h2>
        <p id={bodyId} className="modal__body">
          {copy.body}
        </p>
        <form className="reason-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={fieldId} className="reason-dialog__label">
            {copy.label}
          </label>
          {copy.hint === undefined ? null : (
            <span id={hintId} className="reason-dialog__hint">
              {copy.hint}
            </span>
          )}
          <textarea
            ref={fieldRef}
            id={fieldId}
            className="reason-dialog__field"
            rows={3}
            maxLength={maxLength}
            value={reason}
            required
            aria-invalid={error !== null}
            {...(describedBy === '' ? {} : { 'aria-describedby': describedBy })}
            onChange={(event) => setReason(event.target.value)}
          />
          {error === null ? null : (
            <p id={errorId} className="reason-dialog__error" role="alert">
              {error}
            </p>
          )}
          <div className="modal__buttons">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
              {copy.cancel}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy && copy.busy !== undefined ? copy.busy : copy.submit}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
