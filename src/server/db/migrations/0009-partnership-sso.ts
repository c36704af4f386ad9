import { sql, type Kysely } from 'kysely';

/**
 * Partnership single sign-on hand-offs: each minted token, stored only as its SHA-256 hash, bound to the member, the
 * session's agreement and the target (with its filled path parameters), redeemable once before it expires.
 */
const statements: readonly string[] = [
  `create table partnership_sso_tokens (
    id uuid primary key,
    token_hash text not null unique,
    user_id uuid not null references members (id) on delete cascade,
    target text not null,
    params jsonb not null,
    expires_at timestamptz not null,
    redeemed_at timestamptz,
    created_at timestamptz not null
  )`,
  `create index partnership_sso_tokens_expiry_idx on partnership_sso_tokens (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists partnership_sso_tokens`.execute(db);
}
