import type { TransactionItem, TransactionListQuery } from '../../../engine/core/generated/api.gen';
import type { TransactionFilter, TransactionLine } from './transaction-lines';

/** A transaction line as the API answers it. */
export function toTransactionItem(line: TransactionLine): TransactionItem {
  return {
    id: line.id,
    arrangementId: line.arrangementId,
    bookingDate: line.bookingDate,
    valueDate: line.transactionDate,
    description: line.description,
    category: line.category,
    categoryId: line.categoryId,
    type: line.type,
    creditDebitIndicator: line.creditDebit === 'CREDIT' ? 'CRDT' : 'DBIT',
    transactionAmountCurrency: { amount: line.amountCents, currencyCode: 'USD' },
    ...(line.runningBalanceCents === null ? {} : { runningBalanceCents: line.runningBalanceCents }),
    state: line.posted ? 'COMPLETED' : 'UNCOMPLETED',
    ...(line.counterpartyName === null ? {} : { counterpartyName: line.counterpartyName }),
    ...(line.memo === null ? {} : { memo: line.memo }),
    ...(line.checkNumber === null ? {} : { checkNumber: line.checkNumber }),
    ...(line.checkImage ? { checkImage: true } : {}),
  };
}

/** The filters a list or export query names (the list's and the export's share them). */
export type TransactionFilterQuery = Pick<
  TransactionListQuery,
  'bookingDateGreaterThan' | 'bookingDateLessThan' | 'query' | 'amountFrom' | 'amountTo' | 'type' | 'creditDebitIndicator' | 'state'
>;

/** Which lines of these accounts a query's filters keep. */
export function transactionFilterOf(query: TransactionFilterQuery, arrangementIds: readonly string[]): TransactionFilter {
  return {
    arrangementIds,
    ...(query.bookingDateGreaterThan === undefined ? {} : { bookedFrom: query.bookingDateGreaterThan }),
    ...(query.bookingDateLessThan === undefined ? {} : { bookedTo: query.bookingDateLessThan }),
    ...(query.query === undefined ? {} : { text: query.query }),
    ...(query.amountFrom === undefined ? {} : { amountFrom: query.amountFrom }),
    ...(query.amountTo === undefined ? {} : { amountTo: query.amountTo }),
    ...(query.type === undefined ? {} : { type: query.type }),
    ...(query.creditDebitIndicator === undefined ? {} : { creditDebit: query.creditDebitIndicator === 'CRDT' ? 'CREDIT' : 'DEBIT' }),
    ...(query.state === undefined ? {} : { posted: query.state === 'COMPLETED' }),
  };
}
