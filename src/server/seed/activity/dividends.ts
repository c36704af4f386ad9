import { daysOf, isDividendPostingDate, latestPostingDate, periodDividendCents, type DividendPostingRule } from '../../../../engine/core/dividends';
import { addDays, postingTime } from '../calendar';
import type { LedgerBook } from '../ledger-book';
import { dividend } from './postings';
import type { SeededAccount } from './seeded-account';

export interface DividendTerms {
  rateBps: number;
  rule: DividendPostingRule;
  /** The day the account opened when it opened inside the seeded history (a certificate); its first period starts then. */
  openedOn?: string;
}

/**
 * On a posting date, pays the period's dividend the way the dividend job does: daily accrual on the book's end-of-day
 * balances from the day after the previous posting date (or the opening day) to `date`, rounded once, credited to the
 * account itself (it compounds), and the period recorded. A period the book does not cover from its first day (the
 * balance brought forward came in part-way through it) pays nothing: its dividend is history before the seed.
 */
export function payDividendIfDue(book: LedgerBook, account: SeededAccount, date: string, terms: DividendTerms): void {
  if (!isDividendPostingDate(date, terms.rule)) return;
  const naturalStart = addDays(latestPostingDate(addDays(date, -1), terms.rule), 1);
  const periodStart = terms.openedOn !== undefined && terms.openedOn > naturalStart ? terms.openedOn : naturalStart;
  const first = book.firstDate(account.id);
  if (first === undefined || first > periodStart) return;
  const balances = book.ledgerSumsByDay(account.id, daysOf(periodStart, date)).map((sum) => -sum);
  const cents = periodDividendCents(balances, terms.rateBps);
  const journalId = dividend(book, account, date, cents);
  book.dividendPeriods.push({ arrangement_id: account.id, period_end: date, period_start: periodStart, rate_bps: terms.rateBps, amount_cents: cents, journal_id: journalId, posted_at: postingTime(date) });
}

/** Notes that a seeded transfer into an IRA is a contribution for `taxYear` (the year it posted in). */
export function recordIraContribution(book: LedgerBook, ira: SeededAccount, journalId: string, date: string, cents: number): void {
  book.iraContributions.push({ id: journalId, payment_order_id: null, journal_id: journalId, amount_cents: cents, arrangement_id: ira.id, tax_year: Number(date.slice(0, 4)), created_at: postingTime(date) });
}
