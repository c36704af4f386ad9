import { sql, type Kysely } from 'kysely';

/**
 * What the accounts, statements and sign-in checks need beyond the ledger: account terms (rates, due dates), the
 * transaction category catalogue and the member's own category choices (the ledger itself never changes), statement
 * delivery preferences and the go-paperless prompt's answers, the member's contact points (what the profile intercept
 * checks), profile reminders, tutorial completion, and disclosure notices with their acceptance.
 */
const tables: readonly string[] = [
  `create table arrangement_terms (
    arrangement_id uuid primary key references arrangements (id) on delete cascade,
    interest_rate_bps integer not null check (interest_rate_bps >= 0),
    apy_bps integer check (apy_bps is null or apy_bps >= 0),
    payment_due_day smallint check (payment_due_day is null or payment_due_day between 1 and 28),
    minimum_payment_cents bigint check (minimum_payment_cents is null or minimum_payment_cents >= 0),
    minimum_payment_percent_bps integer check (minimum_payment_percent_bps is null or minimum_payment_percent_bps between 0 and 10000)
  )`,
  `create table transaction_categories (
    id integer primary key,
    name text not null unique,
    parent_id integer references transaction_categories (id),
    display_order integer not null default 0
  )`,
  `create table transaction_category_choices (
    transaction_id uuid primary key references transactions (id) on delete cascade,
    category_id integer not null references transaction_categories (id),
    chosen_by uuid not null references members (id) on delete cascade,
    chosen_at timestamptz not null
  )`,
  `create table statement_preferences (
    arrangement_id uuid primary key references arrangements (id) on delete cascade,
    delivery text not null check (delivery in ('PAPER', 'ELECTRONIC')),
    updated_by uuid references members (id) on delete set null,
    updated_at timestamptz not null
  )`,
  `create table paperless_prompt_responses (
    user_id uuid primary key references members (id) on delete cascade,
    response text not null check (response in ('RML', 'PDP', 'GOP')),
    session_id text,
    responded_at timestamptz not null
  )`,
  `create table profile_reminders (
    session_id text primary key references sessions (id) on delete cascade,
    user_id uuid not null references members (id) on delete cascade,
    reminded_at timestamptz not null
  )`,
  `create table tutorial_completions (
    user_id uuid primary key references members (id) on delete cascade,
    completed_at timestamptz not null
  )`,
  `create table member_postal_addresses (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    address_type text not null check (address_type in ('MAILING', 'TEMPORARY')),
    address_line1 text not null,
    address_line2 text not null default '',
    address_line3 text not null default '',
    city text not null,
    state text not null,
    zip_code text not null,
    country text not null default 'US',
    status text not null check (status in ('ACTIVE', 'INVALID')),
    expires_on date,
    constraint member_postal_addresses_temporary_expires check ((address_type = 'TEMPORARY') = (expires_on is not null))
  )`,
  `create index member_postal_addresses_user_idx on member_postal_addresses (user_id)`,
  `create table member_phone_addresses (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    phone_type text not null,
    number text not null check (number ~ '^[0-9]{10,11}$'),
    extension text not null default '' check (extension ~ '^[0-9]*$'),
    status text not null check (status in ('ACTIVE', 'INVALID', 'D'))
  )`,
  `create index member_phone_addresses_user_idx on member_phone_addresses (user_id)`,
  `create table member_electronic_addresses (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    email_address text not null,
    status text not null check (status in ('ACTIVE', 'INVALID', 'D'))
  )`,
  `create index member_electronic_addresses_user_idx on member_electronic_addresses (user_id)`,
  `create table disclosure_notices (
    id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    title text not null,
    body text not null,
    version integer not null check (version > 0),
    effective_on date not null
  )`,
  `create table member_disclosures (
    user_id uuid not null references members (id) on delete cascade,
    notice_id text not null references disclosure_notices (id),
    version integer not null,
    required_at timestamptz not null,
    accepted_at timestamptz,
    primary key (user_id, notice_id)
  )`,
];

/**
 * The category catalogue: two levels, ids fixed forever (members' choices and the web app store them). A leaf's name
 * is what a transaction's category text holds.
 */
const categories: readonly { id: number; name: string; children: readonly [number, string][] }[] = [
  { id: 1, name: 'Earnings', children: [[101, 'Income'], [102, 'Sales'], [103, 'Dividends']] },
  { id: 2, name: 'Home', children: [[201, 'Mortgage'], [202, 'Rent'], [203, 'Home Improvement']] },
  { id: 3, name: 'Bills', children: [[301, 'Utilities'], [302, 'Phone'], [303, 'Subscriptions'], [304, 'Insurance']] },
  { id: 4, name: 'Food', children: [[401, 'Groceries'], [402, 'Dining']] },
  { id: 5, name: 'Transportation', children: [[501, 'Gas & Fuel'], [502, 'Auto & Transport']] },
  { id: 6, name: 'Retail', children: [[601, 'Shopping'], [602, 'Entertainment'], [603, 'Health & Fitness']] },
  { id: 7, name: 'Business Expenses', children: [[701, 'Inventory'], [702, 'Payroll'], [703, 'Business Supplies'], [704, 'Office Supplies']] },
  { id: 8, name: 'Transfers', children: [[801, 'Transfer'], [802, 'Loan Payment'], [803, 'Credit Card Payment'], [804, 'Retirement']] },
  { id: 9, name: 'Fees & Charges', children: [[901, 'Interest'], [902, 'Fees']] },
  { id: 10, name: 'Other', children: [[1001, 'Balance Forward'], [1002, 'Uncategorized']] },
];

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

function categoryInserts(): string[] {
  const parents = categories.map((parent, order) => `(${parent.id}, ${quote(parent.name)}, null, ${order})`);
  const children = categories.flatMap((parent) => parent.children.map(([id, name], order) => `(${id}, ${quote(name)}, ${parent.id}, ${order})`));
  return [
    `insert into transaction_categories (id, name, parent_id, display_order) values ${parents.join(', ')}`,
    `insert into transaction_categories (id, name, parent_id, display_order) values ${children.join(', ')}`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...tables, ...categoryInserts()]) await sql.raw(statement).execute(db);
}
