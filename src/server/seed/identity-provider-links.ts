import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Demo mode with an identity provider configured: each demo persona's username is its subject at that provider, so
 * signing in at a development provider as "member" signs in the member persona. Runs at every demo start (the issuer
 * can change between runs); a subject already linked stays as it is.
 */
export async function linkDemoPersonasAtProvider(db: Kysely<Database>, issuer: string, now: Date): Promise<number> {
  const members = await db.selectFrom('members').innerJoin('credentials', 'credentials.user_id', 'members.id').select(['members.id', 'members.username']).execute();
  if (members.length === 0) return 0;
  const inserted = await db
    .insertInto('identity_provider_links')
    .values(members.map((member) => ({ issuer, subject: member.username, user_id: member.id, created_at: now })))
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}
