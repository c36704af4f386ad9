import { sql, type Kysely } from 'kysely';

/**
 * Consumer lending. loan_applications: what a member applied for (product of config/lending.json, amount in
 * cents — a card's requested limit —, term, the answers as given), where it stands, the decision's reason and the
 * offer; arrangement_id once an approved offer is accepted and funded. The idempotency key is unique per user, so a
 * resubmitted form never files twice. loan_application_events: each status and when. loan_payment_schedules: the
 * amortisation of a funded loan, one row per installment, due on business days.
 */
const statements: readonly string[] = [
  `create table loan_applications (
    id uuid primary key,
    user_id uuid not null references members (id),
    agreement_id uuid not null references service_agreements (id),
    product_id text not null check (product_id ~ '^[a-z][a-z0-9-]{0,39}$'),
    product_kind text not null check (product_kind in ('loan', 'creditCard')),
    amount_cents bigint not null check (amount_cents > 0),
    term_months integer check (term_months is null or term_months > 0),
    answers jsonb not null,
    status text not null check (status in ('SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DECLINED', 'FUNDED')),
    decision_reason text,
    rate_offered_bps integer check (rate_offered_bps is null or rate_offered_bps >= 0),
    monthly_payment_cents bigint check (monthly_payment_cents is null or monthly_payment_cents >= 0),
    arrangement_id uuid references arrangements (id),
    idempotency_key text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (user_id, idempotency_key),
    check ((status = 'FUNDED') = (arrangement_id is not null))
  )`,
  `create index loan_applications_agreement_idx on loan_applications (agreement_id, created_at desc)`,
  `create table loan_application_events (
    application_id uuid not null references loan_applications (id) on delete cascade,
    seq integer not null,
    status text not null check (status in ('SUBMITTED', 'IN_REVIEW', 'APPROVED', 'DECLINED', 'FUNDED')),
    reason text,
    actor_user_id uuid references members (id),
    at timestamptz not null,
    primary key (application_id, seq)
  )`,
  `create table loan_payment_schedules (
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    installment integer not null check (installment > 0),
    due_date date not null,
    payment_cents bigint not null check (payment_cents > 0),
    principal_cents bigint not null check (principal_cents >= 0),
    interest_cents bigint not null check (interest_cents >= 0),
    balance_after_cents bigint not null check (balance_after_cents >= 0),
    check (payment_cents = principal_cents + interest_cents),
    primary key (arrangement_id, installment)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
