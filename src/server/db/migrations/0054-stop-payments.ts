import { sql, type Kysely } from 'kysely';

/**
 * Stop payments on checks: one row per stop a member placed on a checking account, a single check (first and last
 * number the same) or a range, with the fee's journal (none when the fee is zero) and the last day it is in effect.
 * The fee lands in the deposit fee income account of config/gl-accounts.json, created here in every database.
 */
const statements = [
  `insert into gl_accounts (id, name, kind) values ('GL-4310-DEPOSIT-FEE-INCOME', 'Deposit account service fees', 'income') on conflict (id) do nothing`,
  `create table stop_payments (
    id uuid primary key,
    user_id uuid not null references members (id) on delete cascade,
    arrangement_id uuid not null references arrangements (id),
    journal_id uuid references journals (id),
    first_check_number bigint not null check (first_check_number > 0),
    last_check_number bigint not null check (last_check_number >= first_check_number),
    amount_cents bigint check (amount_cents is null or amount_cents > 0),
    payee_name text check (payee_name is null or btrim(payee_name) <> ''),
    written_on date,
    reason text not null,
    fee_cents bigint not null check (fee_cents >= 0),
    confirmation_number text not null unique,
    placed_on date not null,
    expires_on date not null check (expires_on >= placed_on),
    created_at timestamptz not null
  )`,
  `create index stop_payments_arrangement_idx on stop_payments (arrangement_id, expires_on)`,
  `create index stop_payments_user_idx on stop_payments (user_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
