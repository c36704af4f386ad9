import { sql, type Kysely } from 'kysely';

/**
 * Savings goals: a name, a target in integer cents and a target business day, kept on one savings account and seen
 * by everyone who reaches that account. Progress is not stored: it is the account's booked balance, read when shown.
 */
const statements = [
  `create table savings_goals (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    created_by uuid not null references members (id) on delete cascade,
    name text not null check (btrim(name) <> ''),
    target_cents bigint not null check (target_cents > 0),
    target_date date not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create index savings_goals_arrangement_idx on savings_goals (arrangement_id, target_date)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
