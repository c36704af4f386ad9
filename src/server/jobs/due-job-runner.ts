import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { businessDate } from '../domain/business-date';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { DueJob } from './due-jobs';

/** What a runner of the due jobs uses of the app: its database, clock, metrics and log. */
export interface DueJobHost {
  db: Kysely<Database>;
  clock: Clock;
  metrics: ServerMetrics;
  log: FastifyBaseLogger;
}

/** How the due jobs run: the tick period and batch size from config/app.json paymentOrders, and the queue's retries. */
export interface DueJobSettings {
  intervalMs: number;
  batchSize: number;
  /** Retries of a failed run before it is dead-lettered (the job queue; the timer simply runs again next tick). */
  retryLimit: number;
  /** The first retry's delay in seconds; later ones back off exponentially. */
  retryDelaySeconds: number;
  /** The jobs to run, in order; the registry (`dueJobs`) unless a test passes its own. */
  jobs?: readonly DueJob[];
}

/**
 * Runs the due jobs once per tick. The in-process timer runs every job in every process (the embedded database has
 * one process); the job queue runs each tick of each job once across every process on one PostgreSQL database.
 */
export interface DueJobRunner {
  readonly kind: 'timer' | 'queue';
  /** Starts ticking (a first tick at once). */
  start(): Promise<void>;
  /** One tick now: the timer runs the jobs; the queue enqueues the tick's first job. Resolves when that is done. */
  tick(): Promise<void>;
  /** Stops ticking and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * One run of `job` on the host's database and clock. Counts the run (and its lag behind `dueAt`) in the metrics and
 * logs a run that did something; a run that fails is counted as failed and its error rethrown for the runner to handle.
 */
export async function runDueJob(host: DueJobHost, job: DueJob, dueAt: Date, batchSize: number): Promise<void> {
  const now = host.clock();
  host.metrics.observeJobLag(job.name, (now.getTime() - dueAt.getTime()) / 1_000);
  let counts: object;
  try {
    counts = await job.run({ db: host.db, now, today: businessDate(now), batchSize });
  } catch (error) {
    host.metrics.observeJobRun(job.name, true);
    throw error;
  }
  host.metrics.observeJobRun(job.name, false);
  if (Object.values(counts).some((count) => typeof count === 'number' && count > 0)) host.log.info(counts, job.didWork);
}
