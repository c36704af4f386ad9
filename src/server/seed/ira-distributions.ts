import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { iraManifest } from '../../manifests/ira-manifest';
import type { Database } from '../db/schema';
import { distributionPaysOn, withholdingCents } from '../domain/ira/distribution-terms';
import { businessDate } from '../domain/business-date';

const AMOUNT_CENTS = 50_000;
const WITHHOLDING_PERCENT = 10;

/**
 * `member`'s IRA has one distribution request waiting (into their checking, 10% withheld), made on the seed day: /ira
 * shows it with its payment day and a Cancel button, and the executor pays it on that day. Only once: an IRA that
 * already has requests is left alone.
 */
export async function seedIraDistributions(db: Kysely<Database>, now: Date): Promise<void> {
  const accounts = await db
    .selectFrom('arrangements')
    .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
    .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
    .select(['arrangements.id', 'arrangements.product_kind', 'members.id as member_id'])
    .where('members.username', '=', 'member')
    .where('service_agreements.is_master', '=', true)
    .where('arrangements.state', '=', 'ACTIVE')
    .orderBy('arrangements.display_order')
    .execute();
  const ira = accounts.find((account) => account.product_kind === 'ira');
  const checking = accounts.find((account) => account.product_kind === 'checking');
  if (!ira || !checking) return;
  const existing = await db.selectFrom('ira_distribution_requests').select('id').where('arrangement_id', '=', ira.id).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('ira_distribution_requests')
    .values({
      id: randomUUID(),
      arrangement_id: ira.id,
      requested_by: ira.member_id,
      amount_cents: AMOUNT_CENTS,
      distribution_type: 'EARLY',
      federal_withholding_percent: WITHHOLDING_PERCENT,
      withholding_cents: withholdingCents(AMOUNT_CENTS, WITHHOLDING_PERCENT),
      destination_arrangement_id: checking.id,
      status: 'SUBMITTED',
      pays_on: distributionPaysOn(businessDate(now)),
      confirmation_number: `${iraManifest.distributions.confirmationPrefix}-0000000001`,
      created_at: now,
    })
    .execute();
}
