import { sql, type Kysely } from 'kysely';

/**
 * Each provider link gets an id of its own, so that staff can name one link to remove (the service desk's provider
 * sign-in tool) without sending the subject in a URL. Links made before this migration get theirs here; new links
 * get theirs from the database's default.
 */
const statements = [
  `alter table identity_provider_links add column id uuid not null default gen_random_uuid()`,
  `create unique index identity_provider_links_id_idx on identity_provider_links (id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
