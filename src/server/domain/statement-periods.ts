import { addCalendarDays } from '../../../engine/core/calendar';

/** A monthly statement: its document id, the calendar month it covers and the balances at either end. */
export interface StatementPeriod {
  /** "STMT-yyyy-mm": the id statements and their downloads go by. */
  id: string;
  /** "yyyy-mm". */
  month: string;
  start: string;
  end: string;
  openingCents: number;
  closingCents: number;
}

const PREFIX = 'STMT-';

export function statementIdOf(month: string): string {
  return `${PREFIX}${month}`;
}

/** Last day of a "yyyy-mm" month, as an ISO date. */
export function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}

/**
 * The balance an account's history was converted with: the balance brought forward at the end of `date` (the day of
 * its balance-forward posting). Statements begin the day after, opening at this balance.
 */
export interface CarriedBalance {
  date: string;
  cents: number;
}

/**
 * The statements of an account: one per calendar month from the first month its ledger covers up to the last month
 * that has ended by `today`, newest first, each month's opening balance the previous one's closing balance (a month
 * without postings still gets its statement). `totals` are the net posted amounts per month, oldest first
 * (transaction-lines.ts monthlyPostedTotals).
 * With a `carried` balance the first statement starts the day after it and opens at it, and `totals` must hold only
 * what was posted after that day; without one (the account opened within its history) the first statement opens at
 * $0.00 on the first of the month of its first posting, which then reads as the opening deposit.
 */
export function monthlyStatements(totals: readonly { month: string; deltaCents: number }[], today: string, carried?: CarriedBalance): StatementPeriod[] {
  const firstDay = carried ? addCalendarDays(carried.date, 1) : totals[0] ? `${totals[0].month}-01` : undefined;
  if (firstDay === undefined) return [];
  const byMonth = new Map(totals.map((total) => [total.month, total.deltaCents]));
  const current = today.slice(0, 7);
  const periods: StatementPeriod[] = [];
  let balance = carried?.cents ?? 0;
  let start = firstDay;
  for (let month = firstDay.slice(0, 7); month < current; month = nextMonth(month)) {
    const closing = balance + (byMonth.get(month) ?? 0);
    periods.push({ id: statementIdOf(month), month, start, end: monthEnd(month), openingCents: balance, closingCents: closing });
    balance = closing;
    start = `${nextMonth(month)}-01`;
  }
  return periods.reverse();
}
