/**
 * HTTP load against PostgreSQL, the server in one child process (bench-server.ts) and autocannon in another
 * (load-client.ts), over a throwaway database with the demo seed. Every product figure is printed as a ratio to a
 * yardstick measured in the same run: a bare Fastify route in the server's process for the API calls, pgbench's
 * TPC-B on the same PostgreSQL server for transfers. Then a mixed load for BENCH_SOAK_SECONDS (default 600) with
 * the server's memory at its start (after a tenth of the soak to settle) and end.
 *
 *   tsx scripts/bench/http-load.ts   (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 *                                     BENCH_SECONDS per row, default 10; BENCH_WARMUP_SECONDS, default 2)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProductSummary } from '../../engine/core/generated/api.gen';
import type { BenchServerAddress, BenchServerMemory } from './bench-server';
import { benchSignIn } from './bench-sign-in';
import { runLoad, type LoadFigures, type LoadPlan, type Mover } from './load-client';
import { runPgbench, type PgbenchFigures } from './pgbench';
import { benchPostgresUrl, createScratchDatabase, postgresVersion } from './scratch-database';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const STATUS = '/api/session/status';
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
/** Personas with a checking and a savings account of their own, each a separate pair of rows to lock. */
const MOVERS = ['member', 'paperless', 'bankruptcy', 'level7', 'delinquent', 'onboarding'];

interface BenchServer {
  address: BenchServerAddress;
  stop(): Promise<void>;
}

/** Starts bench-server.ts over the database and waits for its ports (seeding takes a while on a busy machine). */
function startBenchServer(databaseUrl: string, options: { joining?: boolean } = {}): Promise<BenchServer> {
  const file = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', file, databaseUrl, ...(options.joining ? ['--joining'] : [])], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, delay(10_000).then(() => child.kill('SIGKILL'))]);
  };
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  return new Promise((done, fail) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
      const line = stdout.split('\n').find((text) => text.startsWith('{"benchServer"'));
      if (line) done({ address: (JSON.parse(line) as { benchServer: BenchServerAddress }).benchServer, stop });
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code} before listening: ${stderr.trim().slice(0, 800)}`)));
  });
}

async function signIn(origin: string, username: string): Promise<string | null> {
  const answer = await benchSignIn(origin, username);
  return 'sid' in answer ? answer.sid : null;
}

/**
 * Personas that can sign in, hold checking + savings and post one transfer; the others are named with the reason
 * they were left out (never faked).
 */
async function findMovers(origin: string): Promise<{ movers: Mover[]; leftOut: string[] }> {
  const movers: Mover[] = [];
  const leftOut: string[] = [];
  for (const username of MOVERS) {
    const sid = await signIn(origin, username);
    if (!sid) {
      leftOut.push(`${username} (sign-in refused)`);
      continue;
    }
    const headers = { cookie: `sid=${sid}`, accept: 'application/json' };
    const summary = await fetch(`${origin}${SUMMARY}`, { headers });
    if (summary.status !== 200) {
      leftOut.push(`${username} (productsummary answered ${summary.status})`);
      continue;
    }
    const products = ((await summary.json()) as ProductSummary).groups.flatMap((group) => group.products);
    const checking = products.find((product) => product.productKind === 'checking');
    const savings = products.find((product) => product.productKind === 'savings');
    if (!checking || !savings) {
      leftOut.push(`${username} (no checking and savings)`);
      continue;
    }
    const probe = await fetch(`${origin}${ORDERS}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100, timing: 'IMMEDIATE', frequency: 'ONCE' }),
    });
    const answer = await probe.text();
    if (probe.status === 201) movers.push({ sid, checking: checking.id, savings: savings.id });
    else leftOut.push(`${username} (a transfer answered ${probe.status} ${answer.slice(0, 80)})`);
  }
  return { movers, leftOut };
}

async function serverMemory(benchOrigin: string): Promise<BenchServerMemory> {
  return (await (await fetch(`${benchOrigin}/bench/memory`)).json()) as BenchServerMemory;
}

