import { sql, type Kysely } from 'kysely';

/**
 * Keyset paging of transactions: a page costs the same however many lines the account has.
 *
 * Order rule: an account's lines are listed by booking date, then pending holds after the day's posted lines, then
 * posting_seq: the order the lines were booked in (a sequence drawn when a line is inserted, drawn again when a
 * pending hold becomes booked). The index on (arrangement_id, booking_date, pending, posting_seq) gives pages in that
 * order, and posting_seq, unique, makes it total: a page's last line is the cursor of the next.
 *
 * Every booked line stores the account's ledger balance just after it (debits positive, the sign of ledger_entries)
 * and its number among the account's booked lines, in that order: the list reads a running balance and counts lines
 * without a scan of the account. Triggers keep both right for every writer: a line booked after every other line of
 * its account (the usual posting) gets them at once from the line before it; one booked earlier (a back-dated
 * posting, a seed's batch) or a booked line changed or deleted leaves its account "unstated" from there, and the
 * statement's end restates the account from that point in one window pass.
 */
const statements: readonly string[] = [
  `create sequence transactions_posting_seq`,
  `alter table transactions
    add column posting_seq bigint,
    add column pending boolean generated always as (status = 'PENDING') stored,
    add column ledger_balance_after_cents bigint,
    add column booked_line_number bigint`,
  // The order the lists used so far: within a day, by the account's first ledger entry of the journal.
  `update transactions t set posting_seq = o.seq
    from (
      select x.id, row_number() over (
        order by (select min(e.id) from ledger_entries e where e.journal_id = x.journal_id and e.arrangement_id = x.arrangement_id) nulls last, x.created_at, x.id
      ) as seq
      from transactions x
    ) o
    where o.id = t.id`,
  `select setval('transactions_posting_seq', coalesce((select max(posting_seq) from transactions), 0) + 1, false)`,
  `alter sequence transactions_posting_seq owned by transactions.posting_seq`,
  `alter table transactions alter column posting_seq set default nextval('transactions_posting_seq')`,
  `alter table transactions alter column posting_seq set not null`,
  `update transactions t set ledger_balance_after_cents = r.balance, booked_line_number = r.number
    from (
      select id,
        sum(case when credit_debit = 'DEBIT' then amount_cents else -amount_cents end) over w as balance,
        row_number() over w as number
      from transactions where status = 'BOOKED'
      window w as (partition by arrangement_id order by booking_date, posting_seq)
    ) r
    where r.id = t.id`,
  `create index transactions_list_idx on transactions (arrangement_id, booking_date, pending, posting_seq)`,
  // Its leading columns serve every query the old (arrangement_id, booking_date) index did.
  `drop index transactions_arrangement_idx`,
  // Pending holds are few: counting them must not walk the account's posted lines.
  `create index transactions_pending_idx on transactions (arrangement_id, booking_date) where status = 'PENDING'`,
  // Normally empty: the booked lines whose running figures are to be restated before the statement ends.
  `create index transactions_unstated_idx on transactions (arrangement_id, booking_date, posting_seq)
    where status = 'BOOKED' and ledger_balance_after_cents is null`,

  // Restates an account's running figures from one booked line on, in one window pass.
  `create function transactions_restate(account uuid, from_date date, from_seq bigint) returns void language plpgsql as $$
  declare
    balance0 bigint;
    number0 bigint;
  begin
    select p.ledger_balance_after_cents, p.booked_line_number into balance0, number0
      from transactions p
      where p.arrangement_id = account and p.pending = false and p.booking_date <= from_date
        and (p.booking_date, p.posting_seq) < (from_date, from_seq)
      order by p.booking_date desc, p.pending desc, p.posting_seq desc
      limit 1;
    perform set_config('transactions.restating', 'on', true);
    update transactions t set ledger_balance_after_cents = r.balance, booked_line_number = r.number
      from (
        select id,
          coalesce(balance0, 0) + sum(case when credit_debit = 'DEBIT' then amount_cents else -amount_cents end) over w as balance,
          coalesce(number0, 0) + row_number() over w as number
        from transactions
        where arrangement_id = account and pending = false and booking_date >= from_date
          and (booking_date, posting_seq) >= (from_date, from_seq)
        window w as (order by booking_date, posting_seq)
      ) r
      where r.id = t.id
        and (t.ledger_balance_after_cents is distinct from r.balance or t.booked_line_number is distinct from r.number);
    perform set_config('transactions.restating', 'off', true);
  end;
  $$`,

  // Row level, before the write: a booked line inserted after every other of its account takes its figures from the
  // line before it; otherwise it (and so its account from there) is left unstated for the statement's end.
  `create function transactions_running_row() returns trigger language plpgsql as $$
  declare
    last_date date;
    last_seq bigint;
    last_balance bigint;
    last_number bigint;
    delta bigint;
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.status = 'BOOKED' then
      -- The line leaves its place: the first booked line after it is restated from there (at the statement's end).
      perform set_config('transactions.restating', 'on', true);
      update transactions set ledger_balance_after_cents = null
        where id = (
          select n.id from transactions n
            where n.arrangement_id = old.arrangement_id and n.pending = false and n.booking_date >= old.booking_date
              and (n.booking_date, n.posting_seq) > (old.booking_date, old.posting_seq) and n.id <> old.id
            order by n.booking_date, n.pending, n.posting_seq
            limit 1);
      perform set_config('transactions.restating', 'off', true);
    end if;
    if tg_op = 'DELETE' then
      return old;
    end if;
    if tg_op = 'UPDATE' and old.status = 'PENDING' and new.status = 'BOOKED' then
      new.posting_seq := nextval('transactions_posting_seq');
    end if;
    if new.status <> 'BOOKED' then
      new.ledger_balance_after_cents := null;
      new.booked_line_number := null;
      return new;
    end if;
    delta := case when new.credit_debit = 'DEBIT' then new.amount_cents else -new.amount_cents end;
    -- Writers of one account serialise here (postings lock the account already; this covers any other writer).
    perform pg_advisory_xact_lock(1734, hashtext(new.arrangement_id::text));
    if tg_op = 'INSERT' then
      select p.booking_date, p.posting_seq, p.ledger_balance_after_cents, p.booked_line_number
        into last_date, last_seq, last_balance, last_number
        from transactions p
        where p.arrangement_id = new.arrangement_id and p.pending = false
        order by p.booking_date desc, p.pending desc, p.posting_seq desc
        limit 1;
      if last_date is null then
        new.ledger_balance_after_cents := delta;
        new.booked_line_number := 1;
        return new;
      end if;
      -- A stale last line (an unstated one before it) is put right by the restatement from that one.
      if (last_date, last_seq) < (new.booking_date, new.posting_seq) and last_balance is not null then
        new.ledger_balance_after_cents := last_balance + delta;
        new.booked_line_number := last_number + 1;
        return new;
      end if;
    end if;
    new.ledger_balance_after_cents := null;
    new.booked_line_number := null;
    return new;
  end;
  $$`,
  `create trigger transactions_running_insert before insert on transactions
    for each row execute function transactions_running_row()`,
  // Only a change of what the running figures depend on; restating them (an update of the figures alone) is not one.
  `create trigger transactions_running_update before update on transactions
    for each row
    when ((old.arrangement_id, old.booking_date, old.status, old.posting_seq, old.amount_cents, old.credit_debit)
      is distinct from (new.arrangement_id, new.booking_date, new.status, new.posting_seq, new.amount_cents, new.credit_debit))
    execute function transactions_running_row()`,
  `create trigger transactions_running_delete before delete on transactions
    for each row when (old.status = 'BOOKED') execute function transactions_running_row()`,

  // Statement level, after the write: every unstated account is restated from its first unstated line.
  `create function transactions_restate_unstated() returns trigger language plpgsql as $$
  declare
    unstated record;
  begin
    -- The updates the triggers make themselves: the statement that caused them restates at its end.
    if current_setting('transactions.restating', true) = 'on' then
      return null;
    end if;
    for unstated in
      select distinct on (u.arrangement_id) u.arrangement_id, u.booking_date, u.posting_seq
        from transactions u
        where u.status = 'BOOKED' and u.ledger_balance_after_cents is null
        order by u.arrangement_id, u.booking_date, u.posting_seq
    loop
      perform transactions_restate(unstated.arrangement_id, unstated.booking_date, unstated.posting_seq);
    end loop;
    return null;
  end;
  $$`,
  `create trigger transactions_running_restate after insert or update or delete on transactions
    for each statement execute function transactions_restate_unstated()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
