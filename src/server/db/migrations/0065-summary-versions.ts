import { sql, type Kysely } from 'kysely';

/**
 * The product summary's version, kept by the database so every server process sees the same one: each account
 * (arrangements row) carries `summary_version`, a value drawn from one sequence whenever anything the summary shows
 * of that account changes, in the same transaction as the change. The summary of a set of agreements is then
 * unchanged exactly while the list of (account id, summary_version) of their accounts is, which one indexed
 * statement reads (domain/product-summary-version.ts).
 *
 * Why it is complete: the summary (domain/product-summary.ts with lending/servicing.ts) reads only `arrangements`
 * and, by account, `account_preferences`, `arrangement_past_due`, `ledger_entries`, `transactions`, `cards`,
 * `certificate_terms`, `loan_payment_schedules` and `arrangement_terms`. An update of an account row draws a new
 * value itself (before-update trigger); inserting or deleting one changes the list; every insert, update or delete
 * of the other tables draws a new value for each account its old and new rows name (statement triggers over the
 * changed rows); a truncate draws one for every account. No writer (route, job, seed, staff tool, test) can forget
 * to. A value is never drawn twice, so a list never comes back to one seen before with other contents. The only other
 * input, the business day (a scheduled loan turns past due), is part of the cache key.
 *
 * Locks: bumping takes the account row's lock, which the posting code already holds (it locks the accounts of a
 * journal in id order before writing entries), so postings take no lock they did not take before.
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
  `create sequence summary_version_seq`,
  `alter table arrangements add column summary_version bigint not null default nextval('summary_version_seq')`,

  `create function bump_own_summary_version() returns trigger language plpgsql as $$
  begin
    if NEW.summary_version is not distinct from OLD.summary_version then NEW.summary_version := nextval('summary_version_seq'); end if;
    return NEW;
  end $$`,
  `create trigger arrangements_summary_version before update on arrangements
    for each row execute function bump_own_summary_version()`,

  // Statement triggers: one update per statement however many rows it changed (the seed inserts thousands).
  `create function bump_summary_versions() returns trigger language plpgsql as $$
  begin
    if TG_OP = 'TRUNCATE' then
      update arrangements set summary_version = nextval('summary_version_seq');
    elsif TG_OP = 'INSERT' then
      update arrangements set summary_version = nextval('summary_version_seq') where id in (select arrangement_id from changed_new);
    elsif TG_OP = 'UPDATE' then
      update arrangements set summary_version = nextval('summary_version_seq')
      where id in (select arrangement_id from changed_new union select arrangement_id from changed_old);
    else
      update arrangements set summary_version = nextval('summary_version_seq') where id in (select arrangement_id from changed_old);
    end if;
    return null;
  end $$`,
];

const triggers: readonly string[] = ACCOUNT_TABLES.flatMap((table) => [
  `create trigger ${table}_summary_version_insert after insert on ${table}
    referencing new table as changed_new for each statement execute function bump_summary_versions()`,
  `create trigger ${table}_summary_version_update after update on ${table}
    referencing old table as changed_old new table as changed_new for each statement execute function bump_summary_versions()`,
  `create trigger ${table}_summary_version_delete after delete on ${table}
    referencing old table as changed_old for each statement execute function bump_summary_versions()`,
  `create trigger ${table}_summary_version_truncate after truncate on ${table}
    for each statement execute function bump_summary_versions()`,
]);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...statements, ...triggers]) await sql.raw(statement).execute(db);
}
