import type { TransactionItem } from '../../../../engine/core/generated/api.gen';
import { csvLines, neutraliseFormula } from '../csv';
import { centsToDecimal, signedCents } from './decimal-amount';

/** The CSV column headings and the words for a transaction's status, from copy. */
export interface CsvLabels {
  readonly date: string;
  readonly description: string;
  readonly category: string;
  readonly status: string;
  readonly amount: string;
  readonly balance: string;
  readonly pending: string;
  readonly posted: string;
}

/** The header row, CRLF-terminated. */
export function csvHeader(labels: CsvLabels): string {
  return csvLines([[labels.date, labels.description, labels.category, labels.status, labels.amount, labels.balance]]);
}

/**
 * Rows for transactions (RFC 4180: CRLF line ends, quoting where needed), each CRLF-terminated, so
 * a long export is written batch by batch after one header: date, description, category, status, the signed amount
 * (money out negative) and the running balance (empty for pending ones, which have none).
 */
export function csvRows(transactions: readonly TransactionItem[], labels: CsvLabels): string {
  const data = transactions.map((item) => [
    item.bookingDate,
    neutraliseFormula(item.description),
    neutraliseFormula(item.category),
    item.state === 'COMPLETED' ? labels.posted : labels.pending,
    centsToDecimal(signedCents(item.transactionAmountCurrency.amount, item.creditDebitIndicator)),
    item.runningBalanceCents === undefined ? '' : centsToDecimal(item.runningBalanceCents),
  ]);
  // Only the member-visible text is neutralised: a negative amount must stay a number.
  return csvLines(data);
}

/** A whole CSV file: the header and one row per transaction. */
export function transactionsToCsv(transactions: readonly TransactionItem[], labels: CsvLabels): string {
  return csvHeader(labels) + csvRows(transactions, labels);
}
