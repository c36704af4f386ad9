import { daysOf, isDividendPostingDate, latestPostingDate, scheduledDividendCents, type DividendPostingRule } from '../../../../engine/core/dividends';
import { addDays, postingTime } from '../calendar';
import type { LedgerBook } from '../ledger-book';
import { dividend } from './postings';
import type { SeededAccount } from './seeded-account';

export interface DividendTerms {
  rateBps: number;
  /** The product's schedule: its posting day, and whether dividends earn too (compound). */
  rule: DividendPostingRule & { compound: boolean };
  /** The day the account opened when it opened inside the seeded history (a certificate); its first period starts then. */
  openedOn?: string;
}

/**
 * On a posting date, pays the period's dividend the way the dividend job does: daily accrual on the book's end-of-day
 * balances from the day after the previous posting date (or the opening day) to `date` (less the dividends paid so far
 * when the schedule does not compound), rounded once, credited to the account itself, and the period recorded. A
 * period the book does not cover from its first day (the balance brought forward came in part-way through it) pays
 * nothing: its dividend is history before the seed.
 */
export function payDividendIfDue(book: LedgerBook, account: SeededAccount, date: string, terms: DividendTerms): void {
  if (!isDividendPostingDate(date, terms.rule)) return;
  const naturalStart = addDays(latestPostingDate(addDays(date, -1), terms.rule), 1);
  const periodStart = terms.openedOn !== undefined && terms.openedOn > naturalStart ? terms.openedOn : naturalStart;
  const first = book.firstDate(account.id);
  if (first === undefined || first > periodStart) return;
  const days = daysOf(periodStart, date);
  const balances = book.ledgerSumsByDay(account.id, days).map((sum) => -sum);
  const dividendsToDate = days.map((day) => book.dividendPeriods.filter((period) => period.arrangement_id === account.id && period.period_end <= day).reduce((sum, period) => sum + period.amount_cents, 0));
  const cents = scheduledDividendCents({ balancesCents: balances, dividendsToDateCents: dividendsToDate }, terms.rateBps, terms.rule.compound);
  const journalId = dividend(book, account, date, cents);
  book.dividendPeriods.push({ arrangement_id: account.id, period_end: date, period_start: periodStart, rate_bps: terms.rateBps, amount_cents: cents, journal_id: journalId, posted_at: postingTime(date) });
}

/** Notes that a seeded transfer into an IRA is a contribution for `taxYear` (the year it posted in). */
export function recordIraContribution(book: LedgerBook, ira: SeededAccount, journalId: string, date: string, cents: number): void {
  book.iraContributions.push({ id: journalId, payment_order_id: null, journal_id: journalId, amount_cents: cents, arrangement_id: ira.id, tax_year: Number(date.slice(0, 4)), created_at: postingTime(date) });
}
