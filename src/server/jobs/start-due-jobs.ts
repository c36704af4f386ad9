import type { FastifyInstance } from 'fastify';
import { postgresPoolOf } from '../db/connect';
import { createDueJobQueue } from './due-job-queue';
import { createDueJobTimer } from './due-job-timer';
import type { DueJobHost, DueJobRunner, DueJobSettings } from './due-job-runner';

/**
 * The one choice of runner, from the database kind: on PostgreSQL (DATABASE_URL, possibly several processes) the
 * pg-boss job queue on the same pool; on the embedded PGlite (one process) the in-process timer.
 */
export function createDueJobRunner(host: DueJobHost, settings: DueJobSettings): DueJobRunner {
  const pool = postgresPoolOf(host.db);
  return pool === undefined ? createDueJobTimer(host, settings) : createDueJobQueue(host, pool, settings);
}

/**
 * Runs the due jobs with the app: starting once the server listens (main.ts migrates and seeds between building the
 * app and listening), stopping when the app closes (the SIGTERM drain closes the app before the database), after the
 * runs in progress.
 */
export function startDueJobs(app: FastifyInstance, settings: DueJobSettings): DueJobRunner {
  const runner = createDueJobRunner(app, settings);
  app.addHook('onListen', async () => {
    await runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });
  return runner;
}
