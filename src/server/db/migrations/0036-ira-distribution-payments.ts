import { sql, type Kysely } from 'kysely';

/**
 * IRA distributions paid. A request (0027) now pays on `pays_on` (config/ira.json's business
 * days after the request) through the executor, or is rejected then, or is cancelled by the member before: its status
 * says which. `withholding_cents` is fixed when the request is made, so what the member was shown is what is paid.
 * ira_distribution_payments: one row per request the executor decided, claimed before anything posts; its primary key
 * is the exactly-once guarantee (a second tick or a crash-retry finds it taken). Withholding is credited to a
 * federal-withholding-payable general-ledger account, created here for databases seeded before it existed.
 */
const statements: readonly string[] = [
  `alter table ira_distribution_requests drop constraint ira_distribution_requests_status_check`,
  `alter table ira_distribution_requests
    add column pays_on date,
    add column withholding_cents bigint,
    add column paid_on date,
    add column journal_id uuid unique references journals (id),
    add column rejection_reason text,
    add column decided_at timestamptz,
    add column cancelled_by uuid references members (id)`,
  // Requests made before this migration pay on the next calendar day (the executor takes any day on or before today).
  `update ira_distribution_requests
      set pays_on = (created_at at time zone 'America/New_York')::date + 1,
          withholding_cents = round(amount_cents * federal_withholding_percent / 100.0)`,
  `alter table ira_distribution_requests alter column pays_on set not null, alter column withholding_cents set not null`,
  `alter table ira_distribution_requests
    add constraint ira_distribution_requests_status_check check (status in ('SUBMITTED', 'PAID', 'REJECTED', 'CANCELLED')),
    add constraint ira_distribution_requests_withholding_check check (withholding_cents between 0 and amount_cents),
    add constraint ira_distribution_requests_paid_check check ((status = 'PAID') = (paid_on is not null and journal_id is not null)),
    add constraint ira_distribution_requests_rejected_check check ((status = 'REJECTED') = (rejection_reason is not null))`,
  `create index ira_distribution_requests_due_idx on ira_distribution_requests (pays_on, created_at) where status = 'SUBMITTED'`,
  `create table ira_distribution_payments (
    request_id uuid primary key references ira_distribution_requests (id),
    outcome text not null check (outcome in ('PAID', 'REJECTED')),
    journal_id uuid references journals (id),
    executed_at timestamptz not null
  )`,
  `insert into gl_accounts (id, name, kind) values ('GL-2120-FEDERAL-WITHHOLDING', 'Federal income tax withheld, payable to the IRS', 'liability')
    on conflict (id) do nothing`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
