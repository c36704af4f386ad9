import { sql, type Kysely } from 'kysely';

/**
 * Keys every server process on one database must agree on (the partner hand-off signing key, the LaunchDarkly
 * secure-mode key). Production sets them in the environment; a demo without them gets one here, written once by the
 * first process that asks (insert-if-absent, so processes starting together all read the same row).
 */
const statements = [
  `create table server_keys (
    name text primary key check (btrim(name) <> ''),
    value text not null check (length(value) >= 32),
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
