import type { TransactionItem } from '../../../engine/core/generated/api.gen';
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

// A text cell starting with one of these is read as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break, inner quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A member-visible text cell: neutralised when a spreadsheet would run it as a formula, then escaped. */
export function csvTextField(value: string): string {
  return csvField(FORMULA_START.test(value) ? `'${value}` : value);
}

/**
 * The transactions as CSV (RFC 4180: CRLF line ends, a header row): date, description, category, status, the
 * signed amount (money out negative) and the running balance (empty for pending ones, which have none).
 */
export function transactionsToCsv(transactions: readonly TransactionItem[], labels: CsvLabels): string {
  const header = [labels.date, labels.description, labels.category, labels.status, labels.amount, labels.balance].map(csvField);
  const rows = transactions.map((item) =>
    [
      csvField(item.bookingDate),
      csvTextField(item.description),
      csvTextField(item.category),
      csvField(item.state === 'COMPLETED' ? labels.posted : labels.pending),
      centsToDecimal(signedCents(item.transactionAmountCurrency.amount, item.creditDebitIndicator)),
      item.runningBalanceCents === undefined ? '' : centsToDecimal(item.runningBalanceCents),
    ].join(','),
  );
  return [header.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
