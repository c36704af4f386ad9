import { formatCents, resolveTemplate } from '../../engine/core';
import type { TransactionCategoryList, TransactionCategoryUpdate, TransactionItem } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { signedCents } from './export/decimal-amount';
import { formatDay } from '../shared/format-day';
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
}

/** The transactions with date, description, category, status, signed amount and running balance. */
export function TransactionsTable({ accountName, transactions, categories, saving, onCategoryChange }: TransactionsTableProps) {
  return (
    <table className="transactions">
      <caption className="visually-hidden">{resolveTemplate(copy.transactionsCaption, { name: accountName })}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.columnDate}</th>
          <th scope="col">{copy.columnDescription}</th>
          <th scope="col">{copy.columnCategory}</th>
          <th scope="col">{copy.columnStatus}</th>
          <th scope="col" className="transactions__number">
            {copy.columnAmount}
          </th>
          <th scope="col" className="transactions__number">
            {copy.columnBalance}
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((item) => {
          const pending = item.state !== 'COMPLETED';
          const cents = signedCents(item.transactionAmountCurrency.amount, item.creditDebitIndicator);
          const date = formatDay(item.bookingDate);
          return (
            <tr key={item.id} className={pending ? 'transaction transaction--pending' : 'transaction'}>
              <td data-label={copy.columnDate}>{date}</td>
              <th scope="row" data-label={copy.columnDescription} className="transaction__description">
                {item.description}
              </th>
              <td data-label={copy.columnCategory}>
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
              <td data-label={copy.columnStatus}>
                <span className={pending ? 'status-badge status-badge--pending' : 'status-badge'}>{pending ? copy.pending : copy.posted}</span>
              </td>
              <td data-label={copy.columnAmount} className={cents < 0 ? 'transactions__number amount--out' : 'transactions__number amount--in'}>
                {formatCents(cents)}
              </td>
              <td data-label={copy.columnBalance} className="transactions__number">
                {item.runningBalanceCents === undefined ? '' : formatCents(item.runningBalanceCents)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
