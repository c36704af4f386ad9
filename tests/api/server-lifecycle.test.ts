/**
 * The real server process (`npm start`'s built bundle) at both ends of its life: a production start that lacks a
 * required variable stops at once with one line naming it; and SIGTERM while transfers stream drains. It stops
 * taking requests, finishes those in flight, stops the background jobs, closes the database and exits 0, and
 * afterwards every transfer answered 2xx is in the ledger, whole, nothing else posted, and every journal balances.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentOrderReceipt, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { openDatabase } from '../../src/server/db/connect';
import { freePort, repoRoot, SERVER_ARGS, startServer, type RunningServer } from '../e2e/support/server';
import { signInOverHttp } from '../support/http-session';
import { unbalancedJournals } from '../support/ledger-audit';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary?maskIndicator=true';
/** A weekday morning in New York, so the transfers post today whatever the wall clock says. */
const CLOCK_START = '2026-12-09T10:00:00-05:00';

/** Runs the built server with exactly `env` (plus PATH) and resolves to its exit code and what it wrote. */
function runToExit(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, SERVER_ARGS, { cwd: repoRoot, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server did not exit within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

describe('a production start', () => {
  it('without DATABASE_URL stops at once with one line naming it, and a non-zero exit', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cu-prod-start-'));
    try {
      const secrets = {
        IDENTITY_KEY: `prod-test:${Buffer.alloc(32, 3).toString('base64')}`,
        PARTNER_SSO_SIGNING_KEY: 'p'.repeat(40),
        LD_SDK_KEY: 'sdk-0123456789abcdef',
        METRICS_TOKEN: 'm'.repeat(40),
      };
      const { code, stdout, stderr } = await runToExit({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir, ...secrets }, 60_000);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe('DATABASE_URL is required in production');
      expect(stdout).not.toContain('is ready at');
      // A missing secret is named the same way.
      const { METRICS_TOKEN: _left, ...withoutToken } = secrets;
      const second = await runToExit({ NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...withoutToken }, 60_000);
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe('METRICS_TOKEN is required in production');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

interface Transfer {
  key: string;
  body: { fromAccountId: string; toAccountId: string; amountCents: number };
  sentAt: number;
  /** 2xx with the payment order it made; a non-2xx status; or no answer (the connection was refused or closed). */
  outcome?: { kind: 'acknowledged'; orderId: string; at: number } | { kind: 'refused'; status: number } | { kind: 'no-answer' };
}

describe('SIGTERM while transfers stream', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cu-drain-db-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, loses and half-posts nothing, and exits 0', async () => {
    server = await startServer({ dataDir, timeoutMs: 120_000, env: { DEMO_CLOCK_START: CLOCK_START } });
    const baseUrl = server.baseUrl;
    const session = await signInOverHttp(baseUrl, 'member');
    const summary = await session.call<ProductSummary>('GET', SUMMARY);
    const products: ProductSummaryEntry[] = summary.body.groups.flatMap((group) => group.products);
    const checking = products.find((product) => product.productKind === 'checking')!;
    const savings = products.find((product) => product.productKind === 'savings')!;
    const opening = new Map([
      [checking.id, checking.bookedBalanceCents],
      [savings.id, savings.bookedBalanceCents],
    ]);

    const transfers: Transfer[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    const worker = async (index: number): Promise<void> => {
      for (;;) {
        const from = index % 2 === 0 ? checking.id : savings.id;
        const transfer: Transfer = { key: randomUUID(), body: { fromAccountId: from, toAccountId: from === checking.id ? savings.id : checking.id, amountCents: 100 + transfers.length }, sentAt: performance.now() };
        transfers.push(transfer);
        try {
          const response = await fetch(`${baseUrl}${ORDERS}`, {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `sid=${session.sid}`, origin: new URL(baseUrl).origin, 'idempotency-key': transfer.key },
            body: JSON.stringify(transfer.body),
          });
          const text = await response.text();
          if (response.status >= 200 && response.status < 300) {
            const orderId = (JSON.parse(text) as PaymentOrderReceipt).paymentOrder.id;
            transfer.outcome = { kind: 'acknowledged', orderId, at: performance.now() };
          } else {
            transfer.outcome = { kind: 'refused', status: response.status };
          }
        } catch {
          transfer.outcome = { kind: 'no-answer' };
        }
        // After the signal each worker stops at its first refusal or unanswered call: the server no longer takes work.
        if (performance.now() > signalledAt && transfer.outcome.kind !== 'acknowledged') return;
      }
    };
    const streaming = Promise.all(Array.from({ length: 4 }, (_, index) => worker(index)));
    await new Promise((wait) => setTimeout(wait, 1_500));
    signalledAt = performance.now();
    const exit = server.kill('SIGTERM');
    await streaming;
    expect(await exit, 'the process exits 0 after draining').toBe(0);
    server = undefined;

    const acknowledged = transfers.filter((transfer) => transfer.outcome?.kind === 'acknowledged');
    const inFlightAtSignal = transfers.filter((transfer) => transfer.sentAt < signalledAt && transfer.outcome?.kind === 'acknowledged' && transfer.outcome.at > signalledAt);
    const others = transfers.filter((transfer) => transfer.outcome?.kind !== 'acknowledged');
    expect(acknowledged.length, 'transfers acknowledged before the signal').toBeGreaterThan(4);
    // The requests in flight when the signal came were answered, not cut off.
    expect(inFlightAtSignal.length, 'requests in flight at SIGTERM that were still answered 2xx').toBeGreaterThan(0);
    // A request the client sent just before the signal may reach the server after it: refused as unavailable (the
    // ledger checks below show it posted nothing), never cut off without an answer.
    expect(others.filter((transfer) => transfer.sentAt < signalledAt && transfer.outcome?.kind === 'no-answer'), 'requests sent before SIGTERM left unanswered').toEqual([]);
    for (const transfer of others) if (transfer.outcome?.kind === 'refused') expect(transfer.outcome.status, 'a request after SIGTERM is refused as unavailable').toBe(503);

    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const member = await db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
      // Every request the server took wrote its Idempotency-Key with its work: exactly the acknowledged ones were taken,
      // so none was lost and none posted without an answer.
      const taken = await db.selectFrom('idempotency_keys').select(['key', 'response_status']).where('user_id', '=', member.id).where('key', 'in', transfers.map((transfer) => transfer.key)).execute();
      expect(taken.map((row) => row.key).sort()).toEqual(acknowledged.map((transfer) => transfer.key).sort());
      const orderIds = acknowledged.map((transfer) => (transfer.outcome as { orderId: string }).orderId);
      const orders = await db.selectFrom('payment_orders').select(['id', 'state']).where('id', 'in', orderIds).execute();
      expect(orders.length).toBe(orderIds.length);
      expect(orders.filter((order) => order.state !== 'POSTED')).toEqual([]);
      // Each whole: one execution, a journal of two entries.
      const whole = await sql<{ id: string; executions: number; entries: number }>`
        select o.id,
               (select count(*)::int from payment_order_executions x where x.payment_order_id = o.id) as executions,
               (select count(*)::int from payment_order_executions x join ledger_entries e on e.journal_id = x.journal_id where x.payment_order_id = o.id) as entries
          from payment_orders o where o.id in (${sql.join(orderIds)})`.execute(db);
      expect(whole.rows.filter((row) => row.executions !== 1 || row.entries !== 2), 'payment orders written only in part').toEqual([]);
      expect(await unbalancedJournals(db), 'journals whose entries do not sum to zero').toEqual([]);
      // The two accounts moved by exactly the acknowledged transfers.
      const expected = new Map(opening);
      for (const transfer of acknowledged) {
        expected.set(transfer.body.fromAccountId, (expected.get(transfer.body.fromAccountId) ?? 0) - transfer.body.amountCents);
        expected.set(transfer.body.toAccountId, (expected.get(transfer.body.toAccountId) ?? 0) + transfer.body.amountCents);
      }
      const sums = await sql<{ arrangement_id: string; cents: number }>`
        select arrangement_id, sum(amount_cents)::bigint as cents from ledger_entries where arrangement_id in (${checking.id}, ${savings.id}) group by arrangement_id`.execute(db);
      expect(new Map(sums.rows.map((row) => [row.arrangement_id, -Number(row.cents)]))).toEqual(expected);
      console.log(`drain: ${acknowledged.length} transfers acknowledged, ${inFlightAtSignal.length} of them in flight at SIGTERM and answered, ${others.length} refused or unanswered after it; exit 0, ledger balanced`);
    } finally {
      await db.destroy();
    }
  }, 300_000);
});
