import { sql, type Kysely } from 'kysely';

/**
 * Cards: the fields of a card and its child cards on `cards`, a token standing for the card number (the
 * number itself is never stored), PIN hashes, replacement links; rewards points and their history; card orders; due
 * date changes. Existing 'ACTIVE' statuses become 'AC' (active), the card status code.
 */
const statements: readonly string[] = [
  `alter table cards
    add column card_token text,
    add column parent_card_id uuid references cards (id),
    add column holder_name text,
    add column role text not null default 'Primary Cardholder'
      check (role in ('Primary Cardholder', 'Joint Cardholder', 'Authorized User')),
    add column account_summary_type text not null default 'PRI' check (account_summary_type in ('PRI', 'COAP', 'AU', 'NONE')),
    add column account_ownership_code text not null default 'PRI'
      check (account_ownership_code in ('PRI', 'SEC', 'USR', 'MCA', 'MCC', 'ISP', 'ISS')),
    add column card_policy_ref_id text,
    add column product_description text,
    add column issuance text not null default 'MAILED' check (issuance in ('MAILED', 'INSTANT', 'DIGITAL')),
    add column pin_hash text,
    add column pin_changed_at timestamptz,
    add column activated_at timestamptz,
    add column issued_at timestamptz,
    add column closed_at timestamptz,
    add column closed_reason text,
    add column replaces_card_id uuid references cards (id)`,
  `alter table cards alter column holder_user_id drop not null`,
  `update cards set status = 'AC' where status = 'ACTIVE'`,
  // Existing rows get a random token and a policy reference; new rows get theirs from the code that issues them.
  `update cards set card_token = 'tok_' || substr(md5(random()::text || id::text), 1, 24) where card_token is null`,
  `update cards set card_policy_ref_id = 'CP-' || lpad((floor(random() * 100000000))::bigint::text, 8, '0') where card_policy_ref_id is null`,
  `update cards c set holder_name = m.full_name from members m where m.id = c.holder_user_id and c.holder_name is null`,
  `update cards set holder_name = '' where holder_name is null`,
  `alter table cards alter column card_token set not null, alter column holder_name set not null, alter column card_policy_ref_id set not null`,
  `alter table cards add constraint cards_card_token_key unique (card_token)`,
  `alter table cards add constraint cards_status_check check (status in ('AC', 'IN', 'DA', 'UN', 'CL'))`,
  `create index cards_parent_idx on cards (parent_card_id)`,
  `create table card_rewards (
    arrangement_id uuid primary key references arrangements (id) on delete cascade,
    points_balance bigint not null check (points_balance >= 0),
    cents_per_point numeric(6, 4) not null check (cents_per_point > 0)
  )`,
  `create table card_reward_events (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    occurred_on date not null,
    description text not null,
    points bigint not null,
    kind text not null check (kind in ('EARN', 'REDEEM')),
    journal_id uuid references journals (id)
  )`,
  `create index card_reward_events_arrangement_idx on card_reward_events (arrangement_id, occurred_on desc)`,
  `create table card_orders (
    id uuid primary key,
    user_id uuid not null references members (id),
    arrangement_id uuid not null references arrangements (id),
    card_type text not null check (card_type in ('DEBIT', 'CREDIT')),
    reason text not null check (reason in ('NEW', 'LOST', 'STOLEN', 'DAMAGED')),
    expedite boolean not null,
    new_card_id uuid not null references cards (id),
    replaced_card_id uuid references cards (id),
    confirmation_number text not null unique,
    created_at timestamptz not null
  )`,
  `create table card_due_date_changes (
    id uuid primary key,
    arrangement_id uuid not null references arrangements (id) on delete cascade,
    previous_due_day integer not null check (previous_due_day between 1 and 31),
    new_due_day integer not null check (new_due_day between 1 and 31),
    status text not null check (status in ('PENDING', 'CANCELLED', 'APPLIED')),
    requested_by uuid not null references members (id),
    requested_at timestamptz not null,
    cancelled_at timestamptz
  )`,
  `create unique index card_due_date_changes_one_pending on card_due_date_changes (arrangement_id) where status = 'PENDING'`,
  `insert into gl_accounts (id, name, kind) values ('GL-5300-REWARDS-EXPENSE', 'Card rewards redeemed', 'expense'),
    ('GL-4300-CARD-FEE-INCOME', 'Card service fees', 'income')
    on conflict do nothing`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
