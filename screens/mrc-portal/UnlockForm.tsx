import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { StaffMemberOverview } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { OVERVIEW_KEY, unlock, type UnlockKind } from './mrc-api';

const copy = staffManifest.memberService.portal;
const { reasonMinLength, reasonMaxLength } = staffManifest.visit;

/**
 * The served member's sign-in and verification state, and the two unlocks. One labelled reason field serves both
 * buttons (the server records it with the action); a reason that is too short is said next to the field, which
 * gets the focus, and the outcome is announced in the status region.
 */
export function UnlockForm({ overview }: { overview: StaffMemberOverview }) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const reasonRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState<UnlockKind | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (kind: UnlockKind) => {
    setOutcome(null);
    const trimmed = reason.trim();
    if (trimmed.length < reasonMinLength) {
      setFieldError(resolveTemplate(staffManifest.actionReason.tooShort, { min: String(reasonMinLength) }));
      reasonRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(kind);
    try {
      const result = await unlock(kind, trimmed);
      setOutcome({ ok: true, text: result.wasLocked || result.clearedFailures > 0 ? resolveTemplate(copy.unlocked, { count: String(result.clearedFailures) }) : copy.nothingToUnlock });
      setReason('');
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError && error.errors[0] ? error.errors[0].message : copy.unlockFailed });
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void run(submitter instanceof HTMLButtonElement && submitter.value === 'step-up' ? 'step-up' : 'sign-in');
  };

  const { signIn, stepUp } = overview;
  return (
    <form className="mrc-portal__form" onSubmit={submit} noValidate>
      <ul className="mrc-portal__list">
        <li className={signIn.lockedOut ? 'mrc-portal__locked' : undefined}>{signIn.lockedOut ? copy.signInLocked : copy.signInOpen}</li>
        <li className={stepUp.lockedOut ? 'mrc-portal__locked' : undefined}>
          {stepUp.lockedOut ? resolveTemplate(copy.stepUpLocked, { events: stepUp.lockedEvents.join(', ') }) : copy.stepUpOpen}
        </li>
      </ul>
      <div className="mrc-portal__field">
        <label htmlFor={reasonId}>{copy.unlockReasonLabel}</label>
        <span id={hintId} className="mrc-portal__hint">
          {resolveTemplate(copy.unlockReasonHint, { min: String(reasonMinLength) })}
        </span>
        <input
          ref={reasonRef}
          id={reasonId}
          type="text"
          value={reason}
          maxLength={reasonMaxLength}
          aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fieldError ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {fieldError ? (
          <span id={errorId} className="mrc-portal__error">
            {fieldError}
          </span>
        ) : null}
      </div>
      <p className="mrc-portal__actions">
        <button type="submit" name="unlock" value="sign-in" className={signIn.lockedOut ? 'button' : 'button button--secondary'} disabled={busy !== null}>
          {copy.unlockSignIn}
        </button>
        <button type="submit" name="unlock" value="step-up" className={stepUp.lockedOut ? 'button' : 'button button--secondary'} disabled={busy !== null}>
          {copy.unlockStepUp}
        </button>
      </p>
      <p role="status" className={outcome?.ok === false ? 'mrc-portal__error' : undefined}>
        {outcome?.text ?? ''}
      </p>
    </form>
  );
}
