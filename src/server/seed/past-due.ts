import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isOwedKind } from '../domain/balances';
import { addDays, dayOfMonth, seedToday } from './calendar';
import { addMonths } from '../../../engine/core/calendar';

/** The delinquency condition's base code (config/alerts.json conditionCodes DEL_MBR, DEL_MSR). */
const DELINQUENT_CONDITION = 'DEL';
/** How long ago, at least, the missed payment was due: a month late. */
const DAYS_LATE = 30;

/** The latest date on `dueDay` of a month that is at least DAYS_LATE days before `today`. */
export function missedDueDate(today: string, dueDay: number): string {
  const latest = addDays(today, -DAYS_LATE);
  const sameMonth = dayOfMonth(latest, dueDay);
  return sameMonth <= latest ? sameMonth : dayOfMonth(addMonths(latest, -1), dueDay);
}

/**
 * Each member with a delinquency condition (DEL) has their loans and cards past due by one monthly payment, missed a
 * month ago by the seeding clock. Accounts already past due are left alone, so a restart changes nothing and a demo
 * database seeded before past-due amounts existed gets them.
 */
export async function seedPastDue(db: Kysely<Database>, now: Date): Promise<void> {
  const today = seedToday(now);
  const accounts = await db
    .selectFrom('member_conditions as c')
    .innerJoin('service_agreements as a', 'a.primary_user_id', 'c.user_id')
    .innerJoin('arrangements as r', 'r.agreement_id', 'a.id')
    .innerJoin('arrangement_terms as t', 't.arrangement_id', 'r.id')
    .leftJoin('arrangement_past_due as p', 'p.arrangement_id', 'r.id')
    .select(['r.id', 'r.product_kind', 't.payment_due_day', 't.minimum_payment_cents', 'p.arrangement_id as pastDueId'])
    .where('c.code', '=', DELINQUENT_CONDITION)
    .where('a.is_master', '=', true)
    .execute();
  const rows = accounts.flatMap((account) => {
    if (account.pastDueId !== null || !isOwedKind(account.product_kind)) return [];
    if (account.payment_due_day === null || account.minimum_payment_cents === null || account.minimum_payment_cents <= 0) return [];
    return [{ arrangement_id: account.id, amount_cents: account.minimum_payment_cents, due_date: missedDueDate(today, account.payment_due_day) }];
  });
  if (rows.length > 0) await db.insertInto('arrangement_past_due').values(rows).execute();
}
