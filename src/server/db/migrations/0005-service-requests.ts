import { sql, type Kysely } from 'kysely';

/**
 * Account-services requests (add a joint owner, direct deposit, overdraft protection, change the checking account
 * type): each one a member submits, as submitted, for the credit union to work; the confirmation number is what the
 * member quotes when calling about it.
 */
const statements: readonly string[] = [
  `create table service_requests (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    kind text not null check (kind in ('add-joint-owner', 'direct-deposit', 'overdraft-protection', 'change-checking-account-type')),
    payload jsonb not null,
    status text not null check (status in ('SUBMITTED')),
    confirmation_number text not null unique,
    created_at timestamptz not null
  )`,
  `create index service_requests_user_idx on service_requests (user_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
