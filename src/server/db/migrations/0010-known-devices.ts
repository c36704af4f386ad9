import { sql, type Kysely } from 'kysely';

/**
 * Devices a member has signed in from (see src/server/domain/known-devices.ts for the policy), and the restricted
 * state of a session whose sign-in from a new device still awaits its identity check.
 */
const statements: readonly string[] = [
  `create table known_devices (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    token_hash text not null unique,
    agent_hash text not null,
    created_at timestamptz not null,
    last_seen_at timestamptz not null
  )`,
  `create index known_devices_user_idx on known_devices (user_id, agent_hash)`,
  `alter table sessions add column pending_step_up_event text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

