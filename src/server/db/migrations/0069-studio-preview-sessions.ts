import { sql, type Kysely } from 'kysely';

/**
 * A studio preview: a read-only session of a preview member, showing a draft's manifests. The draft it previews is
 * named on the session row; such a row is only ever presented in the preview's header, never as a cookie, and ends
 * with its draft.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column preview_draft_id uuid references studio_drafts (id) on delete cascade`.execute(db);
}
