import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { postgresPoolOf } from '../db/connect';
import type { Database } from '../db/schema';

/** What one app records; GET /metrics renders it after the process's own metrics. */
export interface ServerMetrics {
  /** One answered request: the route's pattern (never the raw URL), its status and how long it took. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** One run of a background job, and whether it failed. */
  observeJobRun(job: string, failed: boolean): void;
  /** How late a run of a background job started: seconds from when it fell due to when it began. */
  observeJobLag(job: string, seconds: number): void;
  /** A run of a background job that failed its last retry and was moved to the job's dead-letter queue. */
  observeJobDeadLettered(job: string): void;
  /** A sign-in refused for its credentials (by the way it was tried: password, passkey). */
  observeSignInFailure(method: string): void;
  /** A request refused by a throttle (429), by the refusal's code. */
  observeThrottleRefusal(code: string): void;
  /** One product summary answer: from this process's cache (hit) or computed (miss). */
  observeSummaryCache(result: 'hit' | 'miss'): void;
  /** The Prometheus text exposition: the process's metrics, then this app's. */
  render(): Promise<string>;
  contentType: string;
}

/** Request durations, in seconds: from a fast session check to a slow statement PDF. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Background job lag, in seconds: from a run that starts at once to one that waited out retries or a busy queue. */
const JOB_LAG_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (CPU, memory, event loop lag, GC, handles), once per process however many apps it builds: they
 * describe the process, and each collection sets up observers of its own.
 */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The metrics of one app over `db`: request durations by route pattern and status, background job runs, failures, lag
 * and dead-lettered runs,
 * sign-in failures and throttle refusals (this process's counts), and, read from the database when scraped, the
 * PostgreSQL pool (total, idle, waiting; none on PGlite) and the journals posted to the ledger (all processes).
 */
export function createServerMetrics(db: Kysely<Database>): ServerMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({ name: 'background_job_runs_total', help: 'Runs of each background (due) job.', labelNames: ['job'] as const, registers: [registry] });
  const jobFailures = new Counter({ name: 'background_job_failures_total', help: 'Runs of each background (due) job that failed.', labelNames: ['job'] as const, registers: [registry] });
  const jobLag = new Histogram({
    name: 'background_job_lag_seconds',
    help: 'Seconds from when a run of a background (due) job fell due to when it started, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_LAG_BUCKETS,
    registers: [registry],
  });
  const jobDeadLettered = new Counter({
    name: 'background_job_dead_lettered_total',
    help: 'Runs of each background (due) job that failed every retry and were moved to its dead-letter queue.',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({ name: 'sign_in_failures_total', help: 'Sign-ins refused for their credentials.', labelNames: ['method'] as const, registers: [registry] });
  const throttleRefusals = new Counter({ name: 'throttle_refusals_total', help: 'Requests refused by a throttle (429), by refusal code.', labelNames: ['code'] as const, registers: [registry] });
  const summaryCache = new Counter({
    name: 'product_summary_cache_total',
    help: "Product summary answers from this process's cache (hit) or computed (miss).",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const pool = postgresPoolOf(db);
  if (pool !== undefined) {
    new Gauge({ name: 'db_pool_connections_total', help: 'PostgreSQL pool: connections open.', registers: [registry], collect() { this.set(pool.totalCount); } });
    new Gauge({ name: 'db_pool_connections_idle', help: 'PostgreSQL pool: open connections not in use.', registers: [registry], collect() { this.set(pool.idleCount); } });
    new Gauge({ name: 'db_pool_requests_waiting', help: 'PostgreSQL pool: queries waiting for a connection.', registers: [registry], collect() { this.set(pool.waitingCount); } });
  }
  new Gauge({
    name: 'ledger_journals',
    help: 'Journals (postings) in the ledger, by every process on this database, counted when scraped.',
    registers: [registry],
    async collect() {
      try {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from journals`.execute(db);
        this.set(rows[0]?.n ?? 0);
      } catch {
        // The database does not answer: the gauge keeps its last value; GET /readyz says why.
      }
    },
  });
  return {
    observeRequest: (method, route, statusCode, seconds) => requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
    observeJobRun: (job, failed) => {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
    },
    observeJobLag: (job, seconds) => jobLag.observe({ job }, Math.max(0, seconds)),
    observeJobDeadLettered: (job) => jobDeadLettered.inc({ job }),
    observeSignInFailure: (method) => signInFailures.inc({ method }),
    observeThrottleRefusal: (code) => throttleRefusals.inc({ code }),
    observeSummaryCache: (result) => summaryCache.inc({ result }),
    render: async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`,
    contentType: registry.contentType,
  };
}
