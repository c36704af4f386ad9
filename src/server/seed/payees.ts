import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PayeesTable } from '../db/schema';
import { masterAgreementOf } from './external-accounts';

const DAY_MS = 86_400_000;

/** The demo member's two bill-pay payees (fixed content, so every seed is the same). Skipped when the agreement has payees. */
export async function seedDemoPayees(db: Kysely<Database>, now: Date): Promise<void> {
  const agreementId = await masterAgreementOf(db, 'member');
  if (!agreementId) return;
  if (await db.selectFrom('payees').select('id').where('agreement_id', '=', agreementId).limit(1).executeTakeFirst()) return;
  const payee = (fields: Omit<Insertable<PayeesTable>, 'id' | 'agreement_id' | 'created_at' | 'deleted_at'>, daysAgo: number): Insertable<PayeesTable> => ({
    id: randomUUID(),
    agreement_id: agreementId,
    ...fields,
    created_at: new Date(now.getTime() - daysAgo * DAY_MS),
    deleted_at: null,
  });
  await db
    .insertInto('payees')
    .values([
      payee({ name: 'City Power & Light', nickname: 'Electric', account_number: '8800123456', address_line1: '200 Energy Way', city: 'Springfield', state: 'IL', zip_code: '62701', phone: '2175550100' }, 120),
      payee({ name: 'Metro Water Utility', nickname: null, account_number: 'MW-448812', address_line1: '15 Reservoir Road', city: 'Springfield', state: 'IL', zip_code: '62702', phone: null }, 90),
    ])
    .execute();
}
