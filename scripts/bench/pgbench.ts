/**
 * pgbench's TPC-B-like figure on the same PostgreSQL server, as a yardstick for the HTTP transfer rate: scale 1 in a
 * throwaway database, 8 clients, for 10 s unless told. Returns null (never a made-up number) when pgbench is not installed.
 */
import { spawn } from 'node:child_process';
import { createScratchDatabase } from './scratch-database';

export interface PgbenchFigures {
  tps: number;
  clients: number;
  seconds: number;
  latencyMs: number | null;
  transactions: number;
}

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('error', fail);
    child.once('close', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

/** The pgbench on PATH, or null. */
export async function pgbenchPath(): Promise<string | null> {
  try {
    const { code, stdout } = await run('sh', ['-c', 'command -v pgbench']);
    return code === 0 && stdout.trim() ? stdout.trim() : null;
  } catch {
    return null;
  }
}

export async function runPgbench(serverUrl: string, options: { clients?: number; seconds?: number } = {}): Promise<PgbenchFigures | null> {
  const pgbench = await pgbenchPath();
  if (!pgbench) return null;
  const clients = options.clients ?? 8;
  const seconds = options.seconds ?? 10;
  const database = await createScratchDatabase(serverUrl, 'bench_pgbench');
  try {
    const init = await run(pgbench, ['-i', '-s', '1', '-q', database.url]);
    if (init.code !== 0) throw new Error(`pgbench -i failed: ${init.stderr.trim()}`);
    const bench = await run(pgbench, ['-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), database.url]);
    if (bench.code !== 0) throw new Error(`pgbench failed: ${bench.stderr.trim()}`);
    const tps = /tps = ([\d.]+)/.exec(bench.stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${bench.stdout}`);
    const latency = /latency average = ([\d.]+) ms/.exec(bench.stdout)?.[1];
    const transactions = /number of transactions actually processed: (\d+)/.exec(bench.stdout)?.[1];
    return { tps: Number(tps), clients, seconds, latencyMs: latency ? Number(latency) : null, transactions: Number(transactions ?? 0) };
  } finally {
    await database.drop();
  }
}
