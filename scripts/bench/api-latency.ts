/**
 * Server-side latency of the sign-in and accounts-summary calls, through fastify.inject (no network, so this is
 * the server's own cost: routing, validation, session lookup, ledger queries), on PGlite in memory, or on the
 * PostgreSQL server in DATABASE_URL (a throwaway schema). Figures are wall-clock on this machine: compare runs on
 * the same machine, not across machines.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openDatabase, quoteIdentifier, type DatabaseTarget } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { systemClock } from '../../src/server/clock';
import { seedDemoData } from '../../src/server/seed';

export interface LatencyFigures { name: string; samples: number; p50Ms: number; p95Ms: number; perSecond: number }

function summarise(name: string, durations: number[], totalMs: number): LatencyFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { name, samples: durations.length, p50Ms: at(0.5), p95Ms: at(0.95), perSecond: (durations.length / totalMs) * 1000 };
}

async function timeMany(name: string, samples: number, concurrency: number, call: () => Promise<void>): Promise<LatencyFigures> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < samples) {
        next += 1;
        const t0 = performance.now();
        await call();
        durations.push(performance.now() - t0);
      }
    }),
  );
  return summarise(name, durations, performance.now() - started);
}

export async function measureApiLatency(kind: 'pglite' | 'postgres'): Promise<LatencyFigures[]> {
  let target: DatabaseTarget = { kind: 'pglite' };
  let dropSchema: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    await sql.raw(`create schema ${quoteIdentifier(schema)}`).execute(admin);
    target = { kind: 'postgres', url, schema };
    dropSchema = async () => {
      await sql.raw(`drop schema if exists ${quoteIdentifier(schema)} cascade`).execute(admin);
      await admin.destroy();
    };
  }
  const db = await openDatabase(target);
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { now: systemClock() });
    const app = await buildApp({ db, logger: false });
    try {
      const login = () => app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'member', password: 'Demo-pass-2026' } });
      const first = await login();
      const sid = first.cookies.find((c) => c.name === 'sid')?.value;
      if (first.statusCode !== 200 || !sid) throw new Error(`bench sign-in answered ${first.statusCode}`);
      const summary = async () => {
        const response = await app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid } });
        if (response.statusCode !== 200) throw new Error(`productsummary answered ${response.statusCode}`);
      };
      const status = async () => {
        await app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } });
      };
      const signIn = async () => {
        const response = await login();
        if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
      };
      await timeMany('warm-up', 20, 1, summary);
      return [
        await timeMany(`${kind}: productsummary (1 client)`, 200, 1, summary),
        await timeMany(`${kind}: productsummary (10 clients)`, 400, 10, summary),
        await timeMany(`${kind}: session status (10 clients)`, 1000, 10, status),
        await timeMany(`${kind}: sign-in with scrypt (1 client)`, 4, 1, signIn),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    await dropSchema?.();
  }
}
