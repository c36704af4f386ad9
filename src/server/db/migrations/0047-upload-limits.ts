import { sql, type Kysely } from 'kysely';

/**
 * Member uploads stored in pieces and the indexes of the upload limits. upload_pieces holds a stored upload's bytes
 * (a message attachment's or a portal document's, by its id) a piece per row, written and read one piece per
 * statement, so no statement carries a whole file (on the embedded database a multi-megabyte value holds the server's
 * one thread for seconds); such an upload's own content column is left empty. Then a membership's message
 * attachments by upload time (its bytes in the allowance window, summed before every upload), and the attachments
 * never sent, by upload time (the background job deletes the ones past config/messages.json
 * attachments.unsentExpiryHours).
 */
const statements: readonly string[] = [
  `create table upload_pieces (
    upload_id uuid not null,
    seq integer not null check (seq >= 0),
    bytes bytea not null,
    primary key (upload_id, seq)
  )`,
  `create index message_attachments_owner_created_idx on message_attachments (owner_id, created_at)`,
  `create index message_attachments_unsent_idx on message_attachments (created_at) where message_id is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
