import type { TransactionItem } from '../../engine/core/generated/api.gen';

/** A transaction's amount from the member's side: money in (CRDT) positive, money out negative. */
export function signedAmountCents(item: Pick<TransactionItem, 'transactionAmountCurrency' | 'creditDebitIndicator'>): number {
  const size = Math.abs(item.transactionAmountCurrency.amount);
  return item.creditDebitIndicator === 'CRDT' ? size : -size;
}
