import { sql, type Kysely } from 'kysely';

/**
 * The product summary's version, kept by the database so every server process sees the same one. Every change to
 * something the summary shows of an account adds a row naming the account to `summary_changes`, in the same
 * transaction as the change; an account's version is the sum of its rows' weights, and the summary of a set of
 * agreements is unchanged exactly while the list of (account id, version) of their accounts is (one indexed
 * statement: domain/product-summary-version.ts).
 *
 * Why it is complete: the summary (domain/product-summary.ts with lending/servicing.ts) reads only `arrangements`
 * and, by account, `account_preferences`, `arrangement_past_due`, `ledger_entries`, `transactions`, `cards`,
 * `certificate_terms`, `loan_payment_schedules` and `arrangement_terms`. Every insert, update or delete of any of
 * them adds a row for each account its old and new rows name (statement triggers over the changed rows, so the seed's
 * thousands of rows cost one insert a statement); a truncate adds one for every account. No writer (route, job, seed,
 * staff tool, test) can forget to. Weights are positive and rows are only ever added (or merged into one of the same
 * total), so a committed change always raises the sum: a list never comes back to one seen before. The only other
 * input, the business day (a scheduled loan turns past due by it), is part of the cache key.
 *
 * Locks: only inserts, into a table nothing else writes, with no foreign key: a change takes no lock it did not take
 * before (a counter updated in place would lock the account of the other side of a transfer, which the posting code
 * does not lock, and two opposite transfers would deadlock). `compact_summary_changes(n)` (the due job
 * summary-changes) merges an account's rows into one of the same total; it may run at any time, beside writers and
 * other compactions (each merges only the rows its own delete removed).
 */
const ACCOUNT_TABLES: readonly string[] = [
  'account_preferences',
  'arrangement_past_due',
  'ledger_entries',
  'transactions',
  'cards',
  'certificate_terms',
  'loan_payment_schedules',
  'arrangement_terms',
];

const statements: readonly string[] = [
  `create table summary_changes (
    arrangement_id uuid not null,
    weight bigint not null default 1 check (weight > 0)
  )`,
  `create index summary_changes_arrangement_idx on summary_changes (arrangement_id) include (weight)`,

  // TG_ARGV[0]: the column naming the account (arrangement_id; id on arrangements itself).
  `create function note_summary_changes() returns trigger language plpgsql as $$
  begin
    if TG_OP = 'TRUNCATE' then
      insert into summary_changes (arrangement_id) select id from arrangements;
    elsif TG_OP = 'INSERT' then
      insert into summary_changes (arrangement_id)
      select distinct (to_jsonb(n) ->> TG_ARGV[0])::uuid from changed_new n where to_jsonb(n) ->> TG_ARGV[0] is not null;
    elsif TG_OP = 'UPDATE' then
      insert into summary_changes (arrangement_id)
      select distinct account from (
        select (to_jsonb(n) ->> TG_ARGV[0])::uuid as account from changed_new n
        union select (to_jsonb(o) ->> TG_ARGV[0])::uuid from changed_old o
      ) changed where account is not null;
    else
      insert into summary_changes (arrangement_id)
      select distinct (to_jsonb(o) ->> TG_ARGV[0])::uuid from changed_old o where to_jsonb(o) ->> TG_ARGV[0] is not null;
    end if;
    return null;
  end $$`,

  // Merges the rows of at most `most_accounts` accounts that have more than one into one row each of the same total,
  // and answers how many rows that removed. One statement: a reader sees the rows before or after it, never between.
  `create function compact_summary_changes(most_accounts integer) returns bigint language plpgsql as $$
  declare removed bigint;
  begin
    with crowded as (
      select arrangement_id from summary_changes group by arrangement_id having count(*) > 1 limit most_accounts
    ), merged as (
      delete from summary_changes c using crowded where c.arrangement_id = crowded.arrangement_id returning c.arrangement_id, c.weight
    ), kept as (
      insert into summary_changes (arrangement_id, weight) select arrangement_id, sum(weight) from merged group by arrangement_id returning 1
    )
    select (select count(*) from merged) - (select count(*) from kept) into removed;
    return removed;
  end $$`,
];

const triggersOf = (table: string, column: string): string[] => [
  `create trigger ${table}_summary_changes_insert after insert on ${table}
    referencing new table as changed_new for each statement execute function note_summary_changes('${column}')`,
  `create trigger ${table}_summary_changes_update after update on ${table}
    referencing old table as changed_old new table as changed_new for each statement execute function note_summary_changes('${column}')`,
  `create trigger ${table}_summary_changes_delete after delete on ${table}
    referencing old table as changed_old for each statement execute function note_summary_changes('${column}')`,
  `create trigger ${table}_summary_changes_truncate after truncate on ${table}
    for each statement execute function note_summary_changes('${column}')`,
];

const triggers: readonly string[] = [...triggersOf('arrangements', 'id'), ...ACCOUNT_TABLES.flatMap((table) => triggersOf(table, 'arrangement_id'))];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...triggers]) await sql.raw(statement).execute(db);
}
