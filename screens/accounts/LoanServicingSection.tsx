import { Link } from 'react-router-dom';
import { formatCents, resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import type { AccountDetail, LoanServicing, ServicedInstallment } from '../../engine/core/generated/api.gen';
import { useVisibilityContext } from '../../engine/react';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { routesManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { ScheduleTable } from '../shared/ScheduleTable';
import { PayoffQuoteField } from './PayoffQuoteField';
import './loan-servicing.css';

const copy = loanServicingManifest.copy;
const transfersPath = pathOf(routesManifest, 'transfers.new');

function statusText(row: ServicedInstallment): string {
  const status = copy.status[row.status];
  if (row.paidCents === 0 || row.status === 'PAID') return status;
  return resolveTemplate(copy.paidOf, { status, paid: formatCents(row.paidCents), payment: formatCents(row.paymentCents) });
}

/**
 * A funded loan's Payment schedule: the next payment (the unpaid part of the next installment), what is past due, the
 * payoff good through today and a quote good through a day the member chooses, a link to pay it (the payment flow with this loan as the destination), and every installment with what payments covered of it.
 */
export function LoanServicingSection({ account, servicing }: { account: Pick<AccountDetail, 'id' | 'name'>; servicing: LoanServicing }) {
  const visibility = useVisibilityContext();
  const { nextDue, pastDue, payoff } = servicing;
  return (
    <section className="loan-servicing card" aria-labelledby="loan-servicing-heading">
      <h2 id="loan-servicing-heading">{copy.heading}</h2>
      <dl className="loan-servicing__facts">
        <div className="loan-servicing__fact">
          <dt>{copy.nextPayment}</dt>
          <dd>{nextDue ? resolveTemplate(copy.nextPaymentValue, { amount: formatCents(nextDue.amountCents), date: formatDay(nextDue.dueDate) }) : copy.noNextPayment}</dd>
        </div>
        {pastDue ? (
          <div className="loan-servicing__fact loan-servicing__fact--past-due">
            <dt>{copy.pastDue}</dt>
            <dd>{resolveTemplate(copy.pastDueValue, { amount: formatCents(pastDue.amountCents), date: formatDay(pastDue.oldestDueDate) })}</dd>
          </div>
        ) : null}
        <div className="loan-servicing__fact">
          <dt>{copy.payoff}</dt>
          <dd>
            {formatCents(payoff.amountCents)}
            <span className="loan-servicing__note">{resolveTemplate(copy.payoffNote, { date: formatDay(payoff.asOf) })}</span>
          </dd>
        </div>
      </dl>
      {payoff.amountCents > 0 ? <PayoffQuoteField accountId={account.id} /> : null}
      {visibility.guards('canCreateTransfers') && payoff.amountCents > 0 ? (
        <p>
          <Link className="button button--primary" to={`${transfersPath}?${new URLSearchParams({ to: account.id }).toString()}`}>
            {copy.makePayment}
          </Link>
        </p>
      ) : null}
      <ScheduleTable
        block="loan-servicing"
        label={copy.tableRegion}
        caption={resolveTemplate(copy.tableCaption, { name: account.name })}
        columns={copy.columns}
        rows={servicing.installments}
        status={{ heading: copy.columns.status, textOf: statusText, classOf: (row) => `loan-servicing__row loan-servicing__row--${row.status.toLowerCase()}` }}
      />
    </section>
  );
}
