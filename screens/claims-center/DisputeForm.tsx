import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import type { DisputeNewRequest, DisputeTransaction } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { ErrorSummary } from '../../engine/react/forms';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { formCopy } from '../shared/form-copy';
import { copy } from './claims-copy';
import { checkDisputeForm, problemsOfAnswer, reasonOf, wholeAmountText, type DisputeField, type DisputeFormProblem } from './dispute-form-check';
import { DuplicateQuestion } from './DuplicateQuestion';
import '../../engine/react/forms/forms.css';

interface DisputeFormProps {
  readonly transaction: DisputeTransaction;
  /** Files the dispute with the chosen documents; a refusal is thrown (ApiError) and shown on its fields. */
  readonly onFile: (body: DisputeNewRequest, files: readonly File[]) => Promise<void>;
  readonly onCancel: () => void;
}

/**
 * The reason, the amount (the whole transaction to start with; less only for a reason that allows part), for a
 * duplicate charge the other charge, details and documents. A failed submit lists every problem in an alert at the top,
 * each a link to its field, and moves focus there.
 */
export function DisputeForm({ transaction, onFile, onCancel }: DisputeFormProps) {
  const ids = { reason: useId(), amount: useId(), amountHint: useId(), amountError: useId(), duplicate: useId(), details: useId(), documents: useId(), documentsHint: useId() };
  const [reasonId, setReasonId] = useState('');
  const [amount, setAmount] = useState(() => wholeAmountText(transaction));
  const [duplicateOfId, setDuplicateOfId] = useState('');
  const [details, setDetails] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<DisputeFormProblem[]>([]);
  const [shownCount, setShownCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shownCount > 0) summaryRef.current?.focus();
  }, [shownCount]);

  const reason = reasonOf(reasonId);
  const wholeOnly = reason !== undefined && !reason.partialAmount;
  const maxAmount = formatCents(transaction.amountCents);
  const problemOf = (field: DisputeField): string | undefined => problems.find((problem) => problem.field === field)?.message;
  const fieldIds: Readonly<Record<DisputeField, string | undefined>> = { reason: ids.reason, amount: ids.amount, duplicate: ids.duplicate, form: undefined };

  const show = (found: DisputeFormProblem[]) => {
    setProblems(found);
    setShownCount((count) => count + 1);
  };

  const chooseReason = (id: string) => {
    setReasonId(id);
    if (reasonOf(id)?.partialAmount === false) setAmount(wholeAmountText(transaction));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDisputeForm({ reasonId, amount, duplicateOfId }, transaction);
    if (found.length > 0) return show(found);
    setProblems([]);
    setSubmitting(true);
    try {
      await onFile(
        {
          transactionId: transaction.transactionId,
          reasonId,
          amountCents: parseAmountToCents(amount.replace('$', '')) ?? 0,
          ...(reason?.asksDuplicateOf === true ? { duplicateOfTransactionId: duplicateOfId } : {}),
          ...(details.trim() === '' ? {} : { details: details.trim() }),
        },
        files,
      );
    } catch (error) {
      show(problemsOfAnswer(error instanceof ApiError ? error.errors : [], copy.loadError));
    } finally {
      setSubmitting(false);
    }
  };

  const amountError = problemOf('amount');
  const reasonError = problemOf('reason');
  return (
    <form className="member-requests__form" noValidate onSubmit={(event) => void submit(event)}>
      {problems.length === 0 ? null : (
        <ErrorSummary
          ref={summaryRef}
          heading={formCopy.errorSummaryHeading}
          entries={problems.map((problem, index) => ({ key: `${problem.field}-${index}`, message: problem.message, ...(fieldIds[problem.field] ? { fieldId: fieldIds[problem.field] } : {}) }))}
        />
      )}
      <fieldset id={ids.reason} aria-describedby={reasonError === undefined ? undefined : `${ids.reason}-error`}>
        <legend>{copy.reasonLegend}</legend>
        {disputesManifest.reasons.map((choice) => (
          <label key={choice.id} className="member-requests__choice">
            <input type="radio" name="reason" value={choice.id} checked={reasonId === choice.id} onChange={() => chooseReason(choice.id)} aria-invalid={reasonError === undefined ? undefined : true} />
            <span>
              {choice.label}
              <span className="member-requests__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
        {reasonError === undefined ? null : (
          <p id={`${ids.reason}-error`} className="member-requests__error">{reasonError}</p>
        )}
      </fieldset>
      {reason?.asksDuplicateOf === true ? (
        <DuplicateQuestion id={ids.duplicate} choices={transaction.duplicateChoices ?? []} value={duplicateOfId} onChange={setDuplicateOfId} error={problemOf('duplicate')} />
      ) : null}
      <div className="member-requests__field">
        <label htmlFor={ids.amount}>{copy.amountLabel}</label>
        <span id={ids.amountHint} className="member-requests__hint">
          {resolveTemplate(wholeOnly ? copy.amountWholeHint : copy.amountHint, { amount: maxAmount })}
        </span>
        <input
          id={ids.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          readOnly={wholeOnly}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={amountError === undefined ? undefined : true}
          aria-describedby={amountError === undefined ? ids.amountHint : `${ids.amountHint} ${ids.amountError}`}
        />
        {amountError === undefined ? null : (
          <p id={ids.amountError} className="member-requests__error">{amountError}</p>
        )}
      </div>
      <div className="member-requests__field">
        <label htmlFor={ids.details}>{copy.detailsLabel}</label>
        <textarea id={ids.details} rows={4} maxLength={2000} value={details} onChange={(event) => setDetails(event.target.value)} />
      </div>
      <div className="member-requests__field">
        <label htmlFor={ids.documents}>{copy.documentsLabel}</label>
        <span id={ids.documentsHint} className="member-requests__hint">{resolveTemplate(copy.documentsHint, { max: disputesManifest.maxDocumentsPerDispute })}</span>
        <input id={ids.documents} type="file" multiple accept=".pdf,.png,.jpg,.jpeg" aria-describedby={ids.documentsHint} onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
      </div>
      <p className="member-requests__actions">
        <button type="submit" className="button" disabled={submitting}>{submitting ? copy.submitting : copy.submit}</button>
        <button type="button" className="button button--secondary" onClick={onCancel}>{copy.cancel}</button>
      </p>
    </form>
  );
}
