import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn credentials) a member signs in with, and the challenges of their ceremonies. A challenge is
 * single use (used_at) and short-lived (expires_at); one for registration or a step-up is bound to the session that
 * asked for it, one for a passwordless sign-in to no session (there is none yet).
 */
const statements: readonly string[] = [
  `create table passkeys (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    credential_id text not null unique,
    public_key bytea not null,
    counter bigint not null default 0,
    transports text not null default '',
    label text not null,
    created_at timestamptz not null,
    last_used_at timestamptz
  )`,
  `create index passkeys_user_idx on passkeys (user_id)`,
  `create table passkey_challenges (
    challenge text primary key,
    purpose text not null check (purpose in ('register', 'sign-in', 'step-up')),
    session_id text,
    user_id uuid references members (id) on delete cascade,
    step_up_challenge_id uuid,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index passkey_challenges_expiry_idx on passkey_challenges (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
