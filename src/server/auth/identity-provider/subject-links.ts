import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The member a provider's subject signs in as, or undefined: an unlinked subject signs nobody in. */
export async function memberOfSubject(db: Kysely<Database>, issuer: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('identity_provider_links')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links a provider's subject to a member (enrolment, the demo, tests); linking it again changes nothing. */
export async function linkSubject(db: Kysely<Database>, input: { issuer: string; subject: string; userId: string; now: Date }): Promise<void> {
  await db
    .insertInto('identity_provider_links')
    .values({ issuer: input.issuer, subject: input.subject, user_id: input.userId, created_at: input.now })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .execute();
}
