/**
 * Three real server processes on one fresh PostgreSQL database behind a round-robin proxy, under mixed load (sign-ins,
 * summaries, internal transfers with Idempotency-Keys) while the pinned clock crosses midnight into the business day
 * scheduled payments fall due; one process is killed with SIGKILL mid-run and restarted. Afterwards: every
 * acknowledged transfer posted exactly once and none twice, every scheduled occurrence posted exactly once (the job
 * queue runs each tick once across the processes), a session made through one process works through the others, and
 * the ledger balances (debits equal credits).
 *
 * The clock: a first process migrates and seeds the database on a Tuesday morning, where the scheduled payments are
 * made for Wednesday, and stops. The three then start on a clock a few seconds before Tuesday's midnight in New York
 * that moves with the test's own time (DEMO_CLOCK_START at each spawn, the restart included), so all agree on it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentOrderReceipt, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { openDatabase, quoteIdentifier } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { startServer, type RunningServer } from '../e2e/support/server';
import { signInOverHttp, type HttpSession } from '../support/http-session';
import { unbalancedJournals } from '../support/ledger-audit';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.support';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary?maskIndicator=true';
const SETUP_CLOCK = '2026-12-08T10:00:00-05:00';
/** Midnight in New York between Tuesday and Wednesday: the scheduled payments' day begins. */
const MIDNIGHT = Date.parse('2026-12-09T00:00:00-05:00');
const DUE_DATE = '2026-12-09';
/** How far before midnight the three processes' clock starts: they start, and load runs, across it. */
const LEAD_MS = 20_000;
/** One scheduled payment each way (one may be pending per pair of accounts). */
const SCHEDULED_CENTS = [111, 222];
/** Three processes starting at once on a loaded two-core machine take a while. */
const START_TIMEOUT_MS = 150_000;

interface Transfer {
  key: string;
  body: { fromAccountId: string; toAccountId: string; amountCents: number };
  /** The order a 2xx answer named (first call or replay). */
  orderId?: string;
  /** True once a 2xx answer came back during the load; false while only lost answers (killed backend) came back. */
  acknowledged: boolean;
}

