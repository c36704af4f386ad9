import Papa from 'papaparse';
import type { TransactionItem } from '../../../../engine/core/generated/api.gen';
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

// A text cell starting with one of these is read as a formula by spreadsheet programs (CSV injection). Only
// member-visible text is neutralised: Papa Parse's own escapeFormulae would also mangle negative amounts.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A member-visible text cell, prefixed with an apostrophe when a spreadsheet would run it as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const PAPA_OPTIONS = { newline: '\r\n', quotes: false, escapeFormulae: false } as const;

/** The header row, CRLF-terminated. */
export function csvHeader(labels: CsvLabels): string {
  return `${Papa.unparse([[labels.date, labels.description, labels.category, labels.status, labels.amount, labels.balance]], PAPA_OPTIONS)}\r\n`;
}

/**
 * Rows for transactions (RFC 4180 via Papa Parse: CRLF line ends, quoting where needed), each CRLF-terminated, so
 * a long export is written batch by batch after one header: date, description, category, status, the signed amount
 * (money out negative) and the running balance (empty for pending ones, which have none).
 */
export function csvRows(transactions: readonly TransactionItem[], labels: CsvLabels): string {
  if (transactions.length === 0) return '';
  const data = transactions.map((item) => [
    item.bookingDate,
    neutraliseFormula(item.description),
    neutraliseFormula(item.category),
    item.state === 'COMPLETED' ? labels.posted : labels.pending,
    centsToDecimal(signedCents(item.transactionAmountCurrency.amount, item.creditDebitIndicator)),
    item.runningBalanceCents === undefined ? '' : centsToDecimal(item.runningBalanceCents),
  ]);
  return `${Papa.unparse(data, PAPA_OPTIONS)}\r\n`;
}

/** A whole CSV file: the header and one row per transaction. */
export function transactionsToCsv(transactions: readonly TransactionItem[], labels: CsvLabels): string {
  return csvHeader(labels) + csvRows(transactions, labels);
}
