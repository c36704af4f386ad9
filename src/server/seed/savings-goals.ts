import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addBusinessDays, onOrAfterBusinessDay } from '../../../engine/core/business-days';
import type { Database } from '../db/schema';
import { businessDate } from '../domain/business-date';
import { firstPersonaAccount } from './persona-account';

/** Business days from the seed day to the demo goal's target: about a year ahead. */
const TARGET_BUSINESS_DAYS = 250;

/**
 * Demo data only: `member`'s first savings account has one goal (an emergency fund), so the goals list and the
 * savings account's page have something to show. Only once: an account that already keeps a goal is left alone.
 */
export async function seedSavingsGoals(db: Kysely<Database>, now: Date): Promise<void> {
  const savings = await firstPersonaAccount(db, 'member', 'savings');
  if (!savings) return;
  if (await db.selectFrom('savings_goals').select('id').where('arrangement_id', '=', savings.id).executeTakeFirst()) return;
  const targetDate = addBusinessDays(onOrAfterBusinessDay(businessDate(now)), TARGET_BUSINESS_DAYS);
  await db
    .insertInto('savings_goals')
    .values({ id: randomUUID(), arrangement_id: savings.id, created_by: savings.member_id, name: 'Emergency fund', target_cents: 1_500_000, target_date: targetDate, created_at: now, updated_at: now })
    .execute();
}
