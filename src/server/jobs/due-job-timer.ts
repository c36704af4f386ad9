import type { FastifyInstance } from 'fastify';
import { businessDate } from '../domain/business-date';
import { dueJobs, type DueJob } from './due-jobs';

/**
 * Runs the due jobs in order every `intervalMs` (and once when the server starts listening) on the app's database
 * and clock, one run at a time; a job that fails is logged and the next one still runs. Each run and each failure is
 * counted in the app's metrics. Stops when the app closes, waiting for a run in progress so the database is not closed
 * under it.
 */
export function startDueJobs(app: FastifyInstance, options: { intervalMs: number; batchSize: number; jobs?: readonly DueJob[] }): void {
  const jobs = options.jobs ?? dueJobs;
  let running: Promise<void> | null = null;
  const runAll = async (): Promise<void> => {
    const now = app.clock();
    const run = { db: app.db, now, today: businessDate(now), batchSize: options.batchSize };
    for (const job of jobs) {
      try {
        const counts = await job.run(run);
        app.metrics.observeJobRun(job.name, false);
        if (Object.values(counts).some((count) => typeof count === 'number' && count > 0)) app.log.info(counts, job.didWork);
      } catch (error) {
        app.metrics.observeJobRun(job.name, true);
        app.log.error({ err: error, job: job.name }, `${job.name}: run failed`);
      }
    }
  };
  const tick = (): void => {
    running ??= runAll().finally(() => {
      running = null;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  // Only once the server listens: main.ts migrates and seeds between building the app and listening.
  app.addHook('onListen', async () => {
    tick();
    timer ??= setInterval(tick, options.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
