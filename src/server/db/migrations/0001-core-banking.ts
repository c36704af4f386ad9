import { sql, type Kysely } from 'kysely';

/**
 * Members, credentials, sessions, sign-in throttling, service agreements, accounts, the double-entry ledger and the
 * member-facing transaction list. Plain SQL that runs unchanged on PGlite and PostgreSQL.
 *
 * Ledger sign convention (the credit union's books): a positive amount is a debit, a negative one a credit. So a
 * deposit account's balance is minus the sum of its entries and a loan or card balance (owed) is the sum.
 */
const tables: readonly string[] = [
  `create table members (
    id uuid primary key,
    external_id text not null unique,
    username text not null unique,
    membership_type text not null,
    full_name text not null,
    given_name text not null,
    family_name text not null,
    member_since date not null,
    is_minor boolean not null default false,
    employee_guid text,
    created_at timestamptz not null default now(),
    constraint members_username_lowercase check (username = lower(username))
  )`,
  `create table credentials (
    user_id uuid primary key references members (id) on delete cascade,
    password_hash text not null,
    updated_at timestamptz not null default now()
  )`,
  `create table service_agreements (
    id uuid primary key,
    name text not null,
    description text not null,
    is_master boolean not null,
    external_id text not null unique,
    trusted_external_id text,
    primary_user_id uuid not null references members (id)
  )`,
  `create table agreement_users (
    agreement_id uuid not null references service_agreements (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    access_level text not null check (access_level in ('NO_ACCESS', 'VIEW_ONLY', 'MOVE_MONEY', 'FULL_ACCESS')),
    user_type text not null check (user_type in ('Master', 'Business', 'Trusted Member', 'Trusted Entity')),
    is_default boolean not null default false,
    primary key (agreement_id, user_id)
  )`,
  `create index agreement_users_user_idx on agreement_users (user_id)`,
  `create table sessions (
    id text primary key,
    user_id uuid not null references members (id) on delete cascade,
    service_agreement_id uuid references service_agreements (id) on delete set null,
    created_at timestamptz not null,
    last_seen_at timestamptz not null,
    expires_at timestamptz not null,
    absolute_expires_at timestamptz not null
  )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create index sessions_expires_idx on sessions (expires_at)`,
  `create table login_attempts (
    id bigint generated always as identity primary key,
    username text not null,
    ip text not null,
    succeeded boolean not null,
    attempted_at timestamptz not null
  )`,
  `create index login_attempts_username_idx on login_attempts (username, attempted_at)`,
  `create index login_attempts_ip_idx on login_attempts (ip, attempted_at)`,
  `create table arrangements (
    id uuid primary key,
    agreement_id uuid not null references service_agreements (id),
    external_arrangement_id text not null unique,
    external_legal_entity_id text not null,
    external_product_id text not null,
    product_kind text not null
      check (product_kind in ('checking', 'savings', 'creditCard', 'autoLoan', 'heloc', 'ira')),
    product_type_name text not null,
    name text not null,
    account_number text not null unique,
    credit_limit_cents bigint check (credit_limit_cents is null or credit_limit_cents >= 0),
    principal_cents bigint check (principal_cents is null or principal_cents >= 0),
    currency text not null default 'USD',
    state text not null default 'ACTIVE',
    opened_on date not null,
    display_order integer not null default 0
  )`,
  `create index arrangements_agreement_idx on arrangements (agreement_id)`,
  `create table gl_accounts (
    id text primary key,
    name text not null,
    kind text not null check (kind in ('asset', 'liability', 'income', 'expense', 'equity'))
  )`,
  `create table journals (
    id uuid primary key,
    kind text not null,
    description text not null,
    posted_at timestamptz not null,
    idempotency_key text unique,
    created_at timestamptz not null default now()
  )`,
  `create index journals_posted_idx on journals (posted_at)`,
  `create table ledger_entries (
    id bigint generated always as identity primary key,
    journal_id uuid not null references journals (id),
    arrangement_id uuid references arrangements (id),
    gl_account_id text references gl_accounts (id),
    amount_cents bigint not null check (amount_cents <> 0),
    constraint ledger_entries_one_account check ((arrangement_id is null) <> (gl_account_id is null))
  )`,
  `create index ledger_entries_journal_idx on ledger_entries (journal_id)`,
  `create index ledger_entries_arrangement_idx on ledger_entries (arrangement_id)`,
  `create table transactions (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id),
    journal_id uuid references journals (id),
    booking_date date not null,
    description text not null,
    category text not null,
    amount_cents bigint not null check (amount_cents > 0),
    credit_debit text not null check (credit_debit in ('CREDIT', 'DEBIT')),
    status text not null check (status in ('BOOKED', 'PENDING')),
    counterparty_name text,
    counterparty_account text,
    created_at timestamptz not null default now(),
    constraint transactions_booked_have_journal check ((status = 'BOOKED') = (journal_id is not null))
  )`,
  `create index transactions_arrangement_idx on transactions (arrangement_id, booking_date)`,
  `create table cards (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id),
    holder_user_id uuid not null references members (id),
    card_kind text not null check (card_kind in ('debit', 'credit')),
    brand text not null,
    product_code text not null,
    last_four text not null check (last_four ~ '^[0-9]{4}$'),
    expiry_month integer not null check (expiry_month between 1 and 12),
    expiry_year integer not null,
    status text not null,
    lock_status text not null check (lock_status in ('LOCKED', 'UNLOCKED'))
  )`,
  `create index cards_arrangement_idx on cards (arrangement_id)`,
  `create table member_conditions (
    user_id uuid not null references members (id) on delete cascade,
    code text not null,
    details jsonb not null default '{}'::jsonb,
    primary key (user_id, code)
  )`,
];

// Journals must balance: after each insert statement, every journal it touched must sum to zero. Posted money is
// immutable: a correction is a reversing journal.
const ledgerRules: readonly string[] = [
  `create function ledger_check_balanced() returns trigger language plpgsql as $$
  declare
    unbalanced uuid;
  begin
    select e.journal_id into unbalanced
      from ledger_entries e
      where e.journal_id in (select distinct n.journal_id from new_entries n)
      group by e.journal_id
      having sum(e.amount_cents) <> 0
      limit 1;
    if unbalanced is not null then
      raise exception 'journal % does not balance', unbalanced using errcode = '23514';
    end if;
    return null;
  end;
  $$`,
  `create trigger ledger_entries_balanced after insert on ledger_entries
    referencing new table as new_entries
    for each statement execute function ledger_check_balanced()`,
  `create function ledger_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'posted journals and ledger entries are immutable: post a reversing journal instead' using errcode = '42501';
  end;
  $$`,
  `create trigger ledger_entries_immutable before update or delete on ledger_entries
    for each row execute function ledger_refuse_change()`,
  `create trigger journals_immutable before update or delete on journals
    for each row execute function ledger_refuse_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per call: a prepared statement (PGlite's and pg's extended protocol) takes a single command.
  for (const statement of [...tables, ...ledgerRules]) await sql.raw(statement).execute(db);
}
