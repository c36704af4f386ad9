import { sql, type Kysely } from 'kysely';
import { daysOf, scheduledDividendCents } from '../../../../engine/core/dividends';
import { appManifest } from '../../../manifests';
import type { Database } from '../../db/schema';
import { DIVIDEND_JOURNAL_KIND } from '../tax-statements';

interface DailyMove {
  day: string;
  cents: number;
  dividend: boolean;
}

/**
 * The account's ledger movements through `through` by day: a movement counts from the day its member line is booked
 * on (a dividend paid the morning after its posting date counts from that date), else from the business date it was
 * posted; dividends (journals of kind DIVIDEND) apart from the rest.
 */
async function dailyMoves(db: Kysely<Database>, arrangementId: string, through: string): Promise<DailyMove[]> {
  const { rows } = await sql<{ day: string; dividend: boolean; cents: string | number }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, d.dividend, sum(d.amount_cents) as cents from (
      select coalesce(
               (select min(x.booking_date) from transactions x where x.journal_id = e.journal_id and x.arrangement_id = e.arrangement_id),
               (j.posted_at at time zone ${appManifest.calendar.timeZone})::date) as day,
             j.kind = ${DIVIDEND_JOURNAL_KIND} as dividend,
             e.amount_cents
      from ledger_entries e join journals j on j.id = e.journal_id
      where e.arrangement_id = ${arrangementId}) d
    where d.day <= ${through}::date
    group by d.day, d.dividend`.execute(db);
  return rows.map((row) => ({ day: row.day, dividend: row.dividend === true, cents: Number(row.cents) }));
}

/** What the member holds at the end of each day from `from` to `through`, counting only `moves` (credits positive). */
function heldByDay(moves: readonly DailyMove[], from: string, through: string): number[] {
  let ledger = moves.filter((move) => move.day < from).reduce((sum, move) => sum + move.cents, 0);
  return daysOf(from, through).map((day) => {
    ledger += moves.filter((move) => move.day === day).reduce((sum, move) => sum + move.cents, 0);
    return -ledger;
  });
}

/** The member's end-of-day balance of a deposit account on each day from `from` to `through` (dailyMoves). */
export async function dailyDepositBalances(db: Kysely<Database>, arrangementId: string, from: string, through: string): Promise<number[]> {
  return heldByDay(await dailyMoves(db, arrangementId, through), from, through);
}

/** The last day a recorded dividend period of the account ended on, if any. */
export async function lastDividendPeriodEnd(db: Kysely<Database>, arrangementId: string): Promise<string | null> {
  const row = await db.selectFrom('dividend_postings').select((eb) => eb.fn.max('period_end').as('end')).where('arrangement_id', '=', arrangementId).executeTakeFirst();
  return (row?.end as string | null | undefined) ?? null;
}

/**
 * The dividend earned from `from` to `through` (both included; none when `from` is after `through`) at `rateBps`:
 * compounding, on the end-of-day balances; not (`compound: false`), on them less the dividends credited so far.
 */
export async function accruedDividendCents(db: Kysely<Database>, input: { arrangementId: string; from: string; through: string; rateBps: number; compound: boolean }): Promise<number> {
  if (input.from > input.through) return 0;
  const moves = await dailyMoves(db, input.arrangementId, input.through);
  const days = { balancesCents: heldByDay(moves, input.from, input.through), dividendsToDateCents: heldByDay(moves.filter((move) => move.dividend), input.from, input.through) };
  return scheduledDividendCents(days, input.rateBps, input.compound);
}
