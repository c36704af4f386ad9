import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { openIdentityFacts, sealIdentityFacts, type IdentityFacts } from '../../src/server/identity/identity-facts-seal';

/** Changes a member's identity facts the way the server stores them (sealed): the facts not given stay as they were. */
export async function changeIdentityFacts(db: Kysely<Database>, userId: string, change: Partial<IdentityFacts>): Promise<void> {
  const row = await db.selectFrom('member_identity_facts').select(['key_id', 'wrapped_key', 'sealed_facts']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const facts = { ...openIdentityFacts(userId, row), ...change };
  await db.updateTable('member_identity_facts').set(sealIdentityFacts(userId, facts)).where('user_id', '=', userId).execute();
}