async function postOrder(baseUrl: string, sid: string, key: string, body: object): Promise<{ status: number; replayed: boolean; body: unknown }> {
  const response = await fetch(`${baseUrl}${ORDERS}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `sid=${sid}`, origin: new URL(baseUrl).origin, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: reported as text
  }
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') !== null, body: parsed };
}

function orderIdOf(answer: { status: number; body: unknown }): string {
  const id = (answer.body as PaymentOrderReceipt | undefined)?.paymentOrder?.id;
  if (typeof id !== 'string') throw new Error(`A ${answer.status} answer without a payment order: ${JSON.stringify(answer.body)}`);
  return id;
}

async function summaryStatus(baseUrl: string, sid: string): Promise<number> {
  const response = await fetch(`${baseUrl}${SUMMARY}`, { headers: { accept: 'application/json', cookie: `sid=${sid}` } });
  await response.arrayBuffer();
  return response.status;
}

/** 502/503 from the proxy, or no answer at all: the request met the killed process. */
const lost = (status: number | undefined): boolean => status === undefined || status === 502 || status === 503;

describe.skipIf(!process.env.DATABASE_URL)('three server processes on one PostgreSQL database, one killed mid-run (postgres)', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const databaseName = `cu_kill_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(adminUrl || 'postgres://localhost/none');
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
  const servers: (RunningServer | undefined)[] = [];
  let proxy: RoundRobinProxy | undefined;
  let db: Kysely<Database> | undefined;

  afterAll(async () => {
    await Promise.all(servers.map((server) => server?.kill('SIGKILL')));
    await proxy?.close();
    await db?.destroy();
    await sql.raw(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`).execute(admin);
    await admin.destroy();
  });

  it('posts every acknowledged transfer and every scheduled occurrence exactly once, keeps sessions across processes and the ledger balanced', async () => {
    const started = performance.now();
    await sql.raw(`create database ${quoteIdentifier(databaseName)}`).execute(admin);

    // Set-up: one process migrates and seeds; the member schedules payments for Wednesday; a clean stop (SIGTERM
    // drains the job queue before the pool closes: exit 0).
    const setup = await startServer({ databaseUrl, timeoutMs: START_TIMEOUT_MS, env: { DEMO_CLOCK_START: SETUP_CLOCK } });
    servers.push(setup);
    // Every call goes through the proxy from the start, so the member signs in from one known device throughout.
    proxy = await startRoundRobinProxy(3);
    const through = proxy.url;
    proxy.up(0, setup.baseUrl);
    const first = await signInOverHttp(through, 'member');
    const summaryAnswer = await first.call<ProductSummary>('GET', SUMMARY);
    const products: ProductSummaryEntry[] = summaryAnswer.body.groups.flatMap((group) => group.products);
    const accountOf = (kind: string): string => {
      const product = products.find((entry) => entry.productKind === kind);
      if (!product) throw new Error(`member has no ${kind} account`);
      return product.id;
    };
    const checking = accountOf('checking');
    const savings = accountOf('savings');
    const scheduled: string[] = [];
    for (const [index, amountCents] of SCHEDULED_CENTS.entries()) {
      const [fromAccountId, toAccountId] = index % 2 === 0 ? [checking, savings] : [savings, checking];
      const answer = await postOrder(through, first.sid, randomUUID(), { fromAccountId, toAccountId, amountCents, timing: 'FUTURE', executionDate: DUE_DATE, frequency: 'ONCE' });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      scheduled.push(orderIdOf(answer));
    }
    proxy.down(0);
    expect(await setup.kill('SIGTERM'), 'a clean stop with the job queue running').toBe(0);
    servers.length = 0;

    // The three processes, on one clock crossing midnight, behind the proxy.
    const phaseStarted = performance.now();
    const serverNow = (): number => MIDNIGHT - LEAD_MS + (performance.now() - phaseStarted);
    const clockEnv = (): NodeJS.ProcessEnv => ({ DEMO_CLOCK_START: new Date(serverNow()).toISOString() });
    const launch = () => startServer({ databaseUrl, timeoutMs: START_TIMEOUT_MS, env: clockEnv() });
    servers.push(...(await Promise.all([launch(), launch(), launch()])));
    servers.forEach((server, slot) => proxy?.up(slot, server?.baseUrl ?? ''));
    const session = await signInOverHttp(through, 'member');

    const transfers: Transfer[] = [];
    const failures: string[] = [];
    let signIns = 0;
    let summaries = 0;
    let stop = false;
    let direction = 0;
    const transferWorker = async (): Promise<void> => {
      while (!stop) {
        direction += 1;
        const [from, to] = direction % 2 === 0 ? [checking, savings] : [savings, checking];
        const transfer: Transfer = { key: randomUUID(), body: { fromAccountId: from, toAccountId: to, amountCents: 1 + (direction % 97) }, acknowledged: false };
        transfers.push(transfer);
        let status: number | undefined;
        try {
          const answer = await postOrder(through, session.sid, transfer.key, transfer.body);
          status = answer.status;
          if (answer.status >= 200 && answer.status < 300) {
            transfer.orderId = orderIdOf(answer);
            transfer.acknowledged = true;
          }
        } catch {
          // the connection was cut: the killed process had it
        }
        if ((status === undefined || status >= 300) && !lost(status)) failures.push(`transfer answered ${status}`);
      }
    };
    const browseWorker = async (): Promise<void> => {
      while (!stop) {
        // A fresh sign-in now and then, used at once through the next processes in turn.
        const fresh = signIns < 6 && summaries % 8 === 0 ? await signInOverHttp(through, 'member').catch(() => undefined) : undefined;
        if (fresh) signIns += 1;
        for (const sid of fresh ? [fresh.sid, fresh.sid, fresh.sid] : [session.sid]) {
          const status = await summaryStatus(through, sid).catch(() => undefined);
          if (status === 200) summaries += 1;
          else if (!lost(status)) failures.push(`summary answered ${status}`);
        }
      }
    };
    const load = Promise.all([transferWorker(), transferWorker(), browseWorker()]);
    const acknowledged = () => transfers.filter((transfer) => transfer.acknowledged).length;

    // Mid-run, once midnight has passed on every process's clock (each read DEMO_CLOCK_START a little after its
    // spawn): SIGKILL one, take it out of the rotation, start it again and put it back.
    await expect.poll(() => serverNow() > MIDNIGHT + 3_000 && acknowledged() >= 5, { timeout: 90_000, interval: 100 }).toBe(true);
    const victim = servers[1];
    expect(await victim?.kill('SIGKILL')).toBe('SIGKILL');
    proxy.down(1);
    const ackAtKill = acknowledged();
    const restarted = await launch();
    servers[1] = restarted;
    proxy.up(1, restarted.baseUrl);

    db = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const database = db;
    const postedScheduled = async (): Promise<number> => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from payment_order_executions
        where payment_order_id in (${sql.join(scheduled)}) and outcome = 'POSTED'`.execute(database);
      return rows[0]?.n ?? 0;
    };
    await expect.poll(postedScheduled, { timeout: 60_000, interval: 250 }).toBe(scheduled.length);
    // Load carries on through the restarted process before it stops.
    await expect.poll(() => acknowledged() >= ackAtKill + 6, { timeout: 30_000, interval: 100 }).toBe(true);
    stop = true;
    await load;
    expect(failures, 'answers other than success or a lost connection').toEqual([]);

    // Transfers whose answer was lost: the client retries with the same key; each posts exactly once.
    let replayedCommitted = 0;
    for (const transfer of transfers.filter((entry) => !entry.acknowledged)) {
      const answer = await postOrder(through, session.sid, transfer.key, transfer.body);
      expect(answer.status, `retry of transfer ${transfer.key}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      transfer.orderId = orderIdOf(answer);
      if (answer.replayed) replayedCommitted += 1;
    }
    // Acknowledged ones replay their stored answer through any process.
    for (const transfer of transfers.filter((entry) => entry.acknowledged).slice(0, 6)) {
      const answer = await postOrder(through, session.sid, transfer.key, transfer.body);
      expect(answer.replayed, `acknowledged transfer ${transfer.orderId} replays`).toBe(true);
      expect(orderIdOf(answer)).toBe(transfer.orderId);
    }

    // A session made through one process works through each process directly, the restarted one included.
    const before = proxy.forwarded();
    const made = await signInOverHttp(through, 'member');
    const madeAt = proxy.forwarded().findIndex((count, slot) => count > (before[slot] ?? 0));
    for (const [slot, server] of servers.entries()) {
      expect(await summaryStatus(server?.baseUrl ?? '', made.sid), `a session made through process ${madeAt}, used at process ${slot}`).toBe(200);
    }

    // The database, read directly.
    const member = await database.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const keys = await database.selectFrom('idempotency_keys').select(['key']).where('user_id', '=', member.id).where('key', 'in', transfers.map((entry) => entry.key)).execute();
    expect(keys.length, 'one stored answer per transfer key').toBe(transfers.length);
    const orderIds = transfers.map((entry) => entry.orderId as string);
    expect(new Set(orderIds).size, 'one order per transfer key').toBe(transfers.length);
    const between = await sql<{ n: number }>`select count(*)::int as n from payment_orders
      where created_by = ${member.id} and from_arrangement_id in (${checking}, ${savings}) and to_arrangement_id in (${checking}, ${savings})`.execute(database);
    expect(between.rows[0]?.n, 'orders between checking and savings: the transfers and the scheduled payments, none extra').toBe(transfers.length + scheduled.length);
    const executions = await sql<{ id: string; state: string; posted: number; entries: number }>`
      select o.id, o.state,
             (select count(*)::int from payment_order_executions x where x.payment_order_id = o.id and x.outcome = 'POSTED') as posted,
             (select count(*)::int from payment_order_executions x join ledger_entries e on e.journal_id = x.journal_id where x.payment_order_id = o.id) as entries
        from payment_orders o where o.id in (${sql.join([...orderIds, ...scheduled])})`.execute(database);
    const notOnce = executions.rows.filter((row) => row.posted !== 1 || row.entries !== 2);
    expect(notOnce, 'orders not posted exactly once').toEqual([]);
    expect(executions.rows.length).toBe(orderIds.length + scheduled.length);
    const scheduledDates = await sql<{ due_date: string }>`select due_date from payment_order_executions where payment_order_id in (${sql.join(scheduled)})`.execute(database);
    expect(scheduledDates.rows.map((row) => row.due_date)).toEqual(scheduled.map(() => DUE_DATE));
    // No occurrence of any order (the seed's scheduled payments included) ran twice.
    const doubled = await sql<{ payment_order_id: string }>`select payment_order_id from payment_order_executions
      group by payment_order_id, due_date having count(*) > 1`.execute(database);
    expect(doubled.rows, 'occurrences executed more than once').toEqual([]);
    // The payment-order job ran through the queue: its runs are pg-boss's, one per tick.
    const queueRuns = await sql<{ n: number }>`select count(*)::int as n from (
        select id from pgboss.job where name = 'due-payment-orders' union all select id from pgboss.archive where name = 'due-payment-orders') runs`.execute(database);
    expect(queueRuns.rows[0]?.n).toBeGreaterThan(0);

    // The ledger balances: every journal sums to zero, and debits equal credits over the whole book.
    expect(await unbalancedJournals(database), 'journals whose entries do not sum to zero').toEqual([]);
    const book = await sql<{ debits: number; credits: number }>`
      select coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint as debits,
             coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::bigint as credits from ledger_entries`.execute(database);
    const { debits, credits } = book.rows[0] as { debits: number; credits: number };
    expect(debits).toBe(credits);

    for (const server of servers) expect(await server?.kill('SIGTERM'), 'each process stops cleanly').toBe(0);
    servers.length = 0;
    const seconds = ((performance.now() - started) / 1_000).toFixed(1);
    console.log(
      `three processes: ${transfers.length} transfers (${ackAtKill} acknowledged before the kill, ${transfers.length - acknowledged()} retried after lost answers, ` +
        `${replayedCommitted} of those had committed), ${scheduled.length} scheduled payments posted once, ${signIns} sign-ins, ${summaries} summaries, ` +
        `requests per process ${JSON.stringify(proxy.forwarded())}, ${seconds} s`,
    );
  }, 420_000);
});
