/**
 * Starts the real server (`npm start`'s built `src/server/main.ts`) in a child process on a free loopback port, over a fresh embedded
 * database with the demo personas (a copy of the run's seed template when there is one: see seed-template.ts), or,
 * with `dataDir`, over a data folder the caller keeps between runs, or, with `databaseUrl`, on a PostgreSQL database.
 * Browser tests always use PGlite; the API tests cover PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_BUNDLE } from '../../../scripts/lib/server-bundle';
import { copySeedTemplate } from './seed-template';

export const repoRoot = resolve(import.meta.dirname, '../../..');

/** `npm start`'s command: the built server (scripts/lib/server-bundle.ts), which the global setups build first. */
export const SERVER_ARGS = ['--enable-source-maps', SERVER_BUNDLE];

export interface RunningServer {
  baseUrl: string;
  /** SIGTERM (a clean shutdown), then removes the data folder unless the caller passed its own `dataDir`. */
  stop(): Promise<void>;
  /**
   * Sends `signal` and waits for the process to exit; the data folder is kept. Crash tests use SIGKILL. Resolves to
   * the exit code, or the signal's name when the signal ended the process.
   */
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server at ${baseUrl} exited early with ${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/session/status`)).status > 0) return;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer at ${baseUrl} within ${timeoutMs} ms`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
}

function exited(child: ChildProcess): Promise<number | string | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode);
  return new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
}

export interface LaunchedServer extends RunningServer {
  /** Settles when the server answers HTTP (rejects when it exits first or does not answer in time). */
  ready: Promise<void>;
  /** Whether the process has exited. */
  exited(): boolean;
}

export interface ServerOptions {
  /** The project to run (a copy, for tests that edit config). */
  cwd?: string;
  /** Adds or overrides environment variables. */
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** A data folder to use and keep (restart tests start the server on it again; the caller removes it). */
  dataDir?: string;
  /** A PostgreSQL database to run on instead of a data folder (several processes on one database). */
  databaseUrl?: string;
}

/** Spawns the server without waiting for it: crash tests kill it while it starts. Most tests want startServer. */
export async function launchServer(options: ServerOptions = {}): Promise<LaunchedServer> {
  const cwd = options.cwd ?? repoRoot;
  const port = await freePort();
  const onPostgres = options.databaseUrl !== undefined;
  const dataDir = options.dataDir ?? (onPostgres ? undefined : mkdtempSync(join(tmpdir(), 'cu-e2e-db-')));
  const ownsDataDir = options.dataDir === undefined && !onPostgres;
  // A copied project may seed differently (edited config), and an env override may change the seed: those seed afresh.
  if (ownsDataDir && dataDir !== undefined && options.cwd === undefined && options.env?.DEMO_SEED === undefined) copySeedTemplate(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_SEED: '1', LOG_LEVEL: 'warn', ...options.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  if (dataDir !== undefined) env.DATA_DIR = dataDir;
  const child = spawn(process.execPath, SERVER_ARGS, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const kill = async (signal: NodeJS.Signals) => {
    const exit = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exit;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((done) => setTimeout(done, 5_000))]);
    }
    if (ownsDataDir && dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = waitUntilAnswering(baseUrl, child, options.timeoutMs ?? 90_000);
  ready.catch(() => undefined); // the caller may kill it before it answers
  return { baseUrl, stop, kill, ready, exited: () => child.exitCode !== null || child.signalCode !== null };
}

/** Starts the server and waits until it answers; stops it (and removes its own data folder) when it does not. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const server = await launchServer(options);
  try {
    await server.ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { baseUrl: server.baseUrl, stop: server.stop, kill: server.kill };
}
