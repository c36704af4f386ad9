import { sql, type Kysely } from 'kysely';

/**
 * Trusted users: the invitations a master holder sends (a one-time link, stored only as the sha256 of its
 * token, with an expiry and single use), the attempts made at the public acceptance endpoints (rate limit, counted
 * in the database so every server process sees the same numbers), and an EMAIL channel for the demo outbox (the
 * invitation is an e-mail). The access itself lives in the tables of 0001/0002 (service_agreements,
 * agreement_users, function_groups, user_function_groups), which the server already enforces.
 */
const statements: readonly string[] = [
  `create table trusted_user_invitations (
    id uuid primary key,
    agreement_id uuid not null references service_agreements (id) on delete cascade,
    invited_by uuid not null references members (id) on delete cascade,
    name text not null check (name <> ''),
    email text not null check (email <> ''),
    user_type text not null check (user_type in ('Trusted Member', 'Trusted Entity')),
    access_level text not null check (access_level in ('NO_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'FULL_ACCESS')),
    features jsonb not null,
    token_hash text not null unique,
    status text not null check (status in ('PENDING', 'ACCEPTED', 'CANCELLED')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_by uuid references members (id) on delete set null,
    trusted_agreement_id uuid references service_agreements (id) on delete set null
  )`,
  `create index trusted_user_invitations_agreement_idx on trusted_user_invitations (agreement_id, status)`,
  `create table trusted_user_acceptance_attempts (
    id bigint generated always as identity primary key,
    ip text not null,
    succeeded boolean not null,
    attempted_at timestamptz not null
  )`,
  `create index trusted_user_acceptance_attempts_ip_idx on trusted_user_acceptance_attempts (ip, attempted_at)`,
  // Adds EMAIL to whatever channels the outbox allows by now (another migration may have widened it already).
  `do $$
  declare definition text;
  begin
    select pg_get_constraintdef(oid) into definition from pg_constraint where conname = 'outbox_messages_channel_check';
    if definition is not null and position('''EMAIL''' in definition) = 0 then
      alter table outbox_messages drop constraint outbox_messages_channel_check;
      execute 'alter table outbox_messages add constraint outbox_messages_channel_check '
        || replace(definition, 'ARRAY[', 'ARRAY[''EMAIL''::text, ');
    end if;
  end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
