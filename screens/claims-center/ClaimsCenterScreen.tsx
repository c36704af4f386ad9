import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCents, parseAmountToCents, resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';
import type { DisputeDetail, DisputeEvent, DisputeSummary, DisputeTransaction } from '../../engine/core/generated/api.gen';
import { ApiError, useCan } from '../../engine/react';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { PolicyGate } from '../shared/flow/PolicyGate';
import { StepHeading } from '../shared/flow/StepHeading';
import { formatDay, formatDayTime } from '../shared/format-day';
import { DISPUTES_QUERY_KEY, fileDispute, uploadDisputeDocument, useDispute, useDisputes, useDisputeTransaction } from './claims-api';
import '../shared/member-requests.css';

const copy = disputesManifest.copy;
const CLAIMS_PATH = pathOf(routesManifest, 'claims-center');

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="member-requests__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The member-facing status of a dispute. */
export function disputeStatusLabel(dispute: Pick<DisputeSummary, 'status' | 'outcome' | 'provisionalCreditPosted'>): string {
  if (dispute.status === 'RESOLVED') return dispute.outcome === 'IN_MEMBER_FAVOR' ? copy.statusResolvedFavor : copy.statusResolvedDenied;
  if (dispute.provisionalCreditPosted) return copy.statusProvisionalCredit;
  return dispute.status === 'UNDER_REVIEW' ? copy.statusUnderReview : copy.statusFiled;
}

function eventText(event: DisputeEvent): string {
  const amount = event.amountCents === undefined ? '' : formatCents(event.amountCents);
  switch (event.kind) {
    case 'FILED':
      return copy.eventFiled;
    case 'UNDER_REVIEW':
      return copy.eventUnderReview;
    case 'PROVISIONAL_CREDIT':
      return resolveTemplate(copy.eventProvisionalCredit, { amount });
    case 'DOCUMENT_ADDED':
      return resolveTemplate(copy.eventDocumentAdded, { detail: event.detail ?? '' });
    case 'RESOLVED_FAVOR':
      return copy.eventResolvedFavor;
    case 'RESOLVED_DENIED':
      return copy.eventResolvedDenied;
    case 'CREDIT_FINAL':
      return resolveTemplate(copy.eventCreditFinal, { amount });
    case 'CREDIT_REVERSED':
      return resolveTemplate(copy.eventCreditReversed, { amount });
  }
}

const errorText = (error: unknown, fallback: string): string => (error instanceof ApiError && error.errors[0] ? error.errors[0].message : fallback);

function RegulationNote({ limits }: { limits: { provisionalCreditBusinessDays: number; resolutionCalendarDays: number } }) {
  return (
    <p className="member-requests__note">
      {resolveTemplate(copy.regulationNote, { creditDays: limits.provisionalCreditBusinessDays, resolveDays: limits.resolutionCalendarDays })}
    </p>
  );
}

