/**
 * The server side of the upload soak, run as a child process: the product's app (buildApp, as src/server/main.ts
 * builds it, without the background jobs so that only the load under test runs) over PGlite in a data folder of its
 * own (as main.ts runs it; a throwaway folder, removed at the end), migrated and given the demo seed, on a loopback
 * port. Prints one JSON line, `{"soakServer":{"port":…,"pid":…}}`, once it
 * listens; SIGTERM closes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/seed';

export interface SoakServerAddress {
  port: number;
  pid: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'upload-soak-'));
const db = await openDatabase({ kind: 'pglite', dataDir });
await migrateToLatest(db);
await seedDemoData(db, { now: systemClock() });
const app = await buildApp({ db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address: SoakServerAddress = { port: (app.server.address() as AddressInfo).port, pid: process.pid };
console.log(JSON.stringify({ soakServer: address }));

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
