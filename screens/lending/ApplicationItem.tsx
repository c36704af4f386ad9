import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { ApiError } from '../../engine/react';
import { accountDetailHref } from '../shared/accounts/account-paths';
import { newIdempotencyKey } from '../shared/flow/idempotency-key';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { copy, formatApr, formatCents, formatDay, resolveTemplate } from './copy';
import { AcceptLoanDialog } from './AcceptLoanDialog';
import { acceptOffer, APPLICATIONS_KEY, fetchApplication, type LoanApplication } from './lending-api';
import { PaymentSchedule } from './PaymentSchedule';

const text = copy.myApplications;

/**
 * One application: what was asked, its status and reason, and for an approved offer the way to accept it (the server
 * alone decides whether this user may accept: a view-only user sees its refusal here). A loan is accepted in a review
 * of its own (AcceptLoanDialog: the Truth in Lending disclosure and the e-sign consent); a card at once.
 */
export function ApplicationItem({ application, depositAccounts, canAccept }: { application: LoanApplication; depositAccounts: readonly ProductSummaryEntry[]; canAccept: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The member's choice, else the first deposit account: the accounts may arrive after the first render.
  const [chosenFundingId, setFundingId] = useState('');
  const fundingId = chosenFundingId || (depositAccounts[0]?.id ?? '');
  const [status, setStatus] = useState<Status | null>(null);
  const [sending, setSending] = useState(false);
  const [schedule, setSchedule] = useState<LoanApplication['schedule'] | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const key = useRef(newIdempotencyKey());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reviewRef = useRef<HTMLButtonElement>(null);
  const loan = application.productKind === 'loan';
  const fundingAccount = depositAccounts.find((account) => account.id === fundingId);

  const funded = async (result: LoanApplication) => {
    setStatus({ text: text.accepted, error: false });
    if (result.schedule) setSchedule(result.schedule);
    await Promise.all([queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }), queryClient.invalidateQueries({ queryKey: ['arrangement-manager'] })]);
  };
  // Where focus goes once the review dialog is gone (while it is open the page behind it is inert).
  const focusAfterReview = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (reviewing || !focusAfterReview.current) return;
    focusAfterReview.current.focus();
    focusAfterReview.current = null;
  }, [reviewing]);
  const loanAccepted = (result: LoanApplication) => {
    focusAfterReview.current = headingRef.current;
    setReviewing(false);
    void funded(result);
  };
  const reviewCancelled = () => {
    focusAfterReview.current = reviewRef.current;
    setReviewing(false);
  };

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (loan) {
      setStatus(null);
      setReviewing(true);
      return;
    }
    setSending(true);
    setStatus(null);
    try {
      await funded(await acceptOffer(application.id, {}, key.current));
    } catch (error) {
      key.current = newIdempotencyKey();
      setStatus({ text: error instanceof ApiError && error.errors[0] ? error.errors[0].message : text.acceptFailed, error: true });
    } finally {
      setSending(false);
    }
  };
  const toggleSchedule = async () => {
    if (schedule) return setSchedule(null);
    try {
      setSchedule((await fetchApplication(application.id)).schedule ?? []);
    } catch {
      setStatus({ text: text.loadError, error: true });
    }
  };

  const statusText = application.status === 'FUNDED' && !loan ? text.cardOpened : text.status[application.status];
  return (
    <li className="lending__panel lending__application">
      <h2 id={`${id}-name`} ref={headingRef} tabIndex={-1}>
        {application.productName}
      </h2>
      <p>
        <span className={`lending__badge lending__badge--${application.status.toLowerCase()}`}>{statusText}</span> {resolveTemplate(text.submitted, { date: formatDay(application.createdAt) })}
      </p>
      <dl className="lending__facts">
        <div>
          <dt>{loan ? text.amount : text.limit}</dt>
          <dd>{formatCents(application.amountCents)}</dd>
        </div>
        {application.termMonths ? (
          <div>
            <dt>{text.term}</dt>
            <dd>{resolveTemplate(text.termValue, { months: application.termMonths })}</dd>
          </div>
        ) : null}
        {application.aprBps !== undefined ? (
          <div>
            <dt>{text.rate}</dt>
            <dd>{formatApr(application.aprBps)}</dd>
          </div>
        ) : null}
        {application.monthlyPaymentCents !== undefined ? (
          <div>
            <dt>{text.payment}</dt>
            <dd>{formatCents(application.monthlyPaymentCents)}</dd>
          </div>
        ) : null}
        {application.decisionReason ? (
          <div>
            <dt>{text.reason}</dt>
            <dd>{application.decisionReason}</dd>
          </div>
        ) : null}
      </dl>
      {canAccept && application.status === 'APPROVED' ? (
        <form className="lending__form" onSubmit={(event) => void accept(event)}>
          {loan ? (
            <div className="lending__field">
              <label htmlFor={`${id}-funding`}>{text.fundingAccount}</label>
              <select id={`${id}-funding`} value={fundingId} disabled={sending || reviewing} onChange={(event) => setFundingId(event.target.value)}>
                {depositAccounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {`${account.name} ${account.accountNumber}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p className="lending__actions">
            <button ref={reviewRef} type="submit" className="button" disabled={sending || reviewing || (loan && !fundingAccount)}>
              {sending ? text.accepting : loan ? text.review : text.acceptCard}
            </button>
          </p>
        </form>
      ) : null}
      {reviewing && fundingAccount ? <AcceptLoanDialog application={application} fundingAccount={fundingAccount} onAccepted={loanAccepted} onCancel={reviewCancelled} /> : null}
      {application.status === 'FUNDED' && loan ? (
        <p className="lending__actions">
          {application.arrangementId ? <Link to={accountDetailHref(application.arrangementId)}>{text.openAccount}</Link> : null}{' '}
          <button type="button" className="button button--secondary" aria-expanded={schedule ? true : false} onClick={() => void toggleSchedule()}>
            {schedule ? text.hideSchedule : text.showSchedule}
          </button>
        </p>
      ) : null}
      {schedule && schedule.length > 0 ? <PaymentSchedule name={application.productName} rows={schedule} /> : null}
      <StatusMessage status={status} />
    </li>
  );
}
