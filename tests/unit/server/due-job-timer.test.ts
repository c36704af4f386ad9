import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startDueJobs } from '../../../src/server/jobs/start-due-jobs';
import { dueJobs, type DueJob, type DueJobRun } from '../../../src/server/jobs/due-jobs';
import { createServerMetrics } from '../../../src/server/metrics/server-metrics';

const NOW = new Date('2026-12-31T03:30:00Z'); // 22:30 on Dec 30 in New York
const RETRIES = { retryLimit: 3, retryDelaySeconds: 5 };

function appWithClock() {
  const app = Fastify({ logger: false });
  app.decorate('clock', () => NOW);
  app.decorate('db', {} as never);
  app.decorate('metrics', createServerMetrics({} as never));
  return app;
}

describe('due jobs', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('registers each due job once, by name, in the order a run takes them', () => {
    const names = dueJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.indexOf('certificate-maturities')).toBeLessThan(names.indexOf('dividends'));
  });

  it('runs every job in order on the business day of the app clock, and a failing job does not stop the next', async () => {
    const seen: string[] = [];
    const runs: DueJobRun[] = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const job = (name: string, fail = false): DueJob => ({
      name,
      didWork: `${name} worked`,
      run: async (run) => {
        seen.push(name);
        runs.push(run);
        if (fail) throw new Error('boom');
        if (name === 'last') finish();
        return { done: 1 };
      },
    });
    const app = appWithClock();
    startDueJobs(app, { ...RETRIES, intervalMs: 60_000, batchSize: 7, jobs: [job('first'), job('broken', true), job('last')] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    await finished;
    expect(seen).toEqual(['first', 'broken', 'last']);
    expect(runs.every((run) => run.today === '2026-12-30' && run.now === NOW && run.batchSize === 7)).toBe(true);
    // Each run and each failure is counted for GET /metrics, by job.
    const text = await app.metrics.render();
    for (const name of ['first', 'broken', 'last']) expect(text).toContain(`background_job_runs_total{job="${name}"} 1`);
    expect(text).toContain('background_job_failures_total{job="broken"} 1');
    expect(text).not.toContain('background_job_failures_total{job="first"}');
    // Each run's lag behind its tick, by job: the pinned clock has not moved, so every run started on time.
    expect(text).toContain('background_job_lag_seconds_count{job="last"} 1');
    expect(text).toContain('background_job_lag_seconds_bucket{le="0.1",job="last"} 1');
  });

  it('waits for a run in progress when the app closes', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let completed = false;
    const slow: DueJob = {
      name: 'slow',
      didWork: 'slow worked',
      run: async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        completed = true;
        return {};
      },
    };
    const app = appWithClock();
    startDueJobs(app, { ...RETRIES, intervalMs: 60_000, batchSize: 1, jobs: [slow] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await running;
    const closing = app.close();
    release();
    await closing;
    expect(completed).toBe(true);
  });
});
