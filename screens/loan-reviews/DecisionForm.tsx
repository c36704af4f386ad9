import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LoanReview, LoanReviewDecisionRequest } from '../../engine/core/generated/api.gen';
import { messageOf } from '../shared/flow/flow-errors';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { memberLabel } from './ReviewQueue';
import { copy, fill, formatApr, formatCents, review as config } from './copy';

export interface DecisionFormProps {
  readonly review: LoanReview;
  /** Records the decision under `key`; resolves with the decided application. */
  readonly onDecide: (request: LoanReviewDecisionRequest, key: string) => Promise<LoanReview>;
  readonly onDecided: (decided: LoanReview) => void;
}

type Decision = LoanReviewDecisionRequest['decision'];
interface Errors {
  decision?: string;
  reason?: string;
  note?: string;
}

/**
 * Approve or decline, with a reason from config for a decline and the officer's note; then a confirmation step that
 * says what the member will get. One Idempotency-Key per confirmation, so pressing Confirm again never decides twice.
 */
export function DecisionForm({ review, onDecide, onDecided }: DecisionFormProps) {
  const id = useId();
  const [decision, setDecision] = useState<Decision | undefined>(undefined);
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const key = useRef(newIdempotencyKey());
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const { application } = review;
  const { noteMinLength: min, noteMaxLength: max } = config;

  const wasConfirming = useRef(false);
  useEffect(() => {
    // Into the confirmation: its heading; back out of it (Cancel): the button that opened it.
    if (confirming) confirmHeading.current?.focus();
    else if (wasConfirming.current && failure === undefined) recordButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming, failure]);
  useEffect(() => {
    if (failure !== undefined) failureRef.current?.focus();
  }, [failure]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim().length;
    const found: Errors = {
      ...(decision === undefined ? { decision: copy.chooseDecision } : {}),
      ...(decision === 'DECLINE' && reasonId === '' ? { reason: config.errors.declineReason } : {}),
      ...(trimmed < min || trimmed > max ? { note: fill(config.errors.note, { min, max }) } : {}),
    };
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) {
      const first = found.decision ? `${id}-approve` : found.reason ? `${id}-reason` : `${id}-note`;
      document.getElementById(first)?.focus();
      return;
    }
    setConfirming(true);
  };
  const cancel = () => setConfirming(false);
  const confirm = async () => {
    if (decision === undefined) return;
    setSending(true);
    setFailure(undefined);
    try {
      const decided = await onDecide({ decision, note: note.trim(), ...(decision === 'DECLINE' ? { declineReasonId: reasonId } : {}) }, key.current);
      key.current = newIdempotencyKey();
      onDecided(decided);
    } catch (error) {
      setConfirming(false);
      setFailure(messageOf(error) || copy.failed);
    } finally {
      setSending(false);
    }
  };

  const reason = config.declineReasons.find((entry) => entry.id === reasonId);
  const member = memberLabel(application);
  const amount = formatCents(application.amountCents);
  const offer = fill(application.productKind === 'creditCard' ? copy.cardOffer : copy.offer, { apr: formatApr(review.offer.aprBps), payment: formatCents(review.offer.paymentCents) });
  const describedBy = (field: keyof Errors, hint?: string) => [hint, errors[field] === undefined ? undefined : `${id}-${field}-error`].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof Errors) =>
    errors[field] === undefined ? null : (
      <p id={`${id}-${field}-error`} className="loan-reviews__error">
        {errors[field]}
      </p>
    );

  return (
    <section className="loan-reviews__decision" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{copy.decisionHeading}</h3>
      {failure === undefined ? null : (
        <div ref={failureRef} className="banner banner--error" role="alert" tabIndex={-1}>
          <p className="banner__content">{failure}</p>
        </div>
      )}
      <form onSubmit={check} noValidate hidden={confirming}>
        <fieldset aria-describedby={describedBy('decision')}>
          <legend>{copy.decisionLegend}</legend>
          <label className="loan-reviews__choice">
            <input id={`${id}-approve`} type="radio" name="decision" value="APPROVE" checked={decision === 'APPROVE'} onChange={() => setDecision('APPROVE')} /> {copy.approve}
          </label>
          <label className="loan-reviews__choice">
            <input type="radio" name="decision" value="DECLINE" checked={decision === 'DECLINE'} onChange={() => setDecision('DECLINE')} /> {copy.decline}
          </label>
          {fieldError('decision')}
        </fieldset>
        {decision === 'DECLINE' ? (
          <div className="loan-reviews__field">
            <label htmlFor={`${id}-reason`}>{copy.declineReason}</label>
            <p id={`${id}-reason-hint`} className="loan-reviews__hint">
              {copy.declineReasonHint}
            </p>
            <select id={`${id}-reason`} value={reasonId} aria-invalid={errors.reason !== undefined} aria-describedby={describedBy('reason', `${id}-reason-hint`)} onChange={(event) => setReasonId(event.target.value)}>
              <option value="">{copy.declineReasonPlaceholder}</option>
              {config.declineReasons.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
            {fieldError('reason')}
          </div>
        ) : null}
        <div className="loan-reviews__field">
          <label htmlFor={`${id}-note`}>{copy.note}</label>
          <p id={`${id}-note-hint`} className="loan-reviews__hint">
            {fill(copy.noteHint, { min, max })}
          </p>
          <textarea id={`${id}-note`} rows={4} maxLength={max} value={note} aria-invalid={errors.note !== undefined} aria-describedby={describedBy('note', `${id}-note-hint`)} onChange={(event) => setNote(event.target.value)} />
          {fieldError('note')}
        </div>
        <div>
          <button ref={recordButton} type="submit" className="button">
            {copy.submit}
          </button>
        </div>
      </form>
      {confirming ? (
        <div className="loan-reviews__confirm card" role="group" aria-labelledby={`${id}-confirm-heading`}>
          <h4 id={`${id}-confirm-heading`} ref={confirmHeading} tabIndex={-1}>
            {copy.confirmTitle}
          </h4>
          <p>
            {decision === 'APPROVE'
              ? fill(copy.confirmApprove, { product: application.productName, member, amount, offer })
              : fill(copy.confirmDecline, { product: application.productName, member, amount, reason: reason?.reason ?? '' })}
          </p>
          <div className="loan-reviews__buttons">
            <button type="button" className="button" disabled={sending} onClick={() => void confirm()}>
              {sending ? copy.submitting : copy.confirm}
            </button>
            <button type="button" className="button button--secondary" disabled={sending} onClick={cancel}>
              {copy.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
