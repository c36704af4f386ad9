import { formatCents, resolveTemplate } from '../../engine/core';
import type { TransactionCategoryList, TransactionCategoryUpdate, TransactionItem } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { formatDay } from '../shared/format-day';
import { signedAmountCents } from './signed-cents';
import { TransactionCategorySelect } from './TransactionCategorySelect';

const copy = copyManifest.screens['account-details'];

export interface TransactionsTableProps {
  readonly accountName: string;
  readonly transactions: readonly TransactionItem[];
  /** Undefined while the catalogue loads (or when it failed): the category is then shown as text. */
  readonly categories: TransactionCategoryList | undefined;
  /** The category change being saved: its select shows the new choice, disabled, until the list reloads. */
  readonly saving: TransactionCategoryUpdate | undefined;
  readonly onCategoryChange: (transaction: TransactionItem, categoryId: number) => void;
  /** The row's description button was pressed: show this transaction's details. */
  readonly onOpen: (transaction: TransactionItem, opener: HTMLButtonElement) => void;
}

/**
 * The transactions with date, description, category, status, signed amount and running balance. The description is
 * a button that opens the transaction's details; on a phone a row is compact (description and amount, then date
 * and status) and the category and balance are left to the details.
 */
export function TransactionsTable({ accountName, transactions, categories, saving, onCategoryChange, onOpen }: TransactionsTableProps) {
  return (
    <table className="transactions">
      <caption className="visually-hidden">{resolveTemplate(copy.transactionsCaption, { name: accountName })}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columnDate}</th>
          <th scope="col">{copy.columnDescription}</th>
          <th scope="col" className="transactions__category">
            {copy.columnCategory}
          </th>
          <th scope="col">{copy.columnStatus}</th>
          <th scope="col" className="transactions__number">
            {copy.columnAmount}
          </th>
          <th scope="col" className="transactions__number transactions__balance">
            {copy.columnBalance}
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((item) => {
          const pending = item.state !== 'COMPLETED';
          const cents = signedAmountCents(item);
          const date = formatDay(item.bookingDate);
          return (
            <tr key={item.id} className={pending ? 'transaction transaction--pending' : 'transaction'}>
              <td className="transaction__date">{date}</td>
              <th scope="row" className="transaction__description">
                <button
                  type="button"
                  className="transaction__open"
                  aria-haspopup="dialog"
                  aria-label={resolveTemplate(copy.detailOpen, { description: item.description, date })}
                  onClick={(event) => onOpen(item, event.currentTarget)}
                >
                  {item.description}
                </button>
              </th>
              <td className="transactions__category">
                {categories === undefined ? (
                  item.category
                ) : (
                  <TransactionCategorySelect
                    transaction={saving?.id === item.id ? { ...item, categoryId: saving.categoryId } : item}
                    categories={categories}
                    label={resolveTemplate(copy.categoryLabel, { description: item.description, date })}
                    disabled={saving?.id === item.id}
                    onChange={(categoryId) => onCategoryChange(item, categoryId)}
                  />
                )}
              </td>
              <td className="transaction__status">
                <span className={pending ? 'status-badge status-badge--pending' : 'status-badge'}>{pending ? copy.pending : copy.posted}</span>
              </td>
              <td className={`transactions__number transaction__amount ${cents < 0 ? 'amount--out' : 'amount--in'}`}>{formatCents(cents)}</td>
              <td className="transactions__number transactions__balance">
                {item.runningBalanceCents === undefined ? '' : formatCents(item.runningBalanceCents)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
