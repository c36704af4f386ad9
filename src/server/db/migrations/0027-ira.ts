import { sql, type Kysely } from 'kysely';

/**
 * IRAs. ira_contributions: the tax year a contribution made through the IRA page is for (a payment order
 * into an IRA; the order itself and its posting are the payment-order tables'); an order without a row counts for
 * the year it posts in. A contribution for the prior tax year is allowed until config/ira.json's deadline.
 * ira_distribution_requests: what a member asked to be paid out of an IRA, for the credit union to process; the date
 * of birth that decides the catch-up and the distribution type is member_identity_facts.birth_date (0020).
 */
const statements: readonly string[] = [
  `create table ira_contributions (
    payment_order_id uuid primary key references payment_orders (id),
    arrangement_id uuid not null references arrangements (id),
    tax_year integer not null check (tax_year between 1900 and 9999),
    created_at timestamptz not null
  )`,
  `create index ira_contributions_year_idx on ira_contributions (arrangement_id, tax_year)`,
  `create table ira_distribution_requests (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id),
    requested_by uuid not null references members (id),
    amount_cents bigint not null check (amount_cents > 0),
    distribution_type text not null check (distribution_type in ('NORMAL', 'EARLY', 'REQUIRED_MINIMUM')),
    federal_withholding_percent integer not null check (federal_withholding_percent between 0 and 100),
    destination_arrangement_id uuid not null references arrangements (id),
    status text not null check (status in ('SUBMITTED')),
    confirmation_number text not null unique,
    created_at timestamptz not null
  )`,
  `create index ira_distribution_requests_arrangement_idx on ira_distribution_requests (arrangement_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
