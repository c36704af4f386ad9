import { sql, type Kysely } from 'kysely';
import type { BalanceHistory } from '../../../../engine/core/generated/api.gen';
import { moneyInsightsManifest } from '../../../manifests/money-insights-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { isOwedKind } from '../balances';
import { findVisibleArrangement, type AccountReach } from '../visible-arrangements';
import { firstDayOf, monthsEnding } from './months';

const DAY_MS = 86_400_000;
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * One account's booked balance over the last `months` months, built from its booked transactions (each is one ledger
 * entry of the account, so their running sum is the ledger balance): the balance at the start of the period, after
 * every day that changed it, and today; and each month's closing balance. 404 unless the session reaches the account
 * and it is a kind config/money-insights.json gives a history.
 */
export async function balanceHistory(db: Kysely<Database>, reach: AccountReach | readonly string[], arrangementId: string, today: string, months: number): Promise<BalanceHistory> {
  const account = await findVisibleArrangement(db, reach, arrangementId);
  const kinds: readonly string[] = moneyInsightsManifest.balanceHistory.accountKinds;
  if (!account || !kinds.includes(account.product_kind)) throw new ApiProblem(404, 'NOT_FOUND', '/id');
  const window = monthsEnding(today, months);
  const start = firstDayOf(window[0]!);
  const sign = isOwedKind(account.product_kind) ? 1 : -1;
  const rows = await db
    .selectFrom('transactions')
    .where('arrangement_id', '=', account.id)
    .where('status', '=', 'BOOKED')
    .where('booking_date', '<=', today)
    .select([
      sql<string>`case when booking_date < ${start} then ${dayBefore(start)} else to_char(booking_date, 'YYYY-MM-DD') end`.as('day'),
      sql<number>`sum(case when credit_debit = 'DEBIT' then amount_cents else -amount_cents end)::bigint`.as('debits'),
    ])
    .groupBy('day')
    .orderBy('day')
    .execute();
  let balance = 0;
  const byDay = new Map<string, number>();
  for (const row of rows) {
    balance += sign * Number(row.debits);
    byDay.set(row.day, balance);
  }
  const opening = byDay.get(dayBefore(start)) ?? 0;
  const points = byDay.has(start) ? [] : [{ date: start, balanceCents: opening }];
  for (const [date, balanceCents] of byDay) if (date >= start) points.push({ date, balanceCents });
  if (points[points.length - 1]!.date !== today) points.push({ date: today, balanceCents: points[points.length - 1]!.balanceCents });
  // A month's close is the last point on or before its last day (today for the current month).
  const monthEnds = window.map((month) => {
    const inOrBefore = points.filter((point) => point.date.slice(0, 7) <= month);
    return { month, balanceCents: inOrBefore[inOrBefore.length - 1]!.balanceCents };
  });
  return { arrangementId: account.id, name: account.name, productKind: account.product_kind, points, monthEnds };
}
