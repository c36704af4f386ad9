import { sql, type Kysely } from 'kysely';

/**
 * Chat and analytics. A member's conversation with the credit union (one open at a time; staff close it
 * and answer in it once the staff channel exists), its messages in order (seq: timestamps can tie), and the
 * chat sessions a redeemed sign-on opens: only the hash of a chat token is stored, bound to the member who redeemed
 * it. analytics_events is the app's own analytics sink: tags and custom events the browser raised, by member (or
 * anonymous), never sent anywhere else.
 */
const statements: readonly string[] = [
  `create table chat_conversations (
    id uuid primary key,
    user_id uuid not null references members (id),
    status text not null check (status in ('OPEN', 'CLOSED')),
    started_at timestamptz not null,
    last_message_at timestamptz not null,
    closed_at timestamptz,
    constraint chat_conversations_closed check ((status = 'CLOSED') = (closed_at is not null))
  )`,
  `create unique index chat_conversations_one_open_idx on chat_conversations (user_id) where status = 'OPEN'`,
  `create index chat_conversations_user_idx on chat_conversations (user_id, last_message_at desc)`,
  `create table chat_messages (
    id uuid primary key,
    seq bigint generated always as identity,
    conversation_id uuid not null references chat_conversations (id) on delete cascade,
    author_kind text not null check (author_kind in ('MEMBER', 'STAFF')),
    author_id uuid not null references members (id),
    body text not null check (length(body) > 0),
    sent_at timestamptz not null
  )`,
  `create index chat_messages_conversation_idx on chat_messages (conversation_id, seq)`,
  `create table chat_sessions (
    id uuid primary key,
    token_hash text not null unique,
    user_id uuid not null references members (id),
    channel_platform text not null,
    channel_id text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null
  )`,
  `create index chat_sessions_user_idx on chat_sessions (user_id, expires_at)`,
  `create table analytics_events (
    id uuid primary key,
    user_id uuid references members (id),
    kind text not null check (kind in ('TAG', 'CUSTOM')),
    name text not null,
    data jsonb not null default '{}'::jsonb,
    page text,
    occurred_at timestamptz,
    received_at timestamptz not null
  )`,
  `create index analytics_events_received_idx on analytics_events (received_at)`,
  `create index analytics_events_user_idx on analytics_events (user_id, received_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
