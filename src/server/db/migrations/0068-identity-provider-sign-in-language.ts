import { sql, type Kysely } from 'kysely';

/**
 * The language chosen on the sign-in page before leaving for the identity provider, kept with the attempt so the
 * callback stores it as the user's, as a password or passkey sign-in does. Null when the page sent none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_provider_sign_ins add column language text`.execute(db);
}
