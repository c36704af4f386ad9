import { sql, type Kysely } from 'kysely';

/**
 * A readable name for each known device ("Chrome on Windows"), taken from its user agent when it is first
 * remembered, so the security hub can list the browsers and devices a member signs in from. Devices remembered before
 * this migration have none and are listed under a generic name.
 */
const statements: readonly string[] = [`alter table known_devices add column name text`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
