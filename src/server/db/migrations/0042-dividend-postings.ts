import { sql, type Kysely } from 'kysely';

/**
 * dividend_postings: one row per dividend-earning account and dividend period (its closing posting date), written in
 * the same transaction as the dividend's journal. The primary key is what makes the dividend job idempotent: a
 * second run, or a second server, finds the period taken and posts nothing. A period that earned less than half a
 * cent has a row and no journal, so it is not looked at again.
 */
const statements: readonly string[] = [
  `create table dividend_postings (
    arrangement_id uuid not null references arrangements (id),
    period_end date not null,
    period_start date not null,
    rate_bps integer not null check (rate_bps >= 0),
    amount_cents bigint not null check (amount_cents >= 0),
    journal_id uuid references journals (id),
    posted_at timestamptz not null,
    primary key (arrangement_id, period_end),
    check (period_start <= period_end),
    check ((amount_cents = 0) = (journal_id is null))
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
