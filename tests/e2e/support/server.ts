/**
 * Starts the real server (`src/server/main.ts`) in a child process on a free loopback port, over a fresh embedded
 * database with the demo personas. Browser tests always use PGlite; the API tests cover PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
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
    if (child.exitCode !== null) throw new Error(`the server at ${baseUrl} exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/session/status`)).status > 0) return;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer at ${baseUrl} within ${timeoutMs} ms`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
}

/** `cwd` is the project to run (a copy, for tests that edit config); `env` adds or overrides variables. */
export async function startServer(options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<RunningServer> {
  const cwd = options.cwd ?? repoRoot;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cu-e2e-db-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: '1', LOG_LEVEL: 'warn', ...options.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => {
        child.once('exit', done);
        setTimeout(done, 5_000);
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(baseUrl, child, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
