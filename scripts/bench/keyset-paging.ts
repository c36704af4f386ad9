/**
 * Whether a page of transactions costs the same with 1,000 and 1,000,000 lines in the account (keyset paging on the
 * list index of migration 0034). A scratch PostgreSQL database gets the demo seed and two more checking accounts,
 * one with 1,000 lines and one with 1,000,000 (one INSERT ... SELECT generate_series each, with the running figures
 * migration 0034's triggers would have stored, summed in the same statement). Each page is what the list route does: the page's
 * lines (one more, to know whether a next page exists) and x-total-count, through the real domain functions; the deep
 * page is read through a cursor 90% of the way down the account, as a member paging on would reach it. Medians of
 * rounds that time the four pages in turn.
 *
 *   tsx scripts/bench/keyset-paging.ts   (BENCH_KEYSET_RUNS, default 30; DATABASE_URL, else the local server)
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/seed';
import { countTransactionLines, readTransactionLines, type TransactionCursor, type TransactionFilter } from '../../src/server/domain/transaction-lines';
import { benchPostgresUrl, createScratchDatabase, postgresVersion } from './scratch-database';

const PAGE_SIZE = 25;
const LINES_PER_DAY = 40;
const SIZES = [1_000, 1_000_000] as const;

export interface PageFigures {
  lines: number;
  firstPageMs: number;
  deepPageMs: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** A checking account like the demo member's, with `lines` booked lines (a few still pending at the end). */
async function accountWithLines(db: Kysely<Database>, lines: number): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into arrangements (id, agreement_id, external_arrangement_id, external_legal_entity_id, external_product_id, product_kind, product_type_name, name, account_number, opened_on, display_order)
    select gen_random_uuid(), agreement_id, 'AR-BENCH-' || ${lines}, external_legal_entity_id, external_product_id, product_kind, product_type_name, 'Bench ' || ${lines}, lpad(${lines}::text, 10, '9'), date '2000-01-01', 99
      from arrangements where product_kind = 'checking' order by display_order limit 1
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the demo seed has no checking account to copy');
  const journal = await sql<{ id: string }>`select id from journals order by posted_at limit 1`.execute(db);
  const journalId = journal.rows[0]?.id;
  // The bulk load skips the per-row triggers and writes each line's figures itself: the running sums of migration
  // 0034 in one pass (posting order is g; the last lines are pending holds, without figures).
  const last = await sql<{ seq: number }>`select nextval('transactions_posting_seq') as seq`.execute(db);
  const firstSeq = Number(last.rows[0]?.seq ?? 0);
  await sql`select setval('transactions_posting_seq', ${firstSeq + lines + 1}::bigint)`.execute(db);
  await sql`alter table transactions disable trigger transactions_running_insert`.execute(db);
  await sql`alter table transactions disable trigger transactions_running_restate`.execute(db);
  await sql`
    insert into transactions (id, arrangement_id, journal_id, booking_date, description, category, amount_cents, credit_debit, status, counterparty_name,
      posting_seq, ledger_balance_after_cents, booked_line_number)
    select gen_random_uuid(), ${id}::uuid, case when booked then ${journalId}::uuid end, date '2000-01-01' + (g / ${LINES_PER_DAY}), 'Bench line ' || g, 'Groceries',
      amount, case when debit then 'DEBIT' else 'CREDIT' end, case when booked then 'BOOKED' else 'PENDING' end, 'Corner Market', ${firstSeq}::bigint + g,
      case when booked then sum(case when not booked then 0 when debit then amount else -amount end) over w end,
      case when booked then count(*) filter (where booked) over w end
    from (select g, 100 + (g::bigint * 7919) % 25000 as amount, g % 9 <> 0 as debit, g <= ${lines} - 3 as booked from generate_series(1, ${lines}) g) lines
    window w as (order by g)`.execute(db);
  await sql`alter table transactions enable trigger transactions_running_insert`.execute(db);
  await sql`alter table transactions enable trigger transactions_running_restate`.execute(db);
  return id;
}

/** What the list route does for one page: the lines (one more than the page) and the count. */
async function page(db: Kysely<Database>, filter: TransactionFilter, cursor?: TransactionCursor): Promise<number> {
  const [lines] = await Promise.all([readTransactionLines(db, filter, { offset: 0, limit: PAGE_SIZE + 1, direction: 'DESC', ...(cursor === undefined ? {} : { cursor }) }), countTransactionLines(db, filter)]);
  return lines.length;
}

/** Medians of `runs` rounds, each round timing every case once (in turn, so the machine's noise falls on all alike). */
async function timedInTurn(runs: number, cases: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  for (const run of cases) for (let warm = 0; warm < 3; warm += 1) await run();
  const times = cases.map((): number[] => []);
  for (let round = 0; round < runs; round += 1) {
    for (const [index, run] of cases.entries()) {
      const started = performance.now();
      await run();
      times[index]?.push(performance.now() - started);
    }
  }
  return times.map(median);
}

export async function measureKeysetPaging(serverUrl = benchPostgresUrl(), runs = Number(process.env.BENCH_KEYSET_RUNS ?? 30)): Promise<PageFigures[]> {
  const scratch = await createScratchDatabase(serverUrl, 'bench_keyset');
  const db = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { now: new Date('2026-11-20T15:00:00Z') });
    const cases: (() => Promise<unknown>)[] = [];
    for (const lines of SIZES) {
      const id = await accountWithLines(db, lines);
      const filter: TransactionFilter = { arrangementIds: [id] };
      // The line a member paging on would have reached 90% of the way down (found once, not timed).
      const [deep] = await readTransactionLines(db, filter, { offset: Math.floor(lines * 0.9), limit: 1, direction: 'DESC' });
      if (deep === undefined) throw new Error(`account of ${lines} lines has no line 90% down`);
      const cursor: TransactionCursor = { side: 'after', key: deep.key };
      cases.push(() => page(db, filter), () => page(db, filter, cursor));
    }
    await sql`vacuum analyze transactions`.execute(db);
    const medians = await timedInTurn(runs, cases);
    const figures = SIZES.map((lines, index): PageFigures => ({ lines, firstPageMs: medians[index * 2] ?? Number.NaN, deepPageMs: medians[index * 2 + 1] ?? Number.NaN }));
    return figures;
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

export async function printKeysetPaging(): Promise<void> {
  const url = benchPostgresUrl();
  const version = await postgresVersion(url);
  console.log('Transaction pages (keyset paging, PostgreSQL):');
  if (version === null) {
    console.log(`  skipped: no PostgreSQL answers at ${new URL(url).host}`);
    return;
  }
  const figures = await measureKeysetPaging(url);
  const small = figures[0] as PageFigures;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const row of figures) {
    const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
    console.log(
      `  page of ${PAGE_SIZE} of ${row.lines.toLocaleString('en-US')} lines: first ${ms(row.firstPageMs)}, deep (cursor, 90% down) ${ms(row.deepPageMs)}; ` +
        `${ratio(row.firstPageMs, small.firstPageMs)} and ${ratio(row.deepPageMs, small.deepPageMs)} the ${small.lines.toLocaleString('en-US')}-line account's (goal: the same cost, 1×)`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printKeysetPaging();
