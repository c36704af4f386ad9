import { sql, type Kysely } from 'kysely';

/**
 * Money-movement counterparties and the idempotency record every mutating payment call shares:
 * - external accounts (another institution's account a member links for ACH, verified by micro-deposits or at once);
 * - bill-pay payees;
 * - cashier's check requests (each one posted to the ledger at once against the official-checks GL account, which
 *   this migration creates so a production database has it without the demo seed);
 * - idempotency keys: one row per (user, Idempotency-Key) written in the same transaction as the work it guards, so
 *   a committed row always carries the stored answer. response_body is `json`, not `jsonb`, on purpose: json keeps
 *   the text (key order included), so a replay answers exactly the bytes of the first answer.
 * Soft deletes (deleted_at) keep the rows payment orders and journals point at.
 */
const statements: readonly string[] = [
  `create table external_accounts (
    id uuid primary key,
    agreement_id uuid not null references service_agreements (id) on delete cascade,
    created_by uuid not null references members (id) on delete cascade,
    nickname text,
    institution_name text not null,
    routing_number text not null check (routing_number ~ '^[0-9]{9}$'),
    account_number text not null check (account_number ~ '^[0-9]{4,17}$'),
    account_type text not null check (account_type in ('CHECKING', 'SAVINGS')),
    owner_name text not null,
    status text not null check (status in ('PENDING_VERIFICATION', 'VERIFIED', 'LOCKED')),
    verification_method text not null check (verification_method in ('MICRO_DEPOSITS', 'INSTANT')),
    micro_deposit_1_cents integer check (micro_deposit_1_cents between 1 and 99),
    micro_deposit_2_cents integer check (micro_deposit_2_cents between 1 and 99),
    failed_verifications integer not null default 0 check (failed_verifications >= 0),
    created_at timestamptz not null,
    deleted_at timestamptz
  )`,
  `create index external_accounts_agreement_idx on external_accounts (agreement_id, created_at) where deleted_at is null`,
  `create unique index external_accounts_linked_once on external_accounts (agreement_id, routing_number, account_number) where deleted_at is null`,
  `create table payees (
    id uuid primary key,
    agreement_id uuid not null references service_agreements (id) on delete cascade,
    name text not null,
    nickname text,
    account_number text not null,
    address_line1 text not null,
    city text not null,
    state text not null,
    zip_code text not null,
    phone text,
    created_at timestamptz not null,
    deleted_at timestamptz
  )`,
  `create index payees_agreement_idx on payees (agreement_id, created_at) where deleted_at is null`,
  `create table cashiers_check_requests (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id),
    journal_id uuid not null references journals (id),
    amount_cents bigint not null check (amount_cents > 0),
    payee_name text not null,
    memo text,
    delivery text not null,
    confirmation_number text not null unique,
    created_at timestamptz not null
  )`,
  `create index cashiers_check_requests_user_idx on cashiers_check_requests (user_id, created_at)`,
  `create table idempotency_keys (
    user_id uuid not null references members (id) on delete cascade,
    key text not null,
    request_hash text not null,
    response_status integer,
    response_body json,
    created_at timestamptz not null,
    primary key (user_id, key)
  )`,
  `insert into gl_accounts (id, name, kind) values ('GL-2110-OFFICIAL-CHECKS', 'Official checks outstanding', 'liability')
    on conflict do nothing`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
