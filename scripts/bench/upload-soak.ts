/**
 * Upload soak: one member floods message-attachment uploads (SOAK_PARALLEL at once, default 40, of SOAK_UPLOAD_MIB
 * MiB each, default 5, for SOAK_ROUNDS rounds, default 5, from SOAK_SESSIONS sessions of that member, default 1)
 * while another member's product summary is timed, one call after another. The server runs in a child process over
 * PGlite in a throwaway data folder (upload-soak-server.ts), the flood in another (so the flood's own work never delays the timing
 * client). Prints the other member's p50/p95 with no flood and under it, the server's resident memory before the
 * flood and its peak (the kernel's high-water mark, VmHWM), and how the uploads were answered. The goal: the other
 * member's p95 under the flood stays below 200 ms.
 *
 *   tsx scripts/bench/upload-soak.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { benchSignIn } from './bench-sign-in';
import type { SoakServerAddress } from './upload-soak-server';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const ATTACHMENTS = '/api/messages-service/client-api/v1/messages/attachments';
const FLOODER = 'member';
const OTHER = 'business';
const GOAL_P95_MS = 200;
const MIB = 1024 * 1024;

interface FloodPlan {
  origin: string;
  sids: string[];
  rounds: number;
  parallel: number;
  bytes: number;
}

interface FloodResult {
  statusCodes: Record<string, number>;
  roundSeconds: number[];
}

const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const percentile = (sorted: readonly number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const mib = (bytes: number): string => `${(bytes / MIB).toFixed(0)} MiB`;

/** A kernel memory figure of a process, in bytes (VmRSS: now; VmHWM: the peak so far). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) * 1024;
}

async function signIn(origin: string, username: string): Promise<string> {
  const answer = await benchSignIn(origin, username);
  if (!('sid' in answer)) throw new Error(`${username} could not sign in (${answer.status})`);
  return answer.sid;
}

/** Times the summary call, one after another, until `until` settles; answers each call's milliseconds. */
async function timeSummaries(origin: string, sid: string, until: Promise<unknown> | number): Promise<number[]> {
  const timings: number[] = [];
  let done = false;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  while (typeof until === 'number' ? timings.length < until : !done) {
    const start = performance.now();
    const response = await fetch(`${origin}${SUMMARY}`, { headers: { cookie: `sid=${sid}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the summary answered ${response.status}`);
    timings.push(performance.now() - start);
    await delay(10);
  }
  return timings.sort((a, b) => a - b);
}

function startChild(args: string[], nodeOptions: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeOptions, '--import', 'tsx', ...args], { cwd: fileURLToPath(new URL('../../', import.meta.url)), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Waits for the child's JSON line starting with `{"key"`. */
function lineOf<T>(child: ChildProcess, key: string): Promise<T> {
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  return new Promise((done, fail) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
      const line = stdout.split('\n').find((text) => text.startsWith(`{"${key}"`));
      if (line) done((JSON.parse(line) as Record<string, T>)[key]!);
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`${key} child exited with ${code}: ${stderr.trim().slice(0, 800)}`)));
  });
}

/** The flood, in its own process: rounds of `parallel` uploads at once, dealt over the sessions in turn. */
async function flood(plan: FloodPlan): Promise<FloodResult> {
  const body = Buffer.alloc(plan.bytes);
  randomFillSync(body);
  body.write('%PDF-1.4\n', 0, 'latin1');
  const statusCodes: Record<string, number> = {};
  const roundSeconds: number[] = [];
  for (let round = 0; round < plan.rounds; round += 1) {
    const start = performance.now();
    const answers = await Promise.all(
      Array.from({ length: plan.parallel }, async (_, index) => {
        try {
          const response = await fetch(`${plan.origin}${ATTACHMENTS}?fileName=soak-${round}-${index}.pdf`, {
            method: 'POST',
            headers: { cookie: `sid=${plan.sids[index % plan.sids.length]}`, origin: plan.origin, 'content-type': 'application/octet-stream' },
            body,
          });
          await response.arrayBuffer();
          return String(response.status);
        } catch {
          return 'connection error';
        }
      }),
    );
    for (const status of answers) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    roundSeconds.push((performance.now() - start) / 1000);
  }
  return { statusCodes, roundSeconds };
}

async function main(): Promise<void> {
  const rounds = numberFromEnv('SOAK_ROUNDS', 5);
  const parallel = numberFromEnv('SOAK_PARALLEL', 40);
  const bytes = numberFromEnv('SOAK_UPLOAD_MIB', 5) * MIB;
  const sessions = numberFromEnv('SOAK_SESSIONS', 1);

  // SOAK_CPU_PROFILE=dir: the server writes a CPU profile there when it stops (to see what holds its thread).
  const profile = process.env.SOAK_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SOAK_CPU_PROFILE}`] : [];
  const server = startChild([fileURLToPath(new URL('./upload-soak-server.ts', import.meta.url))], profile);
  try {
    const address = await lineOf<SoakServerAddress>(server, 'soakServer');
    const origin = `http://127.0.0.1:${address.port}`;
    const floodSids: string[] = [];
    for (let index = 0; index < sessions; index += 1) floodSids.push(await signIn(origin, FLOODER));
    const otherSid = await signIn(origin, OTHER);

    await timeSummaries(origin, otherSid, 20);
    const baseline = await timeSummaries(origin, otherSid, 100);
    const rssBefore = memoryOf(address.pid, 'VmRSS');
    const peakBefore = memoryOf(address.pid, 'VmHWM');

    const plan: FloodPlan = { origin, sids: floodSids, rounds, parallel, bytes };
    const flooder = startChild([fileURLToPath(import.meta.url), 'flood', JSON.stringify(plan)]);
    const floodDone = lineOf<FloodResult>(flooder, 'flood');
    let rssMax = rssBefore;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, memoryOf(address.pid, 'VmRSS'))), 50);
    const underFlood = await timeSummaries(origin, otherSid, floodDone);
    clearInterval(sampler);
    const result = await floodDone;
    const peak = memoryOf(address.pid, 'VmHWM');

    const p95 = percentile(underFlood, 0.95);
    console.log(`upload soak: ${rounds} rounds of ${parallel} parallel ${mib(bytes)} message-attachment uploads by '${FLOODER}' from ${sessions} session(s); server on PGlite (a data folder)`);
    console.log(`  uploads answered: ${Object.entries(result.statusCodes).map(([status, count]) => `${status} x${count}`).join(', ')}; rounds took ${result.roundSeconds.map((s) => `${s.toFixed(1)} s`).join(', ')}`);
    console.log(`  '${OTHER}' product summary, no flood (${baseline.length} calls): p50 ${ms(percentile(baseline, 0.5))}, p95 ${ms(percentile(baseline, 0.95))}`);
    console.log(`  '${OTHER}' product summary, under the flood (${underFlood.length} calls): p50 ${ms(percentile(underFlood, 0.5))}, p95 ${ms(p95)}, max ${ms(underFlood[underFlood.length - 1] ?? NaN)}`);
    console.log(`  server RSS: ${mib(rssBefore)} before the flood (peak so far ${mib(peakBefore)}); highest sampled during it ${mib(rssMax)}; peak (VmHWM) ${mib(peak)}`);
    console.log(`  goal p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'NOT met'}`);
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, delay(15_000)]);
  }
}

if (process.argv[2] === 'flood') {
  const result = await flood(JSON.parse(process.argv[3] ?? '{}') as FloodPlan);
  console.log(JSON.stringify({ flood: result }));
} else {
  await main();
}