function DisputeListView() {
  const disputes = useDisputes();
  return (
    <>
      <p>{copy.intro}</p>
      <RegulationNote limits={disputesManifest.regulationE} />
      <p>{copy.startHint}</p>
      <section className="member-requests__panel" aria-labelledby="claims-list-heading">
        <h2 id="claims-list-heading">{copy.listHeading}</h2>
        {disputes.isPending ? (
          <p role="status">{copy.loading}</p>
        ) : disputes.isError ? (
          <p className="member-requests__error" role="alert">{copy.loadError}</p>
        ) : disputes.data.disputes.length === 0 ? (
          <p>{copy.listEmpty}</p>
        ) : (
          <div className="member-requests__table-wrap">
            <table className="member-requests__table">
              <caption className="visually-hidden">{copy.listCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.columnCase}</th>
                  <th scope="col">{copy.columnTransaction}</th>
                  <th scope="col">{copy.columnAmount}</th>
                  <th scope="col">{copy.columnStatus}</th>
                  <th scope="col">{copy.columnFiled}</th>
                </tr>
              </thead>
              <tbody>
                {disputes.data.disputes.map((dispute) => (
                  <tr key={dispute.disputeId}>
                    <td data-label={copy.columnCase}>
                      <Link to={`${CLAIMS_PATH}?case=${encodeURIComponent(dispute.disputeId)}`}>{dispute.caseNumber}</Link>
                    </td>
                    <td data-label={copy.columnTransaction}>{dispute.transactionDescription}</td>
                    <td data-label={copy.columnAmount}>{formatCents(dispute.amountCents)}</td>
                    <td data-label={copy.columnStatus}>{disputeStatusLabel(dispute)}</td>
                    <td data-label={copy.columnFiled}>{formatDay(dispute.filedOn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function TransactionFacts({ transaction }: { transaction: DisputeTransaction }) {
  return (
    <dl className="member-requests__facts">
      <Fact term={copy.transactionDescription}>{transaction.description}</Fact>
      <Fact term={copy.transactionAccount}>{transaction.accountName}</Fact>
      <Fact term={copy.transactionDate}>{formatDay(transaction.bookingDate)}</Fact>
      <Fact term={copy.transactionAmount}>{formatCents(transaction.amountCents)}</Fact>
    </dl>
  );
}

function NewDisputeView({ transactionId }: { transactionId: string }) {
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

  if (filed) {
    return (
      <section className="member-requests__panel" aria-labelledby="claims-filed-heading">
        <StepHeading id="claims-filed-heading">{resolveTemplate(copy.filedHeading, { caseNumber: filed.summary.caseNumber })}</StepHeading>
        <p>{resolveTemplate(copy.filedBody, { creditDue: formatDay(filed.summary.provisionalCreditDue), amount: formatCents(filed.summary.amountCents) })}</p>
        {filed.failures.map((failure) => (
          <p key={failure} className="member-requests__error">{failure}</p>
        ))}
        <p className="member-requests__actions">
          <Link className="button" to={`${CLAIMS_PATH}?case=${encodeURIComponent(filed.summary.disputeId)}`}>
            {resolveTemplate(copy.openCase, { caseNumber: filed.summary.caseNumber })}
          </Link>
        </p>
      </section>
    );
  }

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
              <Link to={`${CLAIMS_PATH}?case=${encodeURIComponent(item.dispute.disputeId)}`}>{resolveTemplate(copy.openCase, { caseNumber: item.dispute.caseNumber })}</Link>
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

function AddDocument({ dispute }: { dispute: DisputeDetail }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const receipt = await uploadDisputeDocument(dispute.disputeId, file);
      setMessage({ ok: true, text: resolveTemplate(copy.documentReceipt, { fileName: receipt.fileName, receiptNumber: receipt.receiptNumber }) });
      await queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
    } catch (error) {
      setMessage({ ok: false, text: errorText(error, copy.loadError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="member-requests__form" onSubmit={(event) => void submit(event)}>
      <div className="member-requests__field">
        <label htmlFor={inputId}>{copy.addDocument}</label>
        <input id={inputId} type="file" accept=".pdf,.png,.jpg,.jpeg" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </div>
      <p className="member-requests__actions">
        <button type="submit" className="button button--secondary" disabled={busy || file === null}>{busy ? copy.uploading : copy.addDocumentButton}</button>
      </p>
      <p role="status" className={message?.ok === false ? 'member-requests__error' : undefined}>{message?.text ?? ''}</p>
    </form>
  );
}

function CaseView({ disputeId }: { disputeId: string }) {
  const dispute = useDispute(disputeId);
  const canFile = useCan('file-dispute');
  if (dispute.isPending) return <p role="status">{copy.loading}</p>;
  if (dispute.isError) return <p className="member-requests__error" role="alert">{copy.loadError}</p>;
  const item = dispute.data;
  return (
    <section className="member-requests__panel" aria-labelledby="claims-case-heading">
      <p>
        <Link to={CLAIMS_PATH}>{copy.back}</Link>
      </p>
      <StepHeading id="claims-case-heading">{resolveTemplate(copy.caseHeading, { caseNumber: item.caseNumber })}</StepHeading>
      <dl className="member-requests__facts">
        <Fact term={copy.caseStatus}>{disputeStatusLabel(item)}</Fact>
        <Fact term={copy.caseTransaction}>
          {item.transactionDescription}, {formatDay(item.transactionDate)}, {formatCents(item.transactionAmountCents)}
        </Fact>
        <Fact term={copy.caseAccount}>{item.accountName}</Fact>
        <Fact term={copy.caseReason}>{item.reasonLabel}</Fact>
        <Fact term={copy.caseAmount}>{formatCents(item.amountCents)}</Fact>
        <Fact term={copy.caseCreditDue}>{formatDay(item.provisionalCreditDue)}</Fact>
        <Fact term={copy.caseResolveDue}>{formatDay(item.resolutionDue)}</Fact>
        {item.details ? <Fact term={copy.caseDetails}>{item.details}</Fact> : null}
      </dl>
      <RegulationNote limits={item.limits} />
      <h3>{copy.timelineHeading}</h3>
      <ol className="member-requests__timeline">
        {item.events.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            {eventText(event)}
            <time dateTime={event.occurredAt}>{formatDayTime(event.occurredAt)}</time>
          </li>
        ))}
      </ol>
      <h3>{copy.caseDocuments}</h3>
      {item.documents.length === 0 ? (
        <p>{copy.caseNoDocuments}</p>
      ) : (
        <ul>
          {item.documents.map((doc) => (
            <li key={doc.uploadId}>{resolveTemplate(copy.documentReceipt, { fileName: doc.fileName, receiptNumber: doc.receiptNumber })}</li>
          ))}
        </ul>
      )}
      {!canFile || item.status === 'RESOLVED' || item.documents.length >= disputesManifest.maxDocumentsPerDispute ? null : <AddDocument dispute={item} />}
    </section>
  );
}

/**
 * /claims-center: the member's disputes with their status; `?transaction=<id>` disputes one transaction
 * (from its detail: reason, amount, documents), `?case=<id>` follows one case's timeline.
 */
export default function ClaimsCenterScreen() {
  const [params] = useSearchParams();
  const transactionId = params.get('transaction');
  const caseId = params.get('case');
  return (
    <div className="member-requests">
      <StepHeading level={1} focusOnMount={transactionId === null && caseId === null}>{copy.heading}</StepHeading>
      {caseId !== null ? (
        <CaseView disputeId={caseId} />
      ) : transactionId !== null ? (
        <PolicyGate capability="file-dispute">
          <NewDisputeView transactionId={transactionId} />
        </PolicyGate>
      ) : (
        <DisputeListView />
      )}
    </div>
  );
}
