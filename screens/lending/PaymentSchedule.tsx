import type { LoanScheduleRow } from '../../engine/core/generated/api.gen';
import { copy, formatCents, formatDay, resolveTemplate } from './copy';

const text = copy.myApplications;

/** A funded loan's amortisation as stored: each installment's due date (a business day), payment, split and balance. */
export function PaymentSchedule({ name, rows }: { name: string; rows: readonly LoanScheduleRow[] }) {
  return (
    <div className="lending__scroll" role="region" aria-label={resolveTemplate(text.scheduleCaption, { name })} tabIndex={0}>
      <table className="lending__table">
        <caption>{resolveTemplate(text.scheduleCaption, { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{text.columns.installment}</th>
            <th scope="col">{text.columns.dueDate}</th>
            <th scope="col">{text.columns.payment}</th>
            <th scope="col">{text.columns.principal}</th>
            <th scope="col">{text.columns.interest}</th>
            <th scope="col">{text.columns.balance}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.installment}>
              <th scope="row">{row.installment}</th>
              <td>{formatDay(row.dueDate)}</td>
              <td>{formatCents(row.paymentCents)}</td>
              <td>{formatCents(row.principalCents)}</td>
              <td>{formatCents(row.interestCents)}</td>
              <td>{formatCents(row.balanceAfterCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
