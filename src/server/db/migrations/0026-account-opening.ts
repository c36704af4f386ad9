import { sql, type Kysely } from 'kysely';

/**
 * Open a New Account and Certificates.
 *
 * account_openings: one row per account a member opened online: the product, the disclosure versions accepted and
 * when, the payment order that funded it and the new arrangement. The Idempotency-Key is unique per user, so a
 * retried opening can never create a second account even outside the idempotency table.
 * certificate_terms: a certificate (a savings arrangement) with its current term, rate, maturity date (a business
 * day) and the member's renewal choice. certificate_maturities: one row per certificate per maturity date, written in
 * the same transaction as the maturity's postings: its primary key is what makes a maturity happen exactly once.
 */
const statements: readonly string[] = [
  `create table account_openings (
    id uuid primary key,
    user_id uuid not null references members (id),
    agreement_id uuid not null references service_agreements (id),
    product_id text not null,
    term_months integer check (term_months is null or term_months > 0),
    disclosures jsonb not null,
    accepted_at timestamptz not null,
    amount_cents bigint not null check (amount_cents > 0),
    funding_arrangement_id uuid not null references arrangements (id),
    payment_order_id uuid not null references payment_orders (id),
    arrangement_id uuid not null unique references arrangements (id),
    idempotency_key text not null,
    created_at timestamptz not null,
    unique (user_id, idempotency_key)
  )`,
  `create index account_openings_agreement_idx on account_openings (agreement_id, created_at desc)`,
  `create table certificate_terms (
    arrangement_id uuid primary key references arrangements (id),
    product_id text not null,
    term_months integer not null check (term_months > 0),
    rate_bps integer not null check (rate_bps >= 0),
    apy_bps integer not null check (apy_bps >= 0),
    opened_on date not null,
    maturity_date date not null check (maturity_date > opened_on),
    renewal_choice text not null default 'RENEW' check (renewal_choice in ('RENEW', 'TRANSFER_TO_SAVINGS')),
    transfer_arrangement_id uuid references arrangements (id),
    last_matured_on date,
    state text not null default 'ACTIVE' check (state in ('ACTIVE', 'PAID_OUT')),
    updated_at timestamptz not null,
    check (renewal_choice = 'RENEW' or transfer_arrangement_id is not null),
    check (transfer_arrangement_id is null or transfer_arrangement_id <> arrangement_id)
  )`,
  `create index certificate_terms_due_idx on certificate_terms (state, maturity_date)`,
  `create table certificate_maturities (
    arrangement_id uuid not null references certificate_terms (arrangement_id),
    matured_on date not null,
    outcome text not null check (outcome in ('RENEWED', 'TRANSFERRED')),
    interest_cents bigint not null check (interest_cents >= 0),
    interest_journal_id uuid references journals (id),
    transfer_cents bigint not null check (transfer_cents >= 0),
    transfer_journal_id uuid references journals (id),
    transfer_arrangement_id uuid references arrangements (id),
    next_maturity_date date,
    next_rate_bps integer,
    executed_at timestamptz not null,
    primary key (arrangement_id, matured_on)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
