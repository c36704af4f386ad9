import type { ReactNode } from 'react';
import type { LoanReviewItem } from '../../engine/core/generated/api.gen';
import { copy, fill, formatBps, formatCents, formatWhen } from './copy';

type Column = keyof typeof copy.columns;
const COLUMNS: readonly Column[] = ['submitted', 'member', 'product', 'amount', 'term', 'income', 'dti', 'reason'];

/** A cell that names its column, for the stacked rows of narrow screens. */
function Cell({ column, children }: { column: Column; children: ReactNode }) {
  return (
    <td data-label={copy.columns[column]}>
      <div>{children}</div>
    </td>
  );
}

export const memberLabel = (item: LoanReviewItem): string => fill(copy.memberTemplate, { name: item.member.fullName, memberNumber: item.member.memberNumber });
export const termLabel = (item: LoanReviewItem): string => (item.termMonths === undefined ? copy.noTerm : fill(copy.termValue, { months: item.termMonths }));

export interface ReviewQueueProps {
  readonly applications: readonly LoanReviewItem[];
  readonly openId: string | undefined;
  readonly onOpen: (item: LoanReviewItem) => void;
}

/**
 * The queue as a table, oldest first; each row's Review button opens the application beside the list. On narrow
 * screens (loan-reviews.css) each row stacks into a card whose cells carry their column's name.
 */
export function ReviewQueue({ applications, openId, onOpen }: ReviewQueueProps) {
  return (
    <table className="loan-reviews__table">
      <caption className="visually-hidden">{copy.queueCaption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {copy.columns[column]}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{copy.review}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {applications.map((item) => (
          <tr key={item.id} data-testid="loan-review-row" aria-current={item.id === openId ? 'true' : undefined}>
            <Cell column="submitted">
              <time dateTime={item.submittedAt}>{formatWhen(item.submittedAt)}</time>
            </Cell>
            <Cell column="member">{memberLabel(item)}</Cell>
            <Cell column="product">{item.productName}</Cell>
            <Cell column="amount">{formatCents(item.amountCents)}</Cell>
            <Cell column="term">{termLabel(item)}</Cell>
            <Cell column="income">{formatCents(item.statedAnnualIncomeCents)}</Cell>
            <Cell column="dti">{item.debtToIncomeBps === undefined ? '—' : formatBps(item.debtToIncomeBps)}</Cell>
            <Cell column="reason">{item.reason}</Cell>
            <td className="loan-reviews__open">
              <button type="button" className="button button--secondary" aria-label={fill(copy.reviewLabel, { product: item.productName, member: memberLabel(item) })} onClick={() => onOpen(item)}>
                {copy.review}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
