import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the upload limits: a membership's message attachments by upload time (its bytes in the allowance
 * window, summed before every upload), and the attachments never sent, by upload time (the background job deletes
 * the ones past config/messages.json attachments.unsentExpiryHours).
 */
const statements: readonly string[] = [
  `create index message_attachments_owner_created_idx on message_attachments (owner_id, created_at)`,
  `create index message_attachments_unsent_idx on message_attachments (created_at) where message_id is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
