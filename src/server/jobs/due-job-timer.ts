import { dueJobs } from './due-jobs';
import { runDueJob, type DueJobHost, type DueJobRunner, type DueJobSettings } from './due-job-runner';

/**
 * The in-process runner (the embedded database, one process): every `intervalMs` it runs the due jobs in order on the
 * host's database and clock, one tick at a time; a job that fails is logged and the next one still runs (the failed
 * one runs again next tick). Stopping waits for a tick in progress so the database is not closed under it.
 */
export function createDueJobTimer(host: DueJobHost, settings: DueJobSettings): DueJobRunner {
  const jobs = settings.jobs ?? dueJobs;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const runAll = async (): Promise<void> => {
    const dueAt = host.clock();
    for (const job of jobs) {
      try {
        await runDueJob(host, job, dueAt, settings.batchSize);
      } catch (error) {
        host.log.error({ err: error, job: job.name }, `${job.name}: run failed`);
      }
    }
  };
  const tick = (): Promise<void> => {
    running ??= runAll().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    kind: 'timer',
    start: async () => {
      void tick();
      timer ??= setInterval(() => void tick(), settings.intervalMs);
      timer.unref();
    },
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
