import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openIdentityFacts } from '../../identity/identity-facts-seal';

/**
 * The date of birth (yyyy-mm-dd) of the member an agreement's accounts belong to (member_identity_facts, sealed at
 * rest): it decides an IRA's catch-up and which distributions its owner may take. Undefined when none is on file.
 */
export async function ownerBirthDate(db: Kysely<Database>, agreementId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('service_agreements')
    .innerJoin('member_identity_facts', 'member_identity_facts.user_id', 'service_agreements.primary_user_id')
    .select(['member_identity_facts.user_id', 'member_identity_facts.key_id', 'member_identity_facts.wrapped_key', 'member_identity_facts.sealed_facts'])
    .where('service_agreements.id', '=', agreementId)
    .executeTakeFirst();
  return row ? openIdentityFacts(row.user_id, row).birthDate : undefined;
}
