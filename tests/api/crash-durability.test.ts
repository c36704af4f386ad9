/**
 * Crash durability of the embedded default: the real server process (`src/server/main.ts`) on
 * PGlite with the demo seed streams transfers between member's checking and savings and is killed with SIGKILL at
 * random moments, then restarted on the same data folder. After every restart it must start without repair, replay
 * (Idempotency-Key) the transfers that were in flight at the kill exactly once, and show balances that equal the
 * transfers it acknowledged. After a final clean stop the test opens the data folder itself and checks that every
 * acknowledged transfer is there and whole (order, execution, balanced journal, two entries, two member-facing
 * transactions), that every journal balances, and that each account's balance is exactly what its entries say.
 *
 * Besides the kills while transfers stream: one kill while PGlite writes out a new data folder (the first start), a few
 * kills while the server starts up again (crash recovery, migrations, the seed check), and a second server started
 * on the folder while the first runs, which must be refused.
 *
 * The kill moments, amounts and directions come from a seeded PRNG: the seed is printed; CRASH_SEED=<n> replays it
 * (timing on a loaded machine still varies which request is in flight, not what is checked). CRASH_KILLS=<n> changes
 * the number of kills while streaming (12 by default, at least 10).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentOrderReceipt, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { openDatabase } from '../../src/server/db/connect';
import { createPrng } from '../../src/server/seed/prng';
import { launchServer, startServer, type RunningServer } from '../e2e/support/server';
import { signInOverHttp, type HttpSession } from '../support/http-session';
import { unbalancedJournals } from '../support/ledger-audit';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary?maskIndicator=true';
const KILLS = Number(process.env.CRASH_KILLS ?? 12);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Requests in flight at once: several, so a kill usually lands with some unanswered. */
const WORKERS = 4;
/** Streaming time before each kill, in ms (drawn from the PRNG). */
const STREAM_MS = { min: 50, max: 600 } as const;
/** Restarts after which the server is killed again before it answers: every fourth. */
const KILL_WHILE_STARTING = (round: number): boolean => round % 4 === 3;
/** How long into such a start-up the kill falls, in ms (drawn from the PRNG). */
const STARTING_MS = { min: 100, max: 4_000 } as const;
const START_TIMEOUT_MS = 120_000;
/**
 * The servers' clock: a weekday morning in New York, moving on with the test's own time across every restart. On the
 * wall clock a run that crossed midnight in New York met the next business day's due postings between one restart's
 * balances and the next, which the model of acknowledged transfers does not know.
 */
const CLOCK_START_MS = Date.parse('2026-12-09T10:00:00-05:00');
const testStarted = performance.now();
const serverClock = (): NodeJS.ProcessEnv => ({ DEMO_CLOCK_START: new Date(CLOCK_START_MS + Math.round(performance.now() - testStarted)).toISOString() });

interface Transfer {
  key: string;
  body: { fromAccountId: string; toAccountId: string; amountCents: number };
  /** The payment order id, once a 2xx answer (first call or replay) named it. */
  orderId?: string;
  /** 'acknowledged' before a kill; 'in-flight' when the kill cut it off; 'refused' on a non-2xx answer. */
  outcome: 'acknowledged' | 'in-flight' | 'refused';
  /** For an in-flight transfer, what the replay after restart found: committed before the kill, or not written. */
  afterRestart?: 'was-committed' | 'was-absent';
}

function filesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

/** Polls (every few ms: the window is short) until `condition` holds; throws after `timeoutMs`. */
async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 2));
  }
}

interface PostAnswer {
  status: number;
  replayed: boolean;
  body: unknown;
}

