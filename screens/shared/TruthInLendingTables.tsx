import { formatCents, resolveTemplate } from '../../engine/core';
import type { LoanDisclosure } from '../../engine/core/generated/api.gen';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { formatDay } from './format-day';
import './truth-in-lending.css';

const copy = loanServicingManifest.copy.truthInLending;

/** An APR in basis points as the disclosure prints it: 549 → "5.49%". */
const formatAprBps = (bps: number): string => `${(bps / 100).toFixed(2)}%`;

/**
 * A loan's Truth in Lending disclosure as Regulation Z lays it out: the four boxed terms with their explanations and
 * figures (a real table, one row a term, captioned with the loan's name), then the payment schedule (how many
 * payments, of how much, when due) in its own labelled, focusable scroll region, and the prepayment statement.
 */
export function TruthInLendingTables({ disclosure }: { disclosure: LoanDisclosure }) {
  const terms = [
    { key: 'apr', term: copy.apr, value: formatAprBps(disclosure.aprBps) },
    { key: 'finance-charge', term: copy.financeCharge, value: formatCents(disclosure.financeChargeCents) },
    { key: 'amount-financed', term: copy.amountFinanced, value: formatCents(disclosure.amountFinancedCents) },
    { key: 'total-of-payments', term: copy.totalOfPayments, value: formatCents(disclosure.totalOfPaymentsCents) },
  ];
  return (
    <div className="truth-in-lending">
      <table className="truth-in-lending__box">
        <caption>{resolveTemplate(copy.caption, { name: disclosure.productName })}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.itemColumn}</th>
            <th scope="col">{copy.valueColumn}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <span className="truth-in-lending__term">{row.term.term}</span>
                <span className="truth-in-lending__explanation">{row.term.explanation}</span>
              </th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="truth-in-lending__scroll" role="region" aria-label={copy.scheduleRegion} tabIndex={0}>
        <table className="truth-in-lending__schedule">
          <caption>{copy.scheduleCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.scheduleColumns.count}</th>
              <th scope="col">{copy.scheduleColumns.amount}</th>
              <th scope="col">{copy.scheduleColumns.due}</th>
            </tr>
          </thead>
          <tbody>
            {disclosure.payments.map((group) => (
              <tr key={group.firstDueDate}>
                <td>{group.count}</td>
                <td>{formatCents(group.amountCents)}</td>
                <td>{group.count === 1 ? formatDay(group.firstDueDate) : resolveTemplate(copy.monthlyFrom, { date: formatDay(group.firstDueDate) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="truth-in-lending__note">{copy.prepayment}</p>
    </div>
  );
}
