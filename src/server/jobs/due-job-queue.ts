import { createHash } from 'node:crypto';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { dueJobs, type DueJob } from './due-jobs';
import { runDueJob, type DueJobHost, type DueJobRunner, type DueJobSettings } from './due-job-runner';

/** pg-boss's own schema on the application's database. */
export const JOB_QUEUE_SCHEMA = 'pgboss';
/** How often each process's workers look for queued runs (pg-boss's floor is 0.5 s). */
const POLLING_SECONDS = 2;
/** A run still active this long is taken as lost (its process died) and retried. */
const RUN_EXPIRY_SECONDS = 15 * 60;
/** Dead-lettered runs are kept this long for an operator to read (pg-boss's retention of unworked jobs). */
const DEAD_LETTER_RETENTION_MINUTES = 30 * 24 * 60;
/** How long stopping waits for runs in progress before pg-boss gives up on them (they are retried after expiry). */
const STOP_TIMEOUT_MS = 20_000;

/** The queue of one due job, and the queue its runs move to when they fail every retry. */
export function queueNameOf(job: Pick<DueJob, 'name'>): string {
  return `due-${job.name}`;
}
export function deadLetterQueueNameOf(job: Pick<DueJob, 'name'>): string {
  return `due-${job.name}-dead-letter`;
}

/** What a queued run carries: its tick (the clock's `intervalMs` slot) and when that tick fell due. */
interface TickRun {
  slot: number;
  dueAt: string;
}

/**
 * The id of one job's run for one tick, the same in every process: sending it twice inserts one row (pg-boss's
 * primary key is queue and id), so however many processes tick in a slot, the slot's run is queued once.
 */
export function tickRunId(queue: string, slot: number): string {
  const hex = createHash('sha256').update(`${queue}\n${slot}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss on the application's pool. A script pg-boss sends as BEGIN … COMMIT that fails part-way (two processes
 * installing its schema at once) would leave its connection inside an aborted transaction; it is rolled back before
 * the connection returns to the pool the requests share.
 */
function poolDb(pool: pg.Pool): { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } {
  return {
    executeSql: async (text, values) => {
      const client = await pool.connect();
      try {
        return await client.query(text, values);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Runs `work` while holding a session advisory lock named `key` on one connection of `pool`: processes starting at once
 * would otherwise deadlock creating the same queues (each a partition with keys and indexes). A process that dies
 * holding it releases it with its connection.
 */
async function oneProcessAtATime<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * The PostgreSQL runner: each due job is a pg-boss queue on the application's database. Every process ticks every
 * `intervalMs` and enqueues the tick's first job under an id derived from the tick, so the tick runs once whichever
 * processes enqueue it; a worker in any process takes it, and when the run ends (done or failed) enqueues the tick's
 * next job the same way, so one tick runs the jobs in the registry's order and a failing job does not hold the rest
 * back. A failed run is retried `retryLimit` times with exponential backoff from `retryDelaySeconds`, then moved to
 * the job's dead-letter queue, where it is kept. A run whose process dies is retried once it expires. Stopping stops
 * ticking and waits for the runs in progress; the pool stays the caller's to close afterwards.
 */
export function createDueJobQueue(host: DueJobHost, pool: pg.Pool, settings: DueJobSettings & { schema?: string; pollingSeconds?: number }): DueJobRunner {
  const jobs = settings.jobs ?? dueJobs;
  // pg-boss is loaded with the first queue, not with the server: a process on the embedded database never needs it.
  const made = import('pg-boss').then(({ default: JobQueue }) => {
    const boss: PgBoss = new JobQueue({ db: poolDb(pool), schema: settings.schema ?? JOB_QUEUE_SCHEMA, schedule: false });
    boss.on('error', (error) => host.log.error({ err: error }, 'job queue: pg-boss failed'));
    return boss;
  });
  made.catch(() => undefined); // a failed load is the start's error (start awaits it), not an unhandled rejection
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let stopping = false;
  const sending = new Set<Promise<void>>();

  /** Enqueues job `index` of the tick (nothing past the last job). */
  const enqueue = async (index: number, run: TickRun): Promise<void> => {
    const job = jobs[index];
    if (job === undefined) return;
    const queue = queueNameOf(job);
    await (await made).send(queue, run, { id: tickRunId(queue, run.slot) });
  };
  const tick = (): Promise<void> => {
    const now = host.clock();
    const sent = enqueue(0, { slot: Math.floor(now.getTime() / settings.intervalMs), dueAt: now.toISOString() }).catch((error: unknown) => {
      host.log.error({ err: error }, 'job queue: could not enqueue the tick');
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
    return sent;
  };

  const createQueues = async (boss: PgBoss, job: DueJob): Promise<void> => {
    const queue = queueNameOf(job);
    await boss.createQueue(deadLetterQueueNameOf(job), { name: deadLetterQueueNameOf(job), retentionMinutes: DEAD_LETTER_RETENTION_MINUTES });
    const options = {
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: RUN_EXPIRY_SECONDS,
      deadLetter: deadLetterQueueNameOf(job),
    };
    await boss.createQueue(queue, { name: queue, ...options });
    await boss.updateQueue(queue, { name: queue, ...options }); // a queue made by an earlier release takes today's settings
  };
  const work = async (boss: PgBoss, index: number, job: DueJob): Promise<void> => {
    const queue = queueNameOf(job);
    await boss.work<TickRun>(queue, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: settings.pollingSeconds ?? POLLING_SECONDS }, async ([queued]) => {
      if (queued === undefined) return;
      try {
        await runDueJob(host, job, new Date(queued.data.dueAt), settings.batchSize);
      } catch (error) {
        const final = queued.retryCount >= queued.retryLimit;
        if (final) host.metrics.observeJobDeadLettered(job.name);
        host.log.error({ err: error, job: job.name, attempt: queued.retryCount + 1, deadLettered: final }, `${job.name}: run failed`);
        await enqueue(index + 1, queued.data);
        throw error;
      }
      await enqueue(index + 1, queued.data);
    });
  };

  return {
    kind: 'queue',
    start: async () => {
      const schema = settings.schema ?? JOB_QUEUE_SCHEMA;
      starting = (async () => {
        const boss = await made;
        await oneProcessAtATime(pool, `${schema} queues`, async () => {
          await boss.start();
          for (const job of jobs) await createQueues(boss, job);
        });
        for (const [index, job] of jobs.entries()) await work(boss, index, job);
      })();
      await starting;
      if (stopping) return;
      void tick();
      timer ??= setInterval(() => void tick(), settings.intervalMs);
      timer.unref();
    },
    tick,
    stop: async () => {
      // A stop while starting (SIGTERM just after listening) waits for the start, so nothing uses the pool after it closes.
      stopping = true;
      clearInterval(timer);
      const wasStarted = starting !== undefined && (await starting.then(() => true, () => true));
      await Promise.all(sending);
      if (wasStarted) await (await made).stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}
