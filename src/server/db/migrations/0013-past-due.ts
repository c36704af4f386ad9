import { sql, type Kysely } from 'kysely';

/**
 * What the core reports about a loan or credit account behind on its payments: the amount past due and the due date
 * that was missed. A row exists only while the account is past due.
 */
const statements: readonly string[] = [
  `create table arrangement_past_due (
    arrangement_id uuid primary key references arrangements (id) on delete cascade,
    amount_cents bigint not null check (amount_cents > 0),
    due_date date not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
