import { sql, type Kysely } from 'kysely';

/**
 * The message center: every message of a member's message center, what the member wrote and what the
 * credit union sent, in threads (thread_id: the first message's id); a message may be about one of the member's
 * items (reference_*: kind and id, structured so staff can open it, and the label computed when it was sent).
 * owner_id is the membership's member (the agreement's primary user), author_id who wrote it (null: the credit
 * union). A delete is soft (deleted_at). Attachments keep their bytes and SHA-256 in the database; an upload is
 * unattached (message_id null) until a message is sent with it.
 */
const statements: readonly string[] = [
  `create table messages (
    id uuid primary key,
    owner_id uuid not null references members (id),
    author_id uuid references members (id),
    thread_id uuid not null,
    message_type text not null check (message_type in ('Email', 'Emessage', 'Letter', 'Push', 'Text/SMS', 'Marketing', 'Broadcast')),
    status text not null check (status in ('Read', 'Unread', 'Sent', 'Broadcast')),
    direction text not null check (direction in ('inbound', 'outbound')),
    confirmation_number text not null unique,
    topic_id text not null,
    subject text not null,
    body text not null,
    sent_at timestamptz not null,
    reference_kind text check (reference_kind in ('account', 'transaction', 'paymentOrder', 'card')),
    reference_id uuid,
    reference_label text,
    deleted_at timestamptz,
    constraint messages_reference_whole check ((reference_kind is null) = (reference_id is null) and (reference_kind is null) = (reference_label is null)),
    constraint messages_outbound_sent check ((direction = 'outbound') = (status = 'Sent'))
  )`,
  `create index messages_owner_idx on messages (owner_id, sent_at desc) where deleted_at is null`,
  `create index messages_thread_idx on messages (thread_id, sent_at)`,
  `create table message_attachments (
    id uuid primary key,
    owner_id uuid not null references members (id),
    uploaded_by uuid references members (id),
    message_id uuid references messages (id),
    file_name text not null,
    content_type text not null,
    size_bytes integer not null check (size_bytes > 0),
    sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
    content bytea not null,
    created_at timestamptz not null
  )`,
  `create index message_attachments_message_idx on message_attachments (message_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
