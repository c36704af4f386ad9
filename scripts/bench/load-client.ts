/**
 * The load side of the HTTP bench: autocannon in a process of its own (so the load tool never shares a CPU queue
 * with the server's event loop), driven by a JSON plan, answering one JSON line of figures. The parent calls
 * `runLoad(plan)`; the child is this file run with the plan as its argument.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A persona signed in with a checking and a savings account of its own. */
export interface Mover {
  sid: string;
  checking: string;
  savings: string;
}

export interface LoadPlan {
  /** Origin of the server, e.g. http://127.0.0.1:41234 */
  origin: string;
  connections: number;
  seconds: number;
  /**
   * GETs each connection makes in turn, with this session's cookie when one is given, and an If-None-Match (an ETag
   * the server gave): a 304 answer to it counts as answered, not refused.
   */
  gets?: { path: string; sid?: string; ifNoneMatch?: string }[];
  /** Then a $1.00 transfer there and back between one mover's checking and savings (movers dealt to connections in turn). */
  transfers?: { path: string; movers: Mover[] };
}

export interface LoadFigures {
  seconds: number;
  /** Responses of any status. */
  responses: number;
  /** 2xx responses (and 304 to a conditional GET), per second. */
  okPerSecond: number;
  refused: number;
  /** Connection errors and timeouts. */
  errors: number;
  p50Ms: number;
  p975Ms: number;
  p99Ms: number;
  statusCodes: Record<string, number>;
  firstRefusal?: string;
}

/** The part of autocannon's API this file uses (the package ships no types). */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: object) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonResult {
  duration: number;
  latency: { p50: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
  setupClient?: (client: { setRequests(requests: AutocannonRequest[]): void }) => void;
}) => Promise<AutocannonResult>;

function clientRequests(plan: LoadPlan, mover: Mover | undefined, onRefusal: (text: string) => void): AutocannonRequest[] {
  const gets = (plan.gets ?? []).map(({ path, sid, ifNoneMatch }): AutocannonRequest => ({
    method: 'GET',
    path,
    headers: { accept: 'application/json', ...(sid ? { cookie: `sid=${sid}` } : {}), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  }));
  if (!mover || !plan.transfers) return gets;
  const transfer = (from: string, to: string): AutocannonRequest => ({
    method: 'POST',
    path: plan.transfers?.path,
    body: JSON.stringify({ fromAccountId: from, toAccountId: to, amountCents: 100, timing: 'IMMEDIATE', frequency: 'ONCE' }),
    // Every request is a new payment order: its own Idempotency-Key.
    setupRequest: (request) => ({
      ...request,
      // What a browser sends with the web app's own writes (the server refuses a cookie with neither Origin nor this).
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `sid=${mover.sid}`, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
    }),
    onResponse: (status, body) => {
      if (status < 200 || status > 299) onRefusal(`${status} ${body.slice(0, 200)}`);
    },
  });
  // There and back, so no account drains whatever the run length.
  return [...gets, transfer(mover.checking, mover.savings), transfer(mover.savings, mover.checking)];
}

async function load(plan: LoadPlan): Promise<LoadFigures> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const movers = plan.transfers?.movers ?? [];
  let dealt = 0;
  let firstRefusal: string | undefined;
  const onRefusal = (text: string) => (firstRefusal ??= text);
  const result = await autocannon({
    url: plan.origin,
    connections: plan.connections,
    duration: plan.seconds,
    requests: clientRequests(plan, movers[0], onRefusal),
    // Called once per connection: each gets its own request list, and so its own mover.
    setupClient: (client) => {
      const mover = movers.length > 0 ? movers[dealt++ % movers.length] : undefined;
      client.setRequests(clientRequests(plan, mover, onRefusal));
    },
  });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]));
  const conditional = (plan.gets ?? []).some((get) => get.ifNoneMatch !== undefined);
  const notModified = conditional ? (statusCodes['304'] ?? 0) : 0;
  return {
    seconds: result.duration,
    responses: Object.values(statusCodes).reduce((sum, count) => sum + count, 0),
    okPerSecond: (result['2xx'] + notModified) / result.duration,
    refused: result.non2xx - notModified,
    errors: result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p975Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    statusCodes,
    ...(firstRefusal ? { firstRefusal } : {}),
  };
}

const HERE = fileURLToPath(import.meta.url);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the plan in a child process and returns its figures. */
export function runLoad(plan: LoadPlan): Promise<LoadFigures> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', HERE, JSON.stringify(plan)], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('error', fail);
    child.once('close', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) done(JSON.parse(line) as LoadFigures);
      else fail(new Error(`load client exited with ${code}: ${stderr.trim().slice(0, 500)}`));
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const plan = JSON.parse(process.argv[2] ?? '') as LoadPlan;
  console.log(JSON.stringify(await load(plan)));
}
