import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The keys several server processes on one database must share; each is named by its row in server_keys. */
export const SHARED_KEY_NAMES = { partnerSsoSigning: 'partner-sso-signing', ldSecureMode: 'ld-secure-mode' } as const;
export type SharedKeyName = (typeof SHARED_KEY_NAMES)[keyof typeof SHARED_KEY_NAMES];

/**
 * The database's key of that name, made (32 random bytes, hex) by whichever process asks first. Insert-if-absent then
 * read: processes starting together on one database all end up with the row that won.
 */
export async function sharedServerKey(db: Kysely<Database>, name: SharedKeyName): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** Both shared keys, each from `given` when the environment set it, else from the database. */
export async function sharedServerKeys(
  db: Kysely<Database>,
  given: { partnerSsoSigningKey: string | null; ldSecureModeKey: string | null } = { partnerSsoSigningKey: null, ldSecureModeKey: null },
): Promise<{ partnerSsoSigningKey: string; ldSecureModeKey: string }> {
  return {
    partnerSsoSigningKey: given.partnerSsoSigningKey ?? (await sharedServerKey(db, SHARED_KEY_NAMES.partnerSsoSigning)),
    ldSecureModeKey: given.ldSecureModeKey ?? (await sharedServerKey(db, SHARED_KEY_NAMES.ldSecureMode)),
  };
}
