import { addCalendarDays } from '../../../engine/core/calendar';

/**
 * Pure figures a statement prints besides its balances: the average daily balance and the annual percentage yield
 * earned of a deposit account, and how a ledger line is signed on the statement.
 */

const DAY_MS = 86_400_000;

/** Days from `start` to `end`, both included. */
export function daysIn(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * The average daily balance of a period: the balance at the end of each day from `start` to `end` (the opening
 * balance plus every line booked on or before that day), summed and divided by the number of days, rounded to the
 * cent. `lines` are the period's posted lines with their signed effect on the balance.
 */
export function averageDailyBalance(openingCents: number, lines: readonly { bookingDate: string; deltaCents: number }[], start: string, end: string): number {
  const days = daysIn(start, end);
  if (days <= 0) return openingCents;
  const byDay = new Map<string, number>();
  for (const line of lines) byDay.set(line.bookingDate, (byDay.get(line.bookingDate) ?? 0) + line.deltaCents);
  let balance = openingCents;
  let sum = 0;
  for (let day = 0; day < days; day += 1) {
    const date = addCalendarDays(start, day);
    balance += byDay.get(date) ?? 0;
    sum += balance;
  }
  return Math.round(sum / days);
}

/**
 * The annual percentage yield earned for a statement period, in basis points (hundredths of a percent, the two
 * decimals a statement prints), by the Truth in Savings formula (Regulation DD, Appendix A, part II):
 *   APY earned = 100 × [(1 + dividends / average daily balance)^(365 / days in period) − 1]
 * where dividends are those actually paid for the period. No yield is earned on a balance of zero or less.
 */
export function apyEarnedBps(dividendsCents: number, averageDailyBalanceCents: number, days: number): number {
  if (averageDailyBalanceCents <= 0 || days <= 0 || dividendsCents <= 0) return 0;
  const percent = 100 * ((1 + dividendsCents / averageDailyBalanceCents) ** (365 / days) - 1);
  return Math.round(percent * 100);
}

/**
 * A line's amount as the app's transaction list shows it (screens/accounts/signed-cents.ts): from the member's side,
 * money in (a credit to the account: a deposit, or a payment toward what is owed) positive, money out (a debit: a
 * withdrawal, or a purchase or interest charged on a card or loan) negative, whatever kind the account is.
 */
export function memberSignedCents(line: { creditDebit: 'CREDIT' | 'DEBIT'; amountCents: number }): number {
  const size = Math.abs(line.amountCents);
  return line.creditDebit === 'CREDIT' ? size : -size;
}