// autocannon's latency histogram counts whole milliseconds.
const ms = (value: number) => (value < 1 ? '<1 ms' : `${value.toFixed(0)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : 'n/a');
const latencies = (f: LoadFigures) => `p50 ${ms(f.p50Ms)}, p97.5 ${ms(f.p975Ms)}, p99 ${ms(f.p99Ms)}`;
const refusals = (f: LoadFigures) =>
  f.refused + f.errors === 0 ? '' : `\n    ${f.refused} refused, ${f.errors} connection errors; status codes ${JSON.stringify(f.statusCodes)}${f.firstRefusal ? `; first refusal: ${f.firstRefusal}` : ''}`;

/** Warms the route up for BENCH_WARMUP_SECONDS, then measures it for BENCH_SECONDS. */
async function measured(plan: Omit<LoadPlan, 'seconds'>, seconds: number, warmupSeconds: number): Promise<LoadFigures> {
  if (warmupSeconds > 0) await runLoad({ ...plan, seconds: warmupSeconds });
  return runLoad({ ...plan, seconds });
}

/** Mixed load for the soak's length, the server's memory sampled ten times along the way. */
async function soak(plan: LoadPlan, benchOrigin: string): Promise<{ load: LoadFigures; start: BenchServerMemory; end: BenchServerMemory; rssSamples: number[] }> {
  const start = await serverMemory(benchOrigin);
  const rssSamples = [start.rssBytes];
  let running = true;
  const sampling = (async () => {
    while (running) {
      await delay(Math.max(1_000, (plan.seconds * 1000) / 10));
      if (running) rssSamples.push((await serverMemory(benchOrigin)).rssBytes);
    }
  })();
  const load = await runLoad(plan).finally(() => (running = false));
  await sampling;
  const end = await serverMemory(benchOrigin);
  rssSamples.push(end.rssBytes);
  return { load, start, end, rssSamples };
}

interface Settings {
  postgresUrl: string;
  seconds: number;
  warmup: number;
  soakSeconds: number;
}

async function printTransfers(settings: Settings, origin: string, movers: Mover[], leftOut: string[]): Promise<void> {
  if (movers.length === 0) {
    console.log(`  internal transfers: skipped, no persona could post a transfer: ${leftOut.join('; ')}`);
    return;
  }
  const transfers = await measured({ origin, connections: 16, transfers: { path: ORDERS, movers } }, settings.seconds, settings.warmup);
  let yardstick: string;
  try {
    const pgbench: PgbenchFigures | null = await runPgbench(settings.postgresUrl, { seconds: settings.seconds });
    yardstick = pgbench
      ? `${percent(transfers.okPerSecond, pgbench.tps)} of pgbench TPC-B (${pgbench.tps.toFixed(0)} tps, scale 1, ${pgbench.clients} clients, same server) (goal: at least 50%)`
      : 'no ratio: pgbench is not installed (install postgresql-client) (goal: at least 50% of pgbench TPC-B)';
  } catch (error) {
    yardstick = `no ratio: pgbench failed (${(error as Error).message}) (goal: at least 50% of pgbench TPC-B)`;
  }
  console.log(
    `  internal transfers (16 connections over ${Math.min(16, movers.length)} account pairs): ${transfers.okPerSecond.toFixed(1)} transfers/s, ` +
      `${latencies(transfers)}, ${transfers.refused} refused; ${yardstick}${refusals(transfers)}`,
  );
  if (leftOut.length > 0) console.log(`    personas left out: ${leftOut.join('; ')}`);
}

/**
 * Internal transfers with the same 16 connections spread over 1, 2 and 3 server processes on one PostgreSQL database
 * (the further processes join the seeded database), each process's share run at once by its own load client; the
 * scaling ratio is each total over the one-process figure. On a machine with fewer cores than processes plus
 * PostgreSQL, the ratio measures contention for those cores as much as the product.
 */
async function printTransferScaling(settings: Settings, databaseUrl: string, origin: string, movers: Mover[]): Promise<void> {
  if (movers.length === 0) return;
  const origins = [origin];
  const joined: BenchServer[] = [];
  try {
    const totals: number[] = [];
    for (let processes = 1; processes <= 3; processes++) {
      while (origins.length < processes) {
        const server = await startBenchServer(databaseUrl, { joining: true });
        joined.push(server);
        origins.push(`http://127.0.0.1:${server.address.appPort}`);
      }
      const shares = origins.map((each, index) => {
        const connections = Math.floor(16 / processes) + (index < 16 % processes ? 1 : 0);
        return measured({ origin: each, connections, transfers: { path: ORDERS, movers } }, settings.seconds, settings.warmup);
      });
      const figures = await Promise.all(shares);
      totals.push(figures.reduce((sum, each) => sum + each.okPerSecond, 0));
    }
    const [one = 0] = totals;
    const rows = totals.map((total, index) => `${index + 1}: ${total.toFixed(1)}/s${index === 0 ? '' : ` (×${(total / one).toFixed(2)})`}`);
    console.log(`  internal transfers by server processes on one PostgreSQL (16 connections in all, ${cpus().length} cores): ${rows.join(', ')}`);
  } finally {
    for (const server of joined) await server.stop();
  }
}

