import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addCalendarDays } from '../../../engine/core/calendar';
import { stopPaymentExpiresOn } from '../../../engine/core/stop-payment-rules';
import { limitsManifest } from '../../manifests';
import type { Database } from '../db/schema';
import { businessDate } from '../domain/business-date';
import { firstPersonaAccount } from './persona-account';

/** Days before the seed day the demo stop was placed: recent enough to be in effect still. */
const PLACED_DAYS_AGO = 20;

/**
 * `member`'s checking has one stop payment in effect (a lost check to a landscaper), so the stop payment page's
 * list is not empty. Its fee was waived at the branch: no journal, fee 0, and the seeded ledger stays as it is. Only
 * once: a checking account that already has a stop is left alone.
 */
export async function seedStopPayments(db: Kysely<Database>, now: Date): Promise<void> {
  const checking = await firstPersonaAccount(db, 'member', 'checking');
  if (!checking) return;
  const existing = await db.selectFrom('stop_payments').select('id').where('arrangement_id', '=', checking.id).executeTakeFirst();
  if (existing) return;
  const placedOn = addCalendarDays(businessDate(now), -PLACED_DAYS_AGO);
  await db
    .insertInto('stop_payments')
    .values({
      id: randomUUID(),
      user_id: checking.member_id,
      arrangement_id: checking.id,
      journal_id: null,
      first_check_number: 1087,
      last_check_number: 1087,
      amount_cents: 18_500,
      payee_name: 'Greenway Landscaping',
      written_on: addCalendarDays(placedOn, -3),
      reason: 'LOST',
      fee_cents: 0,
      confirmation_number: 'SP-0000000001',
      placed_on: placedOn,
      expires_on: stopPaymentExpiresOn(placedOn, limitsManifest.stopPayment),
      created_at: new Date(now.getTime() - PLACED_DAYS_AGO * 86_400_000),
    })
    .execute();
}
