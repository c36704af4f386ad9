import { sql, type Kysely } from 'kysely';

/**
 * Closing a certificate before maturity.
 *
 * certificate_terms.state gains CLOSED (closed early by the member; PAID_OUT stays "paid out at maturity").
 * certificate_early_closures: one row per certificate closed early, written in the same transaction as the closing
 * journal: its primary key is what makes a certificate close at most once, whatever the Idempotency-Key.
 * GL-4400-EARLY-WITHDRAWAL-PENALTY: the income account the penalty is booked to (also in seed/gl-accounts.ts).
 */
const statements: readonly string[] = [
  `alter table certificate_terms drop constraint certificate_terms_state_check`,
  `alter table certificate_terms add constraint certificate_terms_state_check check (state in ('ACTIVE', 'PAID_OUT', 'CLOSED'))`,
  `create table certificate_early_closures (
    arrangement_id uuid primary key references certificate_terms (arrangement_id),
    closed_on date not null,
    user_id uuid not null references members (id),
    principal_cents bigint not null check (principal_cents >= 0),
    accrued_dividend_cents bigint not null check (accrued_dividend_cents >= 0),
    penalty_days integer not null check (penalty_days >= 0),
    penalty_cents bigint not null check (penalty_cents >= 0),
    net_cents bigint not null check (net_cents >= 0),
    destination_arrangement_id uuid not null references arrangements (id),
    journal_id uuid references journals (id),
    created_at timestamptz not null,
    check (principal_cents + accrued_dividend_cents = net_cents + penalty_cents)
  )`,
  `insert into gl_accounts (id, name, kind) values ('GL-4400-EARLY-WITHDRAWAL-PENALTY', 'Early withdrawal penalty income (certificates)', 'income')
    on conflict (id) do nothing`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
