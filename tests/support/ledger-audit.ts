/**
 * SQL read-outs of the ledger that the concurrency test and the benchmark check money against. Plain SQL over the
 * tables of migrations 0001 and 0008, so the answers do not go through any of the code under test.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

export interface LedgerSnapshot {
  /** Sum of every ledger entry (arrangements and GL accounts): 0 in a double-entry book. */
  totalCents: number;
  /** Entries with a greater id were written after this snapshot. */
  maxEntryId: number;
  journals: number;
  /** Payment orders that existed at the snapshot. */
  orderIds: Set<string>;
}

export async function ledgerSnapshot(db: Kysely<Database>): Promise<LedgerSnapshot> {
  const { rows } = await sql<{ total: number; max_id: number; journals: number }>`
    select coalesce((select sum(amount_cents) from ledger_entries), 0)::bigint as total,
           coalesce((select max(id) from ledger_entries), 0)::bigint as max_id,
           (select count(*) from journals)::bigint as journals`.execute(db);
  const orders = await sql<{ id: string }>`select id from payment_orders`.execute(db);
  const row = rows[0] as { total: number; max_id: number; journals: number };
  return { totalCents: row.total, maxEntryId: row.max_id, journals: row.journals, orderIds: new Set(orders.rows.map((order) => order.id)) };
}

/** Journals whose entries do not sum to zero (the database trigger should make this impossible). */
export async function unbalancedJournals(db: Kysely<Database>): Promise<{ journal_id: string; cents: number }[]> {
  const { rows } = await sql<{ journal_id: string; cents: number }>`
    select journal_id, sum(amount_cents)::bigint as cents from ledger_entries group by journal_id having sum(amount_cents) <> 0`.execute(db);
  return rows;
}

/** Journals written after the snapshot with no entries at all. */
export async function emptyJournals(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select j.id from journals j where not exists (select 1 from ledger_entries e where e.journal_id = j.id)`.execute(db);
  return rows.map((row) => row.id);
}

/** How many journals the entries after the snapshot belong to, and their sum per arrangement and per GL account. */
export async function movementSince(db: Kysely<Database>, snapshot: LedgerSnapshot): Promise<{ journals: number; byAccount: Map<string, number>; totalCents: number }> {
  const { rows } = await sql<{ account: string; cents: number }>`
    select coalesce(arrangement_id::text, gl_account_id) as account, sum(amount_cents)::bigint as cents
      from ledger_entries where id > ${snapshot.maxEntryId} group by 1`.execute(db);
  const journals = await sql<{ n: number }>`
    select count(distinct journal_id)::bigint as n from ledger_entries where id > ${snapshot.maxEntryId}`.execute(db);
  return {
    journals: journals.rows[0]?.n ?? 0,
    byAccount: new Map(rows.map((row) => [row.account, row.cents])),
    totalCents: rows.reduce((sum, row) => sum + row.cents, 0),
  };
}

/** Sum of every entry of each arrangement (debits positive). */
export async function arrangementSums(db: Kysely<Database>): Promise<Map<string, number>> {
  const { rows } = await sql<{ arrangement_id: string; cents: number }>`
    select arrangement_id, sum(amount_cents)::bigint as cents from ledger_entries where arrangement_id is not null group by 1`.execute(db);
  return new Map(rows.map((row) => [row.arrangement_id, row.cents]));
}

/**
 * Debits after the snapshot that left a member deposit account (checking, savings, IRA) below zero, replaying its
 * entries in the order they were written (by entry id; postings to one account hold its row lock until commit, so
 * that is also commit order) from the balance it had at the snapshot.
 */
export async function depositOverdrafts(db: Kysely<Database>, snapshot: LedgerSnapshot): Promise<{ entry_id: number; arrangement_id: string; balance_cents: number }[]> {
  const { rows } = await sql<{ entry_id: number; arrangement_id: string; balance_cents: number }>`
    with opening as (
      select arrangement_id, sum(amount_cents) as cents from ledger_entries
        where id <= ${snapshot.maxEntryId} and arrangement_id is not null group by arrangement_id
    ), replay as (
      select e.id, e.arrangement_id, e.amount_cents,
             coalesce(o.cents, 0) + sum(e.amount_cents) over (partition by e.arrangement_id order by e.id) as running
        from ledger_entries e
        join arrangements a on a.id = e.arrangement_id
        left join opening o on o.arrangement_id = e.arrangement_id
        where e.id > ${snapshot.maxEntryId} and a.product_kind in ('checking', 'savings', 'ira')
    )
    select id as entry_id, arrangement_id, (-running)::bigint as balance_cents from replay
      where amount_cents > 0 and running > 0 order by id`.execute(db);
  return rows;
}

export interface OrderRow {
  id: string;
  agreement_id: string;
  kind: string;
  state: string;
  amount_cents: number;
  confirmation_number: string;
  requested_date: string;
  next_execution_date: string | null;
}

/** The payment orders written after the snapshot. */
export async function ordersSince(db: Kysely<Database>, snapshot: LedgerSnapshot): Promise<OrderRow[]> {
  const { rows } = await sql<OrderRow>`
    select id, agreement_id, kind, state, amount_cents, confirmation_number, requested_date, next_execution_date from payment_orders`.execute(db);
  return rows.filter((row) => !snapshot.orderIds.has(row.id));
}

/** How many executions (and distinct journals) each payment order has recorded. */
export async function executionsByOrder(db: Kysely<Database>): Promise<Map<string, { executions: number; journals: string[] }>> {
  const { rows } = await sql<{ payment_order_id: string; journal_id: string | null }>`
    select payment_order_id, journal_id from payment_order_executions`.execute(db);
  const byOrder = new Map<string, { executions: number; journals: string[] }>();
  for (const row of rows) {
    const entry = byOrder.get(row.payment_order_id) ?? { executions: 0, journals: [] };
    entry.executions += 1;
    if (row.journal_id !== null) entry.journals.push(row.journal_id);
    byOrder.set(row.payment_order_id, entry);
  }
  return byOrder;
}

/** Money of some kinds (ACH by default) per agreement and day: executions posted on that day plus orders still scheduled for it. */
export async function achTotalsByDay(db: Kysely<Database>, kinds: readonly string[] = ['ACH_OUT', 'ACH_IN']): Promise<{ agreement_id: string; day: string; cents: number }[]> {
  const { rows } = await sql<{ agreement_id: string; day: string; cents: number }>`
    select o.agreement_id, coalesce(e.due_date, o.next_execution_date) as day, sum(coalesce(e.amount_cents, o.amount_cents))::bigint as cents
      from payment_orders o
      left join payment_order_executions e on e.payment_order_id = o.id and e.outcome = 'POSTED'
     where o.kind in (${sql.join([...kinds])}) and (e.payment_order_id is not null or o.state = 'SCHEDULED')
     group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}
