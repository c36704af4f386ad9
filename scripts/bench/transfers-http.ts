/**
 * Internal transfers per second over real HTTP against PostgreSQL: the app listens on a loopback port over a
 * throwaway database with the demo seed, N clients (BENCH_CLIENTS, default 16) post $1.00 transfers between a
 * member's checking and savings for BENCH_SECONDS (default 10), each with its own Idempotency-Key; then pgbench's
 * TPC-B figure on the same server beside it. Every transfer is a full payment order: session, permission, rules,
 * row locks, balanced journal, member transaction rows and the idempotency record, in one database transaction.
 *
 *   tsx scripts/bench/transfers-http.ts        (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ProductSummary } from '../../engine/core/generated/api.gen';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { systemClock } from '../../src/server/clock';
import { seedDemoData } from '../../src/server/seed';
import { runPgbench, type PgbenchFigures } from './pgbench';
import { benchPostgresUrl, createScratchDatabase, postgresVersion } from './scratch-database';

const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
/** Personas with a checking and a savings account of their own, each a separate pair of rows to lock. */
const MOVERS = ['member', 'paperless', 'bankruptcy', 'level7', 'delinquent', 'onboarding'];

export interface TransferFigures {
  clients: number;
  accountPairs: number;
  seconds: number;
  transfers: number;
  refused: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  firstRefusal?: string;
}

interface Mover {
  sid: string;
  checking: string;
  savings: string;
}

async function call(baseUrl: string, sid: string, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { cookie: `sid=${sid}`, accept: 'application/json' };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = randomUUID();
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, text: await response.text() };
}

async function signIn(baseUrl: string, username: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo-pass-2026' }),
  });
  const sid = response.headers.getSetCookie().map((cookie) => /^sid=([^;]*)/.exec(cookie)?.[1]).find(Boolean);
  return response.status === 200 && sid ? sid : null;
}

/** Personas that can sign in and hold checking + savings (a persona the server refuses is left out, not faked). */
async function findMovers(baseUrl: string): Promise<Mover[]> {
  const movers: Mover[] = [];
  for (const username of MOVERS) {
    const sid = await signIn(baseUrl, username);
    if (!sid) continue;
    const summary = await call(baseUrl, sid, 'GET', SUMMARY);
    if (summary.status !== 200) continue;
    const products = (JSON.parse(summary.text) as ProductSummary).groups.flatMap((group) => group.products);
    const checking = products.find((product) => product.productKind === 'checking');
    const savings = products.find((product) => product.productKind === 'savings');
    if (!checking || !savings) continue;
    const probe = await call(baseUrl, sid, 'POST', ORDERS, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100, timing: 'IMMEDIATE', frequency: 'ONCE' });
    if (probe.status === 201) movers.push({ sid, checking: checking.id, savings: savings.id });
  }
  return movers;
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export async function measureHttpTransfers(serverUrl: string, options: { clients?: number; seconds?: number } = {}): Promise<TransferFigures> {
  const clients = options.clients ?? 16;
  const seconds = options.seconds ?? 10;
  const database = await createScratchDatabase(serverUrl, 'bench_transfers');
  try {
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      await migrateToLatest(db);
      await seedDemoData(db, { now: systemClock() });
      const app = await buildApp({ db, logger: false });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const movers = await findMovers(baseUrl);
        if (movers.length === 0) throw new Error('no persona could post a transfer (is the payment-orders API there?)');

        const durations: number[] = [];
        let refused = 0;
        let firstRefusal: string | undefined;
        const started = performance.now();
        const stopAt = started + seconds * 1000;
        await Promise.all(
          Array.from({ length: clients }, async (_, client) => {
            const mover = movers[client % movers.length] as Mover;
            // Alternate directions so no account drains, whatever the run length.
            for (let n = client; performance.now() < stopAt; n += 1) {
              const up = n % 2 === 0;
              const body = { fromAccountId: up ? mover.checking : mover.savings, toAccountId: up ? mover.savings : mover.checking, amountCents: 100, timing: 'IMMEDIATE', frequency: 'ONCE' };
              const t0 = performance.now();
              const answer = await call(baseUrl, mover.sid, 'POST', ORDERS, body);
              if (answer.status === 201) durations.push(performance.now() - t0);
              else {
                refused += 1;
                firstRefusal ??= `${answer.status} ${answer.text.slice(0, 200)}`;
              }
            }
          }),
        );
        const elapsed = performance.now() - started;
        const sorted = [...durations].sort((a, b) => a - b);
        return {
          clients,
          accountPairs: Math.min(movers.length, clients),
          seconds: elapsed / 1000,
          transfers: durations.length,
          refused,
          perSecond: (durations.length / elapsed) * 1000,
          p50Ms: percentile(sorted, 0.5),
          p95Ms: percentile(sorted, 0.95),
          ...(firstRefusal ? { firstRefusal } : {}),
        };
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
    }
  } finally {
    await database.drop();
  }
}

/** Prints both figures; says plainly when PostgreSQL or pgbench is missing. */
export async function printTransferBench(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = benchPostgresUrl(env);
  const shown = url.replace(/\/\/[^@/]*@/, '//…@');
  const version = await postgresVersion(url);
  if (version === null) {
    console.log(`Transfers over HTTP: skipped, no PostgreSQL answers at ${shown} (set DATABASE_URL).`);
    return;
  }
  const clients = Number(env.BENCH_CLIENTS ?? 16);
  const seconds = Number(env.BENCH_SECONDS ?? 10);
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`Transfers over HTTP against PostgreSQL ${version} at ${shown} (wall clock, this machine: ${cpus().length} cores, load average ${load}):`);
  const http = await measureHttpTransfers(url, { clients, seconds });
  console.log(
    `  internal transfers, ${http.clients} clients over ${http.accountPairs} account pairs: ${http.perSecond.toFixed(1)} transfers/s ` +
      `(n=${http.transfers} in ${http.seconds.toFixed(1)} s)  p50 ${http.p50Ms.toFixed(1)} ms  p95 ${http.p95Ms.toFixed(1)} ms`,
  );
  if (http.refused > 0) console.log(`  ${http.refused} transfers refused; first: ${http.firstRefusal}`);
  let pgbench: PgbenchFigures | null;
  try {
    pgbench = await runPgbench(url);
  } catch (error) {
    console.log(`  pgbench TPC-B: failed (${(error as Error).message})`);
    return;
  }
  if (pgbench === null) console.log('  pgbench TPC-B: pgbench is not installed (no figure; install postgresql-client to compare).');
  else {
    console.log(
      `  pgbench TPC-B (scale 1, ${pgbench.clients} clients, ${pgbench.seconds} s, same server): ${pgbench.tps.toFixed(1)} tps` +
        `${pgbench.latencyMs === null ? '' : `  latency avg ${pgbench.latencyMs.toFixed(1)} ms`}; HTTP transfers reach ${((http.perSecond / pgbench.tps) * 100).toFixed(1)}% of it`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printTransferBench();
