import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ExternalAccountsTable } from '../db/schema';
import { outboxMicroDepositSender } from '../domain/external-accounts/micro-deposits';
import { institutionNameFor } from '../domain/external-accounts/routing-number';
import { maskAccountNumber } from '../domain/product-summary';

const DAY_MS = 86_400_000;

/** The micro-deposits of the demo member's pending external account (fixed, so a demo can verify it). */
export const DEMO_PENDING_MICRO_DEPOSITS_CENTS: readonly [number, number] = [32, 45];

/** A persona's own (master) agreement. */
export async function masterAgreementOf(db: Kysely<Database>, username: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('service_agreements as a')
    .innerJoin('members as m', 'm.id', 'a.primary_user_id')
    .select('a.id')
    .where('m.username', '=', username)
    .where('a.is_master', '=', true)
    .orderBy('a.external_id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The demo member's external accounts: one VERIFIED checking account at another bank and one savings account
 * still waiting for its micro-deposits. Fixed content; skipped when the agreement already has external accounts.
 */
export async function seedDemoExternalAccounts(db: Kysely<Database>, now: Date): Promise<void> {
  const agreementId = await masterAgreementOf(db, 'member');
  if (!agreementId) return;
  if (await db.selectFrom('external_accounts').select('id').where('agreement_id', '=', agreementId).limit(1).executeTakeFirst()) return;
  const member = await db.selectFrom('members').select(['id', 'full_name']).where('username', '=', 'member').executeTakeFirstOrThrow();
  const account = (fields: Pick<Insertable<ExternalAccountsTable>, 'nickname' | 'routing_number' | 'account_number' | 'account_type'> & Partial<Insertable<ExternalAccountsTable>>, daysAgo: number): Insertable<ExternalAccountsTable> => ({
    id: randomUUID(),
    agreement_id: agreementId,
    created_by: member.id,
    institution_name: institutionNameFor(fields.routing_number),
    owner_name: member.full_name,
    status: 'VERIFIED',
    verification_method: 'INSTANT',
    micro_deposit_1_cents: null,
    micro_deposit_2_cents: null,
    failed_verifications: 0,
    created_at: new Date(now.getTime() - daysAgo * DAY_MS),
    deleted_at: null,
    ...fields,
  });
  const pending = account(
    {
      nickname: 'Family Savings',
      routing_number: '021000021',
      account_number: '7730052198',
      account_type: 'SAVINGS',
      status: 'PENDING_VERIFICATION',
      verification_method: 'MICRO_DEPOSITS',
      micro_deposit_1_cents: DEMO_PENDING_MICRO_DEPOSITS_CENTS[0],
      micro_deposit_2_cents: DEMO_PENDING_MICRO_DEPOSITS_CENTS[1],
    },
    2,
  );
  await db
    .insertInto('external_accounts')
    .values([
      account({ nickname: 'Other Bank Checking', routing_number: '011000015', account_number: '004417823', account_type: 'CHECKING', status: 'VERIFIED', verification_method: 'MICRO_DEPOSITS', micro_deposit_1_cents: 17, micro_deposit_2_cents: 61 }, 150),
      pending,
    ])
    .execute();
  // What the demo member would read on the other bank's statement: the outbox shows the amounts to verify with.
  await outboxMicroDepositSender.send(
    db,
    { userId: member.id, institutionName: String(pending.institution_name), maskedAccountNumber: maskAccountNumber(String(pending.account_number)), amountsCents: DEMO_PENDING_MICRO_DEPOSITS_CENTS },
    new Date(now.getTime() - 2 * DAY_MS),
  );
}
