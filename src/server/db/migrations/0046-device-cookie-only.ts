import { sql, type Kysely } from 'kysely';

/**
 * A device is recognised by its device cookie only: the user agent and network it first signed in from are shared by
 * everyone behind the same carrier NAT with a common browser, so that fallback is gone and its column with it.
 */
const statements: readonly string[] = [`drop index if exists known_devices_user_idx`, `alter table known_devices drop column agent_hash`, `create index known_devices_user_idx on known_devices (user_id)`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
