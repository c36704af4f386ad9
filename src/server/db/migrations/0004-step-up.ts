import { sql, type Kysely } from 'kysely';

/**
 * Step-up (high-risk challenge): challenges bound to one session, one action and one payload fingerprint; the codes
 * and push requests sent for them (codes stored hashed); failed attempts per member and action (a new challenge does
 * not reset them); push devices; the demo outbox; and the previous sign-in time the security hub shows.
 */
const statements: readonly string[] = [
  `create table push_devices (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    device_name text not null,
    push_device text not null,
    push_token text not null,
    registered_at timestamptz not null,
    last_login_at timestamptz
  )`,
  `create index push_devices_user_idx on push_devices (user_id)`,
  `create table step_up_challenges (
    id uuid primary key,
    session_id text not null references sessions (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    event text not null,
    fingerprint text not null,
    state text not null check (state in ('PENDING', 'VERIFIED', 'CONSUMED')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    verified_at timestamptz,
    last_sent_at timestamptz
  )`,
  `create index step_up_challenges_session_idx on step_up_challenges (session_id, event, fingerprint)`,
  `create table step_up_deliveries (
    id uuid primary key,
    challenge_id uuid not null references step_up_challenges (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    kind text not null check (kind in ('OTP', 'PUSH')),
    code_hash text,
    push_device_id uuid references push_devices (id) on delete cascade,
    push_status text check (push_status in ('IN_PROGRESS', 'APPROVED', 'DENIED')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    constraint step_up_deliveries_kind check ((kind = 'OTP') = (code_hash is not null) and (kind = 'PUSH') = (push_status is not null))
  )`,
  `create index step_up_deliveries_challenge_idx on step_up_deliveries (challenge_id)`,
  `create index step_up_deliveries_user_idx on step_up_deliveries (user_id, kind)`,
  `create table step_up_failures (
    id bigint generated always as identity primary key,
    user_id uuid not null references members (id) on delete cascade,
    event text not null,
    failed_at timestamptz not null
  )`,
  `create index step_up_failures_user_idx on step_up_failures (user_id, event, failed_at)`,
  `create table outbox_messages (
    id uuid primary key,
    seq bigint generated always as identity,
    user_id uuid not null references members (id) on delete cascade,
    channel text not null check (channel in ('SMS', 'PUSH')),
    recipient text not null,
    body text not null,
    transaction_id uuid,
    created_at timestamptz not null
  )`,
  `create index outbox_messages_user_idx on outbox_messages (user_id, seq)`,
  `alter table members add column last_sign_in_at timestamptz`,
  `alter table members add column previous_sign_in_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
