import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { TransactionCategoryList, TransactionCategoryUpdate, TransactionItem } from '../../engine/core/generated/api.gen';
import { useCan } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { AskAboutLink } from '../shared/AskAboutLink';
import { DisputeLink } from '../shared/DisputeLink';
import { formatDay } from '../shared/format-day';
import { signedAmountCents } from './signed-cents';
import { TransactionCategorySelect } from './TransactionCategorySelect';
import { checkImageHref } from './transactions-api';

const copy = copyManifest.screens['account-details'];

export interface TransactionDetailDialogProps {
  readonly transaction: TransactionItem;
  readonly categories: TransactionCategoryList | undefined;
  readonly saving: TransactionCategoryUpdate | undefined;
  readonly onCategoryChange: (transaction: TransactionItem, categoryId: number) => void;
  /** The dialog closed (Close, Escape): the caller unmounts it and returns focus to the row. */
  readonly onClose: () => void;
}

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'transaction-detail__item transaction-detail__item--wide' : 'transaction-detail__item'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One transaction in a modal dialog (native <dialog>: the page behind is inert, Escape closes it, focus starts on
 * Close): amount, status, posted and transaction dates, category (changeable, as in the list), description,
 * merchant, memo, check number, running balance, and the image of a paid check.
 */
export function TransactionDetailDialog({ transaction, categories, saving, onCategoryChange, onClose }: TransactionDetailDialogProps) {
  // Re-filing a transaction changes what everyone on the accounts sees: offered where the policy allows it.
  const canCategorize = useCan('organize-finances');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const pending = transaction.state !== 'COMPLETED';
  const cents = signedAmountCents(transaction);
  const date = formatDay(transaction.bookingDate);
  const shown = saving?.id === transaction.id ? { ...transaction, categoryId: saving.categoryId } : transaction;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={dialogRef} className="transaction-detail" aria-labelledby={headingId} onClose={onClose}>
      <div className="transaction-detail__header">
        <h2 id={headingId}>{copy.detailHeading}</h2>
        <button type="button" className="button button--secondary" onClick={() => dialogRef.current?.close()}>
          {copy.detailClose}
        </button>
      </div>
      <p className="transaction-detail__title">{transaction.description}</p>
      <dl className="transaction-detail__list">
        <Detail term={copy.detailAmount}>
          <span className={`transaction-detail__amount ${cents < 0 ? 'amount--out' : 'amount--in'}`}>{formatCents(cents)}</span>
        </Detail>
        <Detail term={copy.detailStatus}>
          <span className={pending ? 'status-badge status-badge--pending' : 'status-badge'}>{pending ? copy.pending : copy.posted}</span>
        </Detail>
        <Detail term={pending ? copy.detailPendingDate : copy.detailPostedDate}>{date}</Detail>
        <Detail term={copy.detailTransactionDate}>{formatDay(transaction.valueDate)}</Detail>
        <Detail term={copy.detailCategory} wide>
          {categories === undefined || !canCategorize ? (
            transaction.category
          ) : (
            <TransactionCategorySelect
              transaction={shown}
              categories={categories}
              label={resolveTemplate(copy.categoryLabel, { description: transaction.description, date })}
              disabled={saving?.id === transaction.id}
              onChange={(categoryId) => onCategoryChange(transaction, categoryId)}
            />
          )}
        </Detail>
        <Detail term={copy.detailMerchant} wide>{transaction.counterpartyName ?? copy.detailNone}</Detail>
        <Detail term={copy.detailMemo} wide>{transaction.memo ?? copy.detailNone}</Detail>
        {transaction.checkNumber === undefined ? null : <Detail term={copy.detailCheckNumber}>{transaction.checkNumber}</Detail>}
        <Detail term={copy.detailRunningBalance}>
          {transaction.runningBalanceCents === undefined ? copy.detailNoBalance : formatCents(transaction.runningBalanceCents)}
        </Detail>
      </dl>
      <p className="transaction-detail__ask">
        <AskAboutLink kind="transaction" id={transaction.id} label={`${transaction.description}, ${date}, ${formatCents(cents)}`} />
      </p>
      {!pending && cents < 0 ? (
        <p className="transaction-detail__ask">
          <DisputeLink transactionId={transaction.id} label={copy.detailDispute} />
        </p>
      ) : null}
      {transaction.checkImage === true ? (
        <figure className="transaction-detail__check">
          <figcaption>{copy.detailCheckImage}</figcaption>
          <img
            src={checkImageHref(transaction.id)}
            alt={resolveTemplate(copy.checkImageAlt, {
              number: transaction.checkNumber ?? '',
              payee: transaction.counterpartyName ?? transaction.description,
              amount: formatCents(Math.abs(cents)),
            })}
            width={600}
            height={270}
          />
        </figure>
      ) : null}
    </dialog>
  );
}
