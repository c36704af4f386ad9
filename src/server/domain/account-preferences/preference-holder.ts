import type { Kysely } from 'kysely';
import type { Database, Session } from '../../db/schema';

/**
 * Whose Edit Accounts choices a session sees: the signed-in user's own (a trusted user arranges the member's accounts
 * for themself, without changing the member's view); for staff, the member they serve (the agreement's primary user),
 * so they see the summary as the member does. One query, as the product summary runs on every page load.
 */
export async function preferenceHolderOf(db: Kysely<Database>, session: Pick<Session, 'user_id' | 'service_agreement_id'>): Promise<string> {
  const agreementId = session.service_agreement_id;
  if (agreementId === null) return session.user_id;
  const row = await db
    .selectFrom('members as m')
    .innerJoin('service_agreements as a', (join) => join.on('a.id', '=', agreementId))
    .select(['m.employee_guid', 'a.primary_user_id'])
    .where('m.id', '=', session.user_id)
    .executeTakeFirst();
  const staff = row !== undefined && row.employee_guid !== null && row.employee_guid !== '';
  return staff ? row.primary_user_id : session.user_id;
}
