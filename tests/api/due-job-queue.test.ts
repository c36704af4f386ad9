/**
 * The runners of the due jobs: the database kind picks one (the in-process timer on PGlite, the pg-boss queue on
 * PostgreSQL); on PostgreSQL two runners on one database, as two server processes would be, run each tick of each job
 * once and in the registry's order; a job that throws is retried with backoff, then kept in its dead-letter queue,
 * and the jobs after it still run.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema';
import { postgresPoolOf, quoteIdentifier } from '../../src/server/db/connect';
import { createDueJobQueue, deadLetterQueueNameOf, queueNameOf } from '../../src/server/jobs/due-job-queue';
import type { DueJobHost, DueJobRunner, DueJobSettings } from '../../src/server/jobs/due-job-runner';
import type { DueJob } from '../../src/server/jobs/due-jobs';
import { createDueJobRunner } from '../../src/server/jobs/start-due-jobs';
import { createServerMetrics } from '../../src/server/metrics/server-metrics';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const TICK_MS = 60_000;
/** A weekday afternoon in New York; the tests move it on by whole ticks. */
const START = Date.parse('2026-12-09T15:00:00Z');

function hostOn(db: Kysely<Database>, clock: () => Date): DueJobHost {
  return { db, clock, metrics: createServerMetrics(db), log: Fastify({ logger: false }).log };
}

/** A job that records each run's instant under its name, and throws when `fail` says so. */
function recordingJob(name: string, runs: string[], fail = false): DueJob {
  return {
    name,
    didWork: `${name} worked`,
    run: async ({ now }) => {
      runs.push(`${name} ${now.toISOString()}`);
      if (fail) throw new Error(`${name} broke`);
      return {};
    },
  };
}

/** Runs of the test's queues not yet finished (queued, waiting to retry, or running). */
async function unfinishedRuns(db: Kysely<Database>, schema: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(quoteIdentifier(schema))}.job
    where state in ('created', 'retry', 'active') and name not like '%-dead-letter'`.execute(db);
  return rows[0]?.n ?? 0;
}

describe.each(databaseKinds())('the due-job runner on %s', (kind) => {
  it('is picked from the database kind: the in-process timer on PGlite, the job queue on PostgreSQL', async () => {
    const database = await createTestDatabase(kind);
    try {
      const runner = createDueJobRunner(hostOn(database.db, () => new Date(START)), { intervalMs: TICK_MS, batchSize: 1, retryLimit: 0, retryDelaySeconds: 1, jobs: [] });
      expect(runner.kind).toBe(kind === 'postgres' ? 'queue' : 'timer');
    } finally {
      await database.destroy();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the due-job queue (postgres)', () => {
  let database: TestDatabase | undefined;
  let runners: DueJobRunner[] = [];
  /** pg-boss's schema for this test alone, so test files on one server do not take each other's runs. */
  const schema = `pgboss_test_${randomBytes(4).toString('hex')}`;

  afterEach(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    runners = [];
    if (database !== undefined) {
      await sql.raw(`drop schema if exists ${quoteIdentifier(schema)} cascade`).execute(database.db);
      await database.destroy();
    }
    database = undefined;
  });

  /** A queue runner as the server makes one, on the test's own pg-boss schema and with a quick poll. */
  const queueOn = (host: DueJobHost, settings: Pick<DueJobSettings, 'retryLimit' | 'jobs'>): DueJobRunner => {
    const pool = postgresPoolOf(host.db);
    if (pool === undefined) throw new Error('a PostgreSQL test database has a pool');
    const runner = createDueJobQueue(host, pool, { intervalMs: TICK_MS, batchSize: 10, retryDelaySeconds: 1, ...settings, schema, pollingSeconds: 0.5 });
    runners.push(runner);
    return runner;
  };

  it('runs each tick of each job once, in order, across two runners on one database', async () => {
    database = await createTestDatabase('postgres');
    const { db } = database;
    let now = new Date(START);
    const clock = () => now;
    const runs: string[] = [];
    const jobs = [recordingJob('first', runs), recordingJob('second', runs)];
    const hosts = [hostOn(db, clock), hostOn(db, clock)];
    const pair = hosts.map((host) => queueOn(host, { retryLimit: 0, jobs }));
    await Promise.all(pair.map((runner) => runner.start())); // each ticks once on starting: the first tick
    for (let tick = 1; tick < 3; tick += 1) {
      now = new Date(START + tick * TICK_MS + 1_000);
      // Both processes tick, twice each, within the same tick period.
      await Promise.all(pair.flatMap((runner) => [runner.tick(), runner.tick()]));
    }
    await expect.poll(() => unfinishedRuns(db, schema), { timeout: 30_000, interval: 200 }).toBe(0);
    expect(runs.filter((run) => run.startsWith('first ')).length, 'runs of the first job: one per tick').toBe(3);
    expect(runs.filter((run) => run.startsWith('second ')).length, 'runs of the second job: one per tick').toBe(3);
    // The second job of a tick is queued when the first ends: never ahead of it.
    const order = runs.map((run) => run.split(' ')[0]);
    expect(order.indexOf('second')).toBeGreaterThan(order.indexOf('first'));
    // Every run is counted once across the two processes, with its lag behind its tick.
    const texts = await Promise.all(hosts.map((host) => host.metrics.render()));
    const total = (pattern: RegExp) => texts.reduce((sum, text) => sum + Number(pattern.exec(text)?.[1] ?? 0), 0);
    expect(total(/^background_job_runs_total\{job="first"\} (\d+)$/m)).toBe(3);
    expect(total(/^background_job_lag_seconds_count\{job="second"\} (\d+)$/m)).toBe(3);
  }, 60_000);

  it('retries a job that throws with backoff, then keeps the run in its dead-letter queue; the next job still runs', async () => {
    database = await createTestDatabase('postgres');
    const { db } = database;
    const clock = () => new Date(START);
    const runs: string[] = [];
    const broken = recordingJob('broken', runs, true);
    const host = hostOn(db, clock);
    await queueOn(host, { retryLimit: 1, jobs: [broken, recordingJob('after', runs)] }).start();
    const deadLetters = sql<{ state: string; data: { slot: number } }>`select state, data from ${sql.raw(quoteIdentifier(schema))}.job
      where name = ${deadLetterQueueNameOf(broken)}`;
    await expect.poll(async () => (await deadLetters.execute(db)).rows.length, { timeout: 30_000, interval: 200 }).toBe(1);
    await expect.poll(() => unfinishedRuns(db, schema), { timeout: 30_000, interval: 200 }).toBe(0);
    expect(runs.filter((run) => run.startsWith('broken ')).length, 'the first try and one retry').toBe(2);
    expect(runs.filter((run) => run.startsWith('after ')).length, 'the job after it runs once for the tick').toBe(1);
    const [kept] = (await deadLetters.execute(db)).rows;
    expect(kept).toMatchObject({ state: 'created', data: { slot: Math.floor(START / TICK_MS) } });
    const failed = await sql<{ state: string; retry_count: number }>`select state, retry_count from ${sql.raw(quoteIdentifier(schema))}.job
      where name = ${queueNameOf(broken)}`.execute(db);
    expect(failed.rows).toEqual([{ state: 'failed', retry_count: 1 }]);
    const text = await host.metrics.render();
    expect(text).toContain('background_job_failures_total{job="broken"} 2');
    expect(text).toContain('background_job_dead_lettered_total{job="broken"} 1');
    expect(text).not.toContain('background_job_dead_lettered_total{job="after"}');
  }, 60_000);
});
