import { sql, type Kysely } from 'kysely';

/**
 * Money insights (/my-makingcents and /personal-finance): a monthly spending limit per (user, master
 * agreement, category). Budgets are the signed-in user's own planning over the accounts of the agreement they act
 * under; the category is one a transaction can take (a leaf of the catalogue of migration 0003). Spending against a
 * budget is never stored: it is read from the ledger's booked transactions each time.
 */
const statements: readonly string[] = [
  `create table budgets (
    user_id uuid not null references members (id) on delete cascade,
    agreement_id uuid not null references service_agreements (id) on delete cascade,
    category_id integer not null references transaction_categories (id),
    monthly_limit_cents integer not null check (monthly_limit_cents > 0),
    created_at timestamptz not null,
    updated_at timestamptz not null,
    primary key (user_id, agreement_id, category_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
