import { sql, type Kysely } from 'kysely';

/**
 * Payment orders (every transfer, ACH, loan, card and bill payment a member asks for, immediate or scheduled) and the
 * executor's exactly-once record: one execution row per order and due date, so two executors (or two server
 * processes) can never post the same occurrence twice.
 */
const statements: readonly string[] = [
  `create table payment_orders (
    id uuid primary key,
    agreement_id uuid not null references service_agreements (id),
    created_by uuid not null references members (id),
    kind text not null check (kind in ('INTERNAL_TRANSFER', 'MEMBER_TRANSFER', 'ACH_OUT', 'ACH_IN', 'LOAN_PAYMENT',
      'CARD_PAYMENT', 'CASH_ADVANCE', 'HELOC_ADVANCE', 'BILL_PAY')),
    state text not null check (state in ('SCHEDULED', 'POSTED', 'CANCELLED', 'FAILED', 'COMPLETED')),
    from_arrangement_id uuid references arrangements (id),
    from_external_account_id uuid references external_accounts (id),
    to_arrangement_id uuid references arrangements (id),
    to_external_account_id uuid references external_accounts (id),
    to_payee_id uuid references payees (id),
    amount_cents bigint not null check (amount_cents > 0),
    timing text not null check (timing in ('IMMEDIATE', 'FUTURE')),
    frequency text not null check (frequency in ('ONCE', 'WEEKLY', 'BIWEEKLY', 'MONTHLY')),
    requested_date date not null,
    next_execution_date date,
    next_nominal_date date,
    end_date date,
    memo text,
    acknowledgements jsonb not null default '[]'::jsonb,
    notes jsonb not null default '[]'::jsonb,
    confirmation_number text not null unique,
    failure_reason text,
    last_journal_id uuid references journals (id),
    posted_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    version integer not null default 1,
    constraint payment_orders_one_source check ((from_arrangement_id is null) <> (from_external_account_id is null)),
    constraint payment_orders_one_destination check (
      (case when to_arrangement_id is null then 0 else 1 end)
      + (case when to_external_account_id is null then 0 else 1 end)
      + (case when to_payee_id is null then 0 else 1 end) = 1),
    constraint payment_orders_scheduled_have_date check (state <> 'SCHEDULED' or next_execution_date is not null)
  )`,
  `create index payment_orders_agreement_idx on payment_orders (agreement_id, state)`,
  `create index payment_orders_due_idx on payment_orders (next_execution_date) where state = 'SCHEDULED'`,
  `create table payment_order_executions (
    payment_order_id uuid not null references payment_orders (id),
    due_date date not null,
    amount_cents bigint not null check (amount_cents > 0),
    journal_id uuid references journals (id),
    outcome text not null check (outcome in ('POSTED', 'FAILED')),
    failure_reason text,
    executed_at timestamptz not null,
    primary key (payment_order_id, due_date),
    constraint payment_order_executions_posted_have_journal check ((outcome = 'POSTED') = (journal_id is not null))
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
