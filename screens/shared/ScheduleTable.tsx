import { formatCents } from '../../engine/core';
import type { LoanScheduleRow } from '../../engine/core/generated/api.gen';
import { formatDay } from './format-day';

export interface ScheduleColumns {
  readonly installment: string;
  readonly dueDate: string;
  readonly payment: string;
  readonly principal: string;
  readonly interest: string;
  readonly balance: string;
}

interface ScheduleTableProps<Row extends LoanScheduleRow> {
  /** The block class of the caller's stylesheet: `<block>__scroll` and `<block>__table`. */
  readonly block: string;
  readonly label: string;
  readonly caption: string;
  readonly columns: ScheduleColumns;
  readonly rows: readonly Row[];
  /** A last column (its heading and each row's text), where the schedule has payments against it. */
  readonly status?: { readonly heading: string; readonly textOf: (row: Row) => string; readonly classOf?: (row: Row) => string };
}

/**
 * A loan's amortisation as a table in its own labelled, focusable scroll region (the page never scrolls sideways on a
 * phone): each installment's due date, payment, principal and interest split and the balance after it.
 */
export function ScheduleTable<Row extends LoanScheduleRow>({ block, label, caption, columns, rows, status }: ScheduleTableProps<Row>) {
  return (
    <div className={`${block}__scroll`} role="region" aria-label={label} tabIndex={0}>
      <table className={`${block}__table`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.installment}</th>
            <th scope="col">{columns.dueDate}</th>
            <th scope="col">{columns.payment}</th>
            <th scope="col">{columns.principal}</th>
            <th scope="col">{columns.interest}</th>
            <th scope="col">{columns.balance}</th>
            {status ? <th scope="col">{status.heading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.installment} className={status?.classOf?.(row)}>
              <th scope="row">{row.installment}</th>
              <td>{formatDay(row.dueDate)}</td>
              <td>{formatCents(row.paymentCents)}</td>
              <td>{formatCents(row.principalCents)}</td>
              <td>{formatCents(row.interestCents)}</td>
              <td>{formatCents(row.balanceAfterCents)}</td>
              {status ? <td>{status.textOf(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