async function printMemory(settings: Settings, origin: string, benchOrigin: string, memberSid: string, movers: Mover[]): Promise<void> {
  const mixed: LoadPlan = {
    origin,
    connections: 10,
    seconds: settings.soakSeconds,
    gets: [{ path: SUMMARY, sid: memberSid }, { path: STATUS, sid: memberSid }],
    ...(movers.length > 0 ? { transfers: { path: ORDERS, movers } } : {}),
  };
  // The start figure is taken once the process has settled under this load (a tenth of the soak, at least the warm-up).
  const settleSeconds = Math.max(settings.warmup, Math.round(settings.soakSeconds / 10));
  if (settleSeconds > 0) await runLoad({ ...mixed, seconds: settleSeconds });
  const memory = await soak(mixed, benchOrigin);
  const growth = memory.end.rssBytes - memory.start.rssBytes;
  console.log(
    `  memory under ${settings.soakSeconds} s of mixed load (summary, status${movers.length > 0 ? ', transfers' : ''}; 10 connections, ` +
      `${memory.load.okPerSecond.toFixed(0)} req/s): server RSS ${mb(memory.start.rssBytes)} at the start, ${mb(memory.end.rssBytes)} at the end, ` +
      `${growth >= 0 ? '+' : ''}${mb(growth)} (${percent(growth, memory.start.rssBytes)}); ` +
      `heap after GC ${mb(memory.start.heapUsedBytes)} → ${mb(memory.end.heapUsedBytes)} (goal: flat, no growth beyond noise)${refusals(memory.load)}`,
  );
  console.log(`    RSS along the way (MB, after ${settleSeconds} s to settle): ${memory.rssSamples.map((bytes) => (bytes / 1024 / 1024).toFixed(0)).join(' ')}`);
}

async function printRows(settings: Settings, server: BenchServer, databaseUrl: string): Promise<void> {
  const origin = `http://127.0.0.1:${server.address.appPort}`;
  const benchOrigin = `http://127.0.0.1:${server.address.benchPort}`;
  const { seconds, warmup } = settings;
  const memberSid = await signIn(origin, 'member');
  if (!memberSid) throw new Error('the member persona could not sign in');

  const bare = await measured({ origin: benchOrigin, connections: 10, gets: [{ path: '/bench/bare' }] }, seconds, warmup);
  console.log(`  bare Fastify route (same process, 10 connections): ${bare.okPerSecond.toFixed(0)} req/s, ${latencies(bare)} (the yardstick)${refusals(bare)}`);

  const summary = await measured({ origin, connections: 10, gets: [{ path: SUMMARY, sid: memberSid }] }, seconds, warmup);
  console.log(
    `  productsummary (member, 10 connections): ${summary.okPerSecond.toFixed(0)} req/s, ${latencies(summary)}; ` +
      `${percent(summary.okPerSecond, bare.okPerSecond)} of the bare route (goal: at least 30%)${refusals(summary)}`,
  );

  // What a browser does on coming back to the summary: it revalidates the answer it kept, and nothing changed.
  const etag = (await fetch(`${origin}${SUMMARY}`, { headers: { cookie: `sid=${memberSid}`, accept: 'application/json' } })).headers.get('etag');
  if (etag === null) console.log('  productsummary revalidated (If-None-Match): skipped, the answer carries no ETag');
  else {
    const revalidated = await measured({ origin, connections: 10, gets: [{ path: SUMMARY, sid: memberSid, ifNoneMatch: etag }] }, seconds, warmup);
    console.log(
      `  productsummary revalidated (member, If-None-Match, 304s, 10 connections): ${revalidated.okPerSecond.toFixed(0)} req/s, ${latencies(revalidated)}; ` +
        `${percent(revalidated.okPerSecond, bare.okPerSecond)} of the bare route${refusals(revalidated)}`,
    );
  }

  const status = await measured({ origin, connections: 10, gets: [{ path: STATUS, sid: memberSid }] }, seconds, warmup);
  console.log(
    `  session status (member, 10 connections): ${status.okPerSecond.toFixed(0)} req/s, ${latencies(status)}; ` +
      `${percent(status.okPerSecond, bare.okPerSecond)} of the bare route (no goal set: the session check every call pays)${refusals(status)}`,
  );

  const { movers, leftOut } = await findMovers(origin);
  await printTransfers(settings, origin, movers, leftOut);
  await printTransferScaling(settings, databaseUrl, origin, movers);
  await printMemory(settings, origin, benchOrigin, memberSid, movers);
}

export async function printHttpLoad(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const postgresUrl = benchPostgresUrl(env);
  const shown = postgresUrl.replace(/\/\/[^@/]*@/, '//…@');
  const version = await postgresVersion(postgresUrl);
  if (version === null) {
    console.log(`HTTP load: skipped, no PostgreSQL answers at ${shown} (set DATABASE_URL).`);
    return;
  }
  const settings: Settings = {
    postgresUrl,
    seconds: Number(env.BENCH_SECONDS ?? 10),
    warmup: Number(env.BENCH_WARMUP_SECONDS ?? 2),
    soakSeconds: Number(env.BENCH_SOAK_SECONDS ?? 600),
  };
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(
    `HTTP load with autocannon in its own process, against PostgreSQL ${version} at ${shown}; ${settings.seconds} s a row after ` +
      `${settings.warmup} s of warm-up (this machine: ${cpus().length} cores, load average ${load}):`,
  );
  try {
    const database = await createScratchDatabase(postgresUrl, 'bench_http');
    try {
      const server = await startBenchServer(database.url);
      try {
        await printRows(settings, server, database.url);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  } catch (error) {
    // The rows printed so far stand; the others are missing, never guessed.
    console.log(`  HTTP load stopped: ${(error as Error).message}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printHttpLoad();
