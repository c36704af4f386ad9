import { sql, type Kysely } from 'kysely';

/**
 * Each member account's booked sum (the sum of its ledger entries, debits positive) stored on its arrangement row, so
 * a balance check or a summary reads one row instead of summing the account's whole history. The ledger stays the
 * source of truth; the stored sum is exact by construction:
 *
 * - One statement trigger on ledger_entries adds, after every insert statement, each account's share of the inserted
 *   lines to its row, in the inserting transaction (every writer, route, job or seed, goes through it; none can
 *   forget). Entries are never updated or deleted (ledger_entries_immutable refuses both), and a truncate of the
 *   ledger is refused too, so an insert is the only change there is to follow.
 * - The trigger locks the rows it adds to in id order before the update, so two postings over the same accounts lock
 *   them in the same order (the posting code locks them the same way first: lockArrangements, payment_account_facts).
 * - General-ledger accounts keep no stored sum: every posting touches one, and a row updated by each would serialise
 *   them all.
 * - A change of the stored sum alone notes no summary change of its own: the entries' insert already noted one for
 *   each account (0065), and the update would only add a second row per account per posting.
 *
 * payment_account_facts (0032) now reads the stored sum after its locks, as every other balance reader does.
 */
const statements: readonly string[] = [
  `alter table arrangements add column ledger_sum_cents bigint not null default 0`,
  `update arrangements a set ledger_sum_cents = s.total
     from (select e.arrangement_id, sum(e.amount_cents)::bigint as total from ledger_entries e
            where e.arrangement_id is not null group by e.arrangement_id) s
    where a.id = s.arrangement_id`,

  `create function ledger_add_arrangement_sums() returns trigger language plpgsql as $$
  begin
    perform 1 from arrangements a
      where a.id in (select n.arrangement_id from new_entries n where n.arrangement_id is not null)
      order by a.id for update;
    update arrangements a set ledger_sum_cents = a.ledger_sum_cents + s.total
      from (select n.arrangement_id, sum(n.amount_cents)::bigint as total from new_entries n
             where n.arrangement_id is not null group by n.arrangement_id) s
     where a.id = s.arrangement_id and s.total <> 0;
    return null;
  end $$`,
  `create trigger ledger_entries_arrangement_sums after insert on ledger_entries
    referencing new table as new_entries for each statement execute function ledger_add_arrangement_sums()`,
  `create trigger ledger_entries_no_truncate before truncate on ledger_entries
    for each statement execute function ledger_refuse_change()`,

  // The arrangements' summary trigger of 0065, leaving out only the rows whose one change is the stored sum.
  `create function note_arrangement_summary_changes() returns trigger language plpgsql as $$
  begin
    insert into summary_changes (arrangement_id)
    select distinct changed.id from (
      select n.id from changed_new n left join changed_old o on o.id = n.id
       where o.id is null or n.ledger_sum_cents = o.ledger_sum_cents
          or (to_jsonb(n) - 'ledger_sum_cents') is distinct from (to_jsonb(o) - 'ledger_sum_cents')
      union all
      select o.id from changed_old o where not exists (select 1 from changed_new n where n.id = o.id)
    ) changed;
    return null;
  end $$`,
  `drop trigger arrangements_summary_changes_update on arrangements`,
  `create trigger arrangements_summary_changes_update after update on arrangements
    referencing old table as changed_old new table as changed_new for each statement execute function note_arrangement_summary_changes()`,

  `create or replace function payment_account_facts(p_lock_agreement uuid, p_lock_ids uuid[], p_ids uuid[])
    returns table (arrangement_id uuid, ledger_sum_cents bigint, pending_debits_cents bigint, interest_rate_bps integer,
      minimum_payment_cents bigint, minimum_payment_percent_bps integer)
    language plpgsql as $$
  begin
    if p_lock_agreement is not null then
      perform 1 from service_agreements s where s.id = p_lock_agreement for update;
    end if;
    if coalesce(cardinality(p_lock_ids), 0) > 0 then
      perform 1 from arrangements a where a.id = any (p_lock_ids) order by a.id for update;
    end if;
    return query
      select ids.id,
        coalesce((select a.ledger_sum_cents from arrangements a where a.id = ids.id), 0)::bigint,
        coalesce((select sum(t.amount_cents) from transactions t
                   where t.arrangement_id = ids.id and t.status = 'PENDING' and t.credit_debit = 'DEBIT'), 0)::bigint,
        terms.interest_rate_bps::integer, terms.minimum_payment_cents::bigint, terms.minimum_payment_percent_bps::integer
      from unnest(p_ids) as ids(id)
      left join arrangement_terms terms on terms.arrangement_id = ids.id;
  end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
