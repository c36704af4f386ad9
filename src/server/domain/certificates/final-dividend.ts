import { addCalendarDays } from '../../../../engine/core/calendar';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { accruedDividendCents, lastDividendPeriodEnd } from '../dividends/accrual';
import { dividendPosting } from '../dividends/schedule';

/** The first day a certificate's dividends are not yet paid for: after its last dividend period, and in its current term. */
export async function unpaidDividendsFrom(db: Parameters<typeof lastDividendPeriodEnd>[0], arrangementId: string, termStartedOn: string): Promise<string> {
  const lastEnd = await lastDividendPeriodEnd(db, arrangementId);
  const next = lastEnd === null ? termStartedOn : addCalendarDays(lastEnd, 1);
  return next > termStartedOn ? next : termStartedOn;
}

/**
 * The dividend a certificate earned from the day after its last monthly posting to the day before it matures (the
 * maturity day starts the next term, or the money leaves), by daily accrual on its balance; the period is recorded
 * with the dividend job's others so neither pays it again. The caller posts the amount.
 */
export async function finalPeriodDividend(trx: Transaction<Database>, input: { arrangementId: string; termStartedOn: string; maturedOn: string; rateBps: number; now: Date }): Promise<number> {
  const from = await unpaidDividendsFrom(trx, input.arrangementId, input.termStartedOn);
  const through = addCalendarDays(input.maturedOn, -1);
  if (from > through) return 0;
  const claimed = await trx
    .insertInto('dividend_postings')
    .values({ arrangement_id: input.arrangementId, period_end: through, period_start: from, rate_bps: input.rateBps, amount_cents: 0, journal_id: null, posted_at: input.now })
    .onConflict((conflict) => conflict.columns(['arrangement_id', 'period_end']).doNothing())
    .returning('arrangement_id')
    .executeTakeFirst();
  if (!claimed) return 0;
  return accruedDividendCents(trx, { arrangementId: input.arrangementId, from, through, rateBps: input.rateBps, compound: dividendPosting('certificate').compound });
}

/** Names the journal that paid the final period (the row was claimed with nothing paid yet). */
export async function recordFinalDividend(trx: Transaction<Database>, input: { arrangementId: string; maturedOn: string; cents: number; journalId: string }): Promise<void> {
  await trx
    .updateTable('dividend_postings')
    .set({ amount_cents: input.cents, journal_id: input.journalId })
    .where('arrangement_id', '=', input.arrangementId)
    .where('period_end', '=', addCalendarDays(input.maturedOn, -1))
    .execute();
}
