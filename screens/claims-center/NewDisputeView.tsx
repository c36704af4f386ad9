import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import type { DisputeSummary } from '../../engine/core/generated/api.gen';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { DISPUTES_QUERY_KEY, fileDispute, uploadDisputeDocument, useDisputeTransaction } from './claims-api';
import { copy, casePath, errorText } from './claims-copy';
import { RegulationNote, TransactionFacts } from './ClaimsFacts';
import { DisputeFiled } from './DisputeFiled';

/** Disputing one transaction: its facts, then the reason, amount, details and documents (or why it cannot be disputed). */
export function NewDisputeView({ transactionId }: { transactionId: string }) {
  const transaction = useDisputeTransaction(transactionId);
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const ids = { reason: useId(), amount: useId(), amountHint: useId(), amountError: useId(), details: useId(), documents: useId(), documentsHint: useId() };
  const idempotencyKey = useRef(crypto.randomUUID());
  const [reasonId, setReasonId] = useState('');
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ field: 'reason' | 'amount' | 'form'; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [filed, setFiled] = useState<{ summary: DisputeSummary; failures: string[] } | null>(null);

  if (transaction.isPending) return <p role="status">{copy.transactionLoading}</p>;
  if (transaction.isError) return <p className="member-requests__error" role="alert">{copy.transactionError}</p>;
  const item = transaction.data;
  const maxAmount = formatCents(item.amountCents);

  if (filed) return <DisputeFiled summary={filed.summary} failures={filed.failures} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonId === '') return setProblem({ field: 'reason', message: copy.reasonMissing });
    const cents = parseAmountToCents(amount.replace('$', ''));
    if (cents === null || cents < 1 || cents > item.amountCents) return setProblem({ field: 'amount', message: resolveTemplate(copy.amountInvalid, { amount: maxAmount }) });
    setProblem(null);
    setSubmitting(true);
    try {
      const summary = await fileDispute({ transactionId: item.transactionId, reasonId, amountCents: cents, ...(details.trim() === '' ? {} : { details: details.trim() }) }, idempotencyKey.current);
      const failures: string[] = [];
      for (const file of files.slice(0, disputesManifest.maxDocumentsPerDispute)) {
        try {
          await uploadDisputeDocument(summary.disputeId, file);
        } catch (error) {
          failures.push(resolveTemplate(copy.documentUploadFailed, { fileName: file.name, reason: errorText(error, copy.loadError) }));
        }
      }
      await queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
      setFiled({ summary, failures });
    } catch (error) {
      setProblem({ field: 'form', message: errorText(error, copy.loadError) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="member-requests__panel" aria-labelledby="claims-new-heading">
      <StepHeading id="claims-new-heading">{copy.newHeading}</StepHeading>
      <h3>{copy.transactionHeading}</h3>
      <TransactionFacts transaction={item} />
      <RegulationNote limits={disputesManifest.regulationE} />
      {!item.disputable ? (
        <>
          <p className="member-requests__error" role="alert">{item.refusal}</p>
          {item.dispute ? (
            <p>
              <Link to={casePath(item.dispute.disputeId)}>{resolveTemplate(copy.openCase, { caseNumber: item.dispute.caseNumber })}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <form className="member-requests__form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset aria-describedby={problem?.field === 'reason' ? ids.reason : undefined}>
            <legend>{copy.reasonLegend}</legend>
            {disputesManifest.reasons.map((reason) => (
              <label key={reason.id} className="member-requests__choice">
                <input type="radio" name="reason" value={reason.id} checked={reasonId === reason.id} onChange={() => setReasonId(reason.id)} />
                <span>
                  {reason.label}
                  <span className="member-requests__hint">{reason.hint}</span>
                </span>
              </label>
            ))}
            {problem?.field === 'reason' ? (
              <p id={ids.reason} className="member-requests__error">{problem.message}</p>
            ) : null}
          </fieldset>
          <div className="member-requests__field">
            <label htmlFor={ids.amount}>{copy.amountLabel}</label>
            <span id={ids.amountHint} className="member-requests__hint">{resolveTemplate(copy.amountHint, { amount: maxAmount })}</span>
            <input
              id={ids.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={problem?.field === 'amount' ? true : undefined}
              aria-describedby={problem?.field === 'amount' ? `${ids.amountHint} ${ids.amountError}` : ids.amountHint}
            />
            {problem?.field === 'amount' ? (
              <p id={ids.amountError} className="member-requests__error">{problem.message}</p>
            ) : null}
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
          {problem?.field === 'form' ? (
            <p className="member-requests__error" role="alert">{problem.message}</p>
          ) : null}
          <p className="member-requests__actions">
            <button type="submit" className="button" disabled={submitting}>{submitting ? copy.submitting : copy.submit}</button>
            <button type="button" className="button button--secondary" onClick={() => setParams({})}>{copy.cancel}</button>
          </p>
        </form>
      )}
    </section>
  );
}
