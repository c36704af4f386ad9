/**
 * The server side of the HTTP bench, run as a child process: the product's app (buildApp, as src/server/main.ts
 * builds it) over the PostgreSQL database in argv[2], migrated and given the demo seed, on a loopback port; and in
 * the same process a bare Fastify instance with the yardstick route (GET /bench/bare) and the process's memory
 * (GET /bench/memory; a garbage collection first when node runs with --expose-gc, so the figure is what stays).
 * buildApp returns a ready instance, which takes no more routes: hence the second instance. Prints one JSON line,
 * `{"benchServer":{"appPort":…,"benchPort":…,"pid":…}}`, once both listen; SIGTERM closes everything.
 * With `--joining` as argv[3] it joins a database another bench server has seeded (migrations are safe to run twice,
 * the seed is not), as a further process of the same credit union.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/seed';

export interface BenchServerAddress {
  appPort: number;
  benchPort: number;
  pid: number;
}

export interface BenchServerMemory {
  rssBytes: number;
  heapUsedBytes: number;
}

const url = process.argv[2];
if (!url) throw new Error('usage: bench-server.ts <postgres url of a scratch database> [--joining]');
const joining = process.argv[3] === '--joining';

const db = await openDatabase({ kind: 'postgres', url });
await migrateToLatest(db);
if (!joining) await seedDemoData(db, { now: systemClock() });
const app = await buildApp({ db, logger: false });

const bench = Fastify({ logger: false });
bench.get('/bench/bare', async () => ({ ok: true }));
bench.get('/bench/memory', async (): Promise<BenchServerMemory> => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed };
});

await app.listen({ port: 0, host: '127.0.0.1' });
await bench.listen({ port: 0, host: '127.0.0.1' });
const address: BenchServerAddress = {
  appPort: (app.server.address() as AddressInfo).port,
  benchPort: (bench.server.address() as AddressInfo).port,
  pid: process.pid,
};
console.log(JSON.stringify({ benchServer: address }));

process.once('SIGTERM', () => {
  void (async () => {
    await bench.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  })();
});
