import { sql, type Kysely } from 'kysely';

/**
 * The claims center and privacy.
 *
 * disputes: one per disputed transaction (unique transaction_id: a second dispute of it is refused). member_id is the
 * membership the account belongs to (the agreement's primary user), user_id who filed it. The Regulation E dates are
 * fixed when it is filed (config/disputes.json). provisional_journal_id is the ledger journal of the provisional
 * credit, final_journal_id the journal that made it final, reversed it, or credited at resolution.
 * dispute_events: the timeline the member follows; every kind but DOCUMENT_ADDED happens at most once per dispute
 * (a unique index: the deadline rule and the demo endpoint can race and still post one credit).
 * privacy_preferences: the signed-in user's own opt-outs. privacy_requests: deletion and correction requests (and
 * each download of their data), with the receipt number the member was shown.
 */
const statements: readonly string[] = [
  `create table disputes (
    id uuid primary key,
    case_number text not null unique,
    member_id uuid not null references members (id),
    user_id uuid not null references members (id),
    transaction_id uuid not null unique references transactions (id),
    arrangement_id uuid not null references arrangements (id),
    reason_id text not null check (reason_id ~ '^[a-z][a-z0-9-]{0,39}$'),
    details text check (details is null or length(details) between 1 and 2000),
    amount_cents bigint not null check (amount_cents > 0),
    status text not null check (status in ('FILED', 'UNDER_REVIEW', 'RESOLVED')),
    outcome text check (outcome in ('IN_MEMBER_FAVOR', 'DENIED')),
    filed_on date not null,
    provisional_credit_due date not null,
    resolution_due date not null,
    provisional_journal_id uuid references journals (id),
    final_journal_id uuid references journals (id),
    filed_at timestamptz not null,
    updated_at timestamptz not null,
    constraint disputes_outcome_when_resolved check ((status = 'RESOLVED') = (outcome is not null))
  )`,
  `create index disputes_member_idx on disputes (member_id, filed_at desc)`,
  `create index disputes_open_due_idx on disputes (provisional_credit_due) where status <> 'RESOLVED' and provisional_journal_id is null`,
  `create table dispute_events (
    id uuid primary key,
    seq bigint generated always as identity,
    dispute_id uuid not null references disputes (id),
    kind text not null check (kind in ('FILED', 'UNDER_REVIEW', 'PROVISIONAL_CREDIT', 'DOCUMENT_ADDED', 'RESOLVED_FAVOR', 'RESOLVED_DENIED', 'CREDIT_FINAL', 'CREDIT_REVERSED')),
    detail text,
    journal_id uuid references journals (id),
    occurred_at timestamptz not null
  )`,
  `create index dispute_events_dispute_idx on dispute_events (dispute_id, occurred_at, seq)`,
  `create unique index dispute_events_once on dispute_events (dispute_id, kind) where kind <> 'DOCUMENT_ADDED'`,
  `insert into gl_accounts (id, name, kind) values ('GL-1250-DISPUTES-RECEIVABLE', 'Disputes receivable (provisional credits)', 'asset')
    on conflict do nothing`,
  `create table privacy_preferences (
    user_id uuid primary key references members (id),
    marketing_opt_out boolean not null,
    affiliate_sharing_opt_out boolean not null,
    updated_at timestamptz not null
  )`,
  `create table privacy_requests (
    id uuid primary key,
    user_id uuid not null references members (id),
    kind text not null check (kind in ('DELETION', 'CORRECTION', 'DOWNLOAD')),
    details text check (details is null or length(details) between 1 and 2000),
    status text not null check (status in ('RECEIVED', 'COMPLETED')),
    receipt_number text not null unique,
    respond_by date not null,
    created_at timestamptz not null
  )`,
  `create index privacy_requests_user_idx on privacy_requests (user_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
