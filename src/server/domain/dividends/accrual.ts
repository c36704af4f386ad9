import { sql, type Kysely } from 'kysely';
import { daysOf, periodDividendCents } from '../../../../engine/core/dividends';
import { appManifest } from '../../../manifests';
import type { Database } from '../../db/schema';

/**
 * The member's end-of-day balance of a deposit account on each day from `from` to `through`. A movement counts from
 * the day its member line is booked on (a dividend paid the morning after its posting date counts from that date),
 * else from the business date it was posted.
 */
export async function dailyDepositBalances(db: Kysely<Database>, arrangementId: string, from: string, through: string): Promise<number[]> {
  const { rows } = await sql<{ day: string; cents: string | number }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.amount_cents) as cents from (
      select coalesce(
               (select min(x.booking_date) from transactions x where x.journal_id = e.journal_id and x.arrangement_id = e.arrangement_id),
               (j.posted_at at time zone ${appManifest.calendar.timeZone})::date) as day,
             e.amount_cents
      from ledger_entries e join journals j on j.id = e.journal_id
      where e.arrangement_id = ${arrangementId}) d
    where d.day <= ${through}::date
    group by d.day`.execute(db);
  const moves = rows.map((row) => ({ day: row.day, cents: Number(row.cents) }));
  let ledger = moves.filter((move) => move.day < from).reduce((sum, move) => sum + move.cents, 0);
  return daysOf(from, through).map((day) => {
    ledger += moves.filter((move) => move.day === day).reduce((sum, move) => sum + move.cents, 0);
    return -ledger;
  });
}

/** The last day a recorded dividend period of the account ended on, if any. */
export async function lastDividendPeriodEnd(db: Kysely<Database>, arrangementId: string): Promise<string | null> {
  const row = await db.selectFrom('dividend_postings').select((eb) => eb.fn.max('period_end').as('end')).where('arrangement_id', '=', arrangementId).executeTakeFirst();
  return (row?.end as string | null | undefined) ?? null;
}

/** The dividend earned from `from` to `through` (both included; none when `from` is after `through`) at `rateBps`. */
export async function accruedDividendCents(db: Kysely<Database>, input: { arrangementId: string; from: string; through: string; rateBps: number }): Promise<number> {
  if (input.from > input.through) return 0;
  return periodDividendCents(await dailyDepositBalances(db, input.arrangementId, input.from, input.through), input.rateBps);
}
