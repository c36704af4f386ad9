import type { Kysely } from 'kysely';
import type { Arrangement, Database } from '../db/schema';
import { monthlyStatements, type CarriedBalance, type StatementPeriod } from './statement-periods';
import { listTransactionLines, monthlyPostedTotals, postedBalanceThrough, type TransactionLine } from './transaction-lines';

/** The journal kind a converted account's balance brought forward is posted with (seed/activity/postings.ts openingBalance). */
export const BALANCE_FORWARD_JOURNAL_KIND = 'OPENING_BALANCE';

/**
 * The balance an account's history was carried in with: its latest balance-forward posting dated after the day the
 * account opened (one dated on its opening day is the account's funding, its opening deposit, not a carried balance),
 * with the balance at the end of that day. Undefined when the account's whole history is in the ledger.
 */
export async function carriedBalanceOf(db: Kysely<Database>, arrangement: Arrangement): Promise<CarriedBalance | undefined> {
  const forward = await db
    .selectFrom('transactions as t')
    .innerJoin('journals as j', 'j.id', 't.journal_id')
    .where('t.arrangement_id', '=', arrangement.id)
    .where('t.pending', '=', false)
    .where('j.kind', '=', BALANCE_FORWARD_JOURNAL_KIND)
    .where('t.booking_date', '>', arrangement.opened_on)
    .select('t.booking_date')
    .orderBy('t.booking_date', 'desc')
    .executeTakeFirst();
  if (!forward) return undefined;
  const date = String(forward.booking_date).slice(0, 10);
  return { date, cents: await postedBalanceThrough(db, arrangement.id, date) };
}

/**
 * Every monthly statement of an account that has ended by `today`, newest first; the first opens at the balance
 * carried from the account's history (or at $0.00 when the account opened within it).
 */
export async function listAccountStatements(db: Kysely<Database>, arrangement: Arrangement, today: string): Promise<StatementPeriod[]> {
  const carried = await carriedBalanceOf(db, arrangement);
  return monthlyStatements(await monthlyPostedTotals(db, arrangement.id, carried?.date), today, carried);
}

/** What a statement document shows: the period with its balances and every posted transaction in it, oldest first. */
export interface StatementContent {
  period: StatementPeriod;
  lines: TransactionLine[];
}

/** One statement of an account with its transactions; undefined when the account has no such statement. */
export async function loadStatementContent(db: Kysely<Database>, arrangement: Arrangement, statementId: string, today: string): Promise<StatementContent | undefined> {
  const period = (await listAccountStatements(db, arrangement, today)).find((candidate) => candidate.id === statementId);
  if (!period) return undefined;
  const { lines } = await listTransactionLines(
    db,
    { arrangementIds: [arrangement.id], bookedFrom: period.start, bookedTo: period.end, posted: true },
    { offset: 0, limit: null, direction: 'ASC' },
  );
  return { period, lines };
}

/** Whether a header's accountNumber names this account: its whole number, or its last four digits. */
export function matchesAccountNumber(arrangement: Pick<Arrangement, 'account_number'>, given: string): boolean {
  return given === arrangement.account_number || (given.length === 4 && arrangement.account_number.endsWith(given));
}
