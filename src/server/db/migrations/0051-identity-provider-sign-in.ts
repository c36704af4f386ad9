import { sql, type Kysely } from 'kysely';

/**
 * Sign-in through the credit union's OpenID Connect provider.
 *
 * - `identity_provider_links`: which member a provider's subject is; a subject with no row signs nobody in.
 * - `identity_provider_sign_ins`: a started sign-in waiting for the provider's answer (its state, nonce and PKCE
 *   verifier), keyed by the hash of a random value only the starting browser holds; used once, then deleted.
 * - `identity_provider_sessions`: what a session signed in through the provider keeps of it: the ID token (the hint of
 *   the sign-out at the provider) and the refresh token, sealed (AES-256-GCM), never sent to the browser. It ends with
 *   its session.
 */
const statements: readonly string[] = [
  `create table identity_provider_links (
    issuer text not null,
    subject text not null,
    user_id uuid not null references members (id) on delete cascade,
    created_at timestamptz not null,
    primary key (issuer, subject)
  )`,
  `create index identity_provider_links_user_idx on identity_provider_links (user_id)`,
  `create table identity_provider_sign_ins (
    id text primary key,
    state text not null,
    nonce text not null,
    code_verifier text not null,
    return_to text,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  `create index identity_provider_sign_ins_expires_idx on identity_provider_sign_ins (expires_at)`,
  `create table identity_provider_sessions (
    session_id text primary key references sessions (id) on delete cascade,
    issuer text not null,
    subject text not null,
    id_token text not null,
    refresh_token_sealed text,
    access_expires_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
