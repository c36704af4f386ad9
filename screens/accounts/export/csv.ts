import Papa from 'papaparse';
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

// A text cell starting with one of these is read as a formula by spreadsheet programs (CSV injection). Only
// member-visible text is neutralised: Papa Parse's own escapeFormulae would also mangle negative amounts.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A member-visible text cell, prefixed with an apostrophe when a spreadsheet would run it as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The transactions as CSV (RFC 4180 via Papa Parse: CRLF line ends, a header row, quoting where needed): date,
 * description, category, status, the signed amount (money out negative) and the running balance (empty for pending
 * ones, which have none).
 */
export function transactionsToCsv(transactions: readonly TransactionItem[], labels: CsvLabels): string {
  const fields = [labels.date, labels.description, labels.category, labels.status, labels.amount, labels.balance];
  const data = transactions.map((item) => [
    item.bookingDate,
    neutraliseFormula(item.description),
    neutraliseFormula(item.category),
    item.state === 'COMPLETED' ? labels.posted : labels.pending,
    centsToDecimal(signedCents(item.transactionAmountCurrency.amount, item.creditDebitIndicator)),
    item.runningBalanceCents === undefined ? '' : centsToDecimal(item.runningBalanceCents),
  ]);
  return `${Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false, escapeFormulae: false })}\r\n`;
}