/** POSTs a transfer with its Idempotency-Key; throws when the connection dies (the server was killed). */
async function postTransfer(baseUrl: string, session: HttpSession, transfer: Transfer): Promise<PostAnswer> {
  const response = await fetch(`${baseUrl}${ORDERS}`, {
    method: 'POST',
    // The Origin a browser sends with the web app's own calls (a cookie-carrying write without one is refused).
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `sid=${session.sid}`, origin: new URL(baseUrl).origin, 'idempotency-key': transfer.key },
    body: JSON.stringify(transfer.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: reported as text
  }
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') !== null, body };
}

function orderIdOf(answer: PostAnswer): string {
  const id = (answer.body as PaymentOrderReceipt | undefined)?.paymentOrder?.id;
  if (typeof id !== 'string') throw new Error(`A ${answer.status} answer without a payment order: ${JSON.stringify(answer.body)}`);
  return id;
}

describe('crash durability of the embedded database (SIGKILL while transfers stream)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cu-crash-db-'));
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`survives ${KILLS} kills with every acknowledged transfer present and every journal balanced`, async () => {
    console.log(`crash durability: seed ${SEED} (replay with CRASH_SEED=${SEED}), ${KILLS} kills, data folder ${dataDir}`);
    const prng = createPrng(SEED);
    const started = performance.now();
    const startMs: number[] = [];
    const transfers: Transfer[] = [];

    const start = async (): Promise<RunningServer> => {
      const before = performance.now();
      const running = await startServer({ dataDir, timeoutMs: START_TIMEOUT_MS, env: serverClock() });
      startMs.push(performance.now() - before);
      return running;
    };

    // The first start, killed while PGlite writes the new data folder out: the moment PG_VERSION appears (a file
    // watch, so the kill lands within the few ms the rest of the folder takes to write).
    const watcher = watch(dataDir);
    const initialising = await launchServer({ dataDir, timeoutMs: START_TIMEOUT_MS, env: serverClock() });
    const killedAtInit = new Promise<number | string | null>((done) => {
      watcher.on('change', (_event, name) => {
        if (name === 'PG_VERSION') done(initialising.kill('SIGKILL'));
      });
    });
    await waitFor(() => existsSync(join(dataDir, 'PG_VERSION')) || initialising.exited(), START_TIMEOUT_MS, 'PGlite to write PG_VERSION');
    const initExit = await Promise.race([killedAtInit, initialising.kill('SIGKILL')]);
    watcher.close();
    expect(initExit, 'the first start was killed while it initialised the data folder').toBe('SIGKILL');
    const filesAtInitKill = filesUnder(dataDir);

    server = await start();
    const session = await signInOverHttp(server.baseUrl, 'member');
    const summary = async (baseUrl: string): Promise<ProductSummaryEntry[]> => {
      const response = await fetch(`${baseUrl}${SUMMARY}`, { headers: { accept: 'application/json', cookie: `sid=${session.sid}` } });
      expect(response.status, 'the session signed in before the kills is still valid after a restart').toBe(200);
      return ((await response.json()) as ProductSummary).groups.flatMap((group) => group.products);
    };
    const byKind = (products: readonly ProductSummaryEntry[], kind: string): ProductSummaryEntry => {
      const product = products.find((entry) => entry.productKind === kind);
      if (!product) throw new Error(`member has no ${kind} account`);
      return product;
    };

    const opening = await summary(server.baseUrl);
    const checking = byKind(opening, 'checking');
    const savings = byKind(opening, 'savings');
    const openingBooked = { [checking.id]: checking.bookedBalanceCents, [savings.id]: savings.bookedBalanceCents };
    /** Booked balances if exactly the transfers answered 2xx (first call or replay) posted. */
    const modelled = (): Record<string, number> => {
      const balances = { ...openingBooked };
      for (const transfer of transfers) {
        if (transfer.orderId === undefined) continue;
        balances[transfer.body.fromAccountId] = (balances[transfer.body.fromAccountId] ?? 0) - transfer.body.amountCents;
        balances[transfer.body.toAccountId] = (balances[transfer.body.toAccountId] ?? 0) + transfer.body.amountCents;
      }
      return balances;
    };
    const nextTransfer = (): Transfer => {
      const balances = modelled();
      // Back and forth; mostly from the fuller account, so neither runs out however the kills fall.
      const fuller = (balances[checking.id] ?? 0) >= (balances[savings.id] ?? 0) ? checking.id : savings.id;
      const from = prng.chance(0.7) ? fuller : fuller === checking.id ? savings.id : checking.id;
      const to = from === checking.id ? savings.id : checking.id;
      return { key: randomUUID(), body: { fromAccountId: from, toAccountId: to, amountCents: prng.int(1, 2_500) }, outcome: 'in-flight' };
    };

    let kills = 0;
    let startupKills = 0;
    let replayedCommitted = 0;
    let replayedAbsent = 0;
    for (let round = 0; ; round += 1) {
      const baseUrl = server.baseUrl;
      // In-flight transfers of the last kill: replayed with the same key they post exactly once, whichever side of
      // the commit the kill fell on.
      for (const transfer of transfers.filter((entry) => entry.outcome === 'in-flight' && entry.afterRestart === undefined)) {
        const answer = await postTransfer(baseUrl, session, transfer);
        expect(answer.status, `replay of in-flight transfer ${transfer.key}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(300);
        transfer.orderId = orderIdOf(answer);
        transfer.afterRestart = answer.replayed ? 'was-committed' : 'was-absent';
        if (answer.replayed) replayedCommitted += 1;
        else replayedAbsent += 1;
      }
      // A sample of acknowledged transfers replays their stored answer: same order, nothing posted twice.
      const acknowledged = transfers.filter((entry) => entry.outcome === 'acknowledged');
      for (let sample = 0; sample < Math.min(3, acknowledged.length); sample += 1) {
        const transfer = prng.pick(acknowledged);
        const answer = await postTransfer(baseUrl, session, transfer);
        expect(answer.replayed, `acknowledged transfer ${transfer.orderId} replays after restart ${round}`).toBe(true);
        expect(orderIdOf(answer)).toBe(transfer.orderId);
      }
      // The balances the server shows are the opening balances moved by exactly the transfers it acknowledged.
      const shown = await summary(baseUrl);
      const expected = modelled();
      expect({ checking: byKind(shown, 'checking').bookedBalanceCents, savings: byKind(shown, 'savings').bookedBalanceCents }, `balances after restart ${round}`).toEqual({
        checking: expected[checking.id],
        savings: expected[savings.id],
      });

      if (kills === KILLS) break;

      // Stream transfers from several workers, and SIGKILL the server after a random delay.
      let killed = false;
      const worker = async (): Promise<void> => {
        while (!killed) {
          const transfer = nextTransfer();
          transfers.push(transfer);
          let answer: PostAnswer;
          try {
            answer = await postTransfer(baseUrl, session, transfer);
          } catch {
            return; // no answer: the kill cut it off (stays 'in-flight')
          }
          if (answer.status >= 200 && answer.status < 300) {
            transfer.outcome = 'acknowledged';
            transfer.orderId = orderIdOf(answer);
          } else {
            transfer.outcome = 'refused';
            throw new Error(`A transfer was refused with ${answer.status}: ${JSON.stringify(answer.body)}`);
          }
        }
      };
      const streaming = Promise.all(Array.from({ length: WORKERS }, worker));
      await new Promise((done) => setTimeout(done, prng.int(STREAM_MS.min, STREAM_MS.max)));
      killed = true;
      expect(await server.kill('SIGKILL')).toBe('SIGKILL');
      kills += 1;
      await streaming;
      if (KILL_WHILE_STARTING(round)) {
        // Killed again before it answers: during crash recovery, the migrations or the seed check.
        const starting = await launchServer({ dataDir, timeoutMs: START_TIMEOUT_MS, env: serverClock() });
        await Promise.race([starting.ready.catch(() => undefined), new Promise((done) => setTimeout(done, prng.int(STARTING_MS.min, STARTING_MS.max)))]);
        await starting.kill('SIGKILL');
        startupKills += 1;
      }
      server = await start();
    }

    // A second server on the same folder is refused while the first runs (two would each overwrite the other's
    // writes), and the first carries on.
    await expect(startServer({ dataDir, timeoutMs: START_TIMEOUT_MS, env: serverClock() }), 'a second server on the same DATA_DIR').rejects.toThrow(/exited early with code 1/);
    expect(byKind(await summary(server.baseUrl), 'checking').bookedBalanceCents).toBe(modelled()[checking.id]);

    // A clean stop (SIGTERM closes PGlite), then the data folder is opened directly: nothing of the API in between.
    expect(await server.kill('SIGTERM'), 'the server shuts down cleanly on SIGTERM').toBe(0);
    server = undefined;
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.pglite')), 'a clean stop frees the lock').toEqual([]);
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const acknowledged = transfers.filter((entry) => entry.outcome === 'acknowledged');
      const inFlight = transfers.filter((entry) => entry.outcome === 'in-flight');
      const posted = transfers.filter((entry) => entry.orderId !== undefined);
      expect(transfers.filter((entry) => entry.outcome === 'refused')).toEqual([]);
      expect(acknowledged.length, 'transfers acknowledged before the kills').toBeGreaterThanOrEqual(KILLS);

      const member = await db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
      const orders = await db
        .selectFrom('payment_orders')
        .select(['id', 'state', 'amount_cents', 'from_arrangement_id', 'to_arrangement_id'])
        .where('created_by', '=', member.id)
        .where('id', 'in', posted.map((entry) => entry.orderId as string))
        .execute();
      const orderById = new Map(orders.map((order) => [order.id, order]));
      const missing = posted.filter((entry) => !orderById.has(entry.orderId as string));
      expect(missing.map((entry) => `${entry.outcome} ${entry.orderId}`), 'transfers answered 2xx but missing after the kills').toEqual([]);
      for (const transfer of posted) {
        expect(orderById.get(transfer.orderId as string)).toMatchObject({
          state: 'POSTED',
          amount_cents: transfer.body.amountCents,
          from_arrangement_id: transfer.body.fromAccountId,
          to_arrangement_id: transfer.body.toAccountId,
        });
      }
      // Exactly one order per key: no replay posted twice, and every key the kills left behind is accounted for.
      const keys = await db
        .selectFrom('idempotency_keys')
        .select(['key', 'response_status'])
        .where('user_id', '=', member.id)
        .where('key', 'in', transfers.map((entry) => entry.key))
        .execute();
      expect(keys.length).toBe(posted.length);
      expect(keys.every((row) => row.response_status !== null && row.response_status >= 200 && row.response_status < 300)).toBe(true);
      const runOrders = await sql<{ n: number }>`
        select count(*)::int as n from payment_orders where created_by = ${member.id} and from_arrangement_id in (${checking.id}, ${savings.id})`.execute(db);
      expect(runOrders.rows[0]?.n, 'orders between checking and savings: one per transfer, none extra').toBe(posted.length);

      // Never half-written: each order has one POSTED execution whose journal has exactly its two entries and its two
      // member-facing transactions.
      const whole = await sql<{ id: string; executions: number; entries: number; debit: number; credit: number; transactions: number }>`
        select o.id,
               (select count(*)::int from payment_order_executions x where x.payment_order_id = o.id and x.outcome = 'POSTED') as executions,
               (select count(*)::int from payment_order_executions x join ledger_entries e on e.journal_id = x.journal_id where x.payment_order_id = o.id) as entries,
               (select coalesce(sum(e.amount_cents), 0)::bigint from payment_order_executions x join ledger_entries e on e.journal_id = x.journal_id
                 where x.payment_order_id = o.id and e.arrangement_id = o.from_arrangement_id) as debit,
               (select coalesce(sum(e.amount_cents), 0)::bigint from payment_order_executions x join ledger_entries e on e.journal_id = x.journal_id
                 where x.payment_order_id = o.id and e.arrangement_id = o.to_arrangement_id) as credit,
               (select count(*)::int from payment_order_executions x join transactions t on t.journal_id = x.journal_id
                 where x.payment_order_id = o.id and t.status = 'BOOKED') as transactions
          from payment_orders o where o.created_by = ${member.id} and o.from_arrangement_id in (${checking.id}, ${savings.id})`.execute(db);
      const broken = whole.rows.filter((row) => {
        const amount = orderById.get(row.id)?.amount_cents ?? Number.NaN;
        return row.executions !== 1 || row.entries !== 2 || row.debit !== amount || row.credit !== -amount || row.transactions !== 2;
      });
      expect(broken, 'payment orders written only in part').toEqual([]);

      // Every journal balances, none is empty, and the whole book sums to zero.
      expect(await unbalancedJournals(db), 'journals whose entries do not sum to zero').toEqual([]);
      const book = await sql<{ journals: number; empty: number; total: number }>`
        select (select count(*)::int from journals) as journals,
               (select count(*)::int from journals j where not exists (select 1 from ledger_entries e where e.journal_id = j.id)) as empty,
               (select coalesce(sum(amount_cents), 0)::bigint from ledger_entries) as total`.execute(db);
      const { journals, empty, total } = book.rows[0] as { journals: number; empty: number; total: number };
      expect({ empty, total }).toEqual({ empty: 0, total: 0 });

      // Every balance equals its entries: the two accounts hold exactly the opening balances moved by the transfers.
      const sums = await sql<{ arrangement_id: string; cents: number }>`
        select arrangement_id, sum(amount_cents)::bigint as cents from ledger_entries
         where arrangement_id in (${checking.id}, ${savings.id}) group by arrangement_id`.execute(db);
      const expected = modelled();
      expect(Object.fromEntries(sums.rows.map((row) => [row.arrangement_id, -row.cents]))).toEqual(expected);
      // And every booked transaction matches its journal's entry on that account.
      const mismatched = await sql<{ n: number }>`
        select count(*)::int as n from transactions t
         where t.status = 'BOOKED' and (case t.credit_debit when 'DEBIT' then t.amount_cents else -t.amount_cents end) <>
               (select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.journal_id = t.journal_id and e.arrangement_id = t.arrangement_id)
           and t.arrangement_id in (${checking.id}, ${savings.id})`.execute(db);
      expect(mismatched.rows[0]?.n, 'booked transactions that differ from their ledger entries').toBe(0);

      const seconds = ((performance.now() - started) / 1_000).toFixed(1);
      const starts = startMs.map((ms) => Math.round(ms));
      const restarts = starts.slice(1).sort((a, b) => a - b);
      console.log(
        `crash durability: ${kills} kills survived while streaming (+1 while initialising the data folder at ${filesAtInitKill} files, ` +
          `+${startupKills} while starting up), ${acknowledged.length} acknowledged transfers all present, ` +
          `${inFlight.length} in flight at a kill (${replayedCommitted} had committed, ${replayedAbsent} had not; each replayed once), ` +
          `${journals} journals balanced, balances equal their entries, a second server on the folder refused; seed ${SEED}, ${seconds} s ` +
          `(first start ${starts[0]} ms, restarts median ${restarts[Math.floor(restarts.length / 2)]} ms, max ${restarts.at(-1)} ms)`,
      );
    } finally {
      await db.destroy();
    }
  }, 600_000); // 12 restarts of a real server: 20 s each when the other API files share the two cores
});
