/** Seeds the demo data once per run; every test app that wants the seed gets a copy (tests/support/seeded-snapshot.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/lib/server-bundle';
import { makeSeededSnapshots } from '../support/seeded-snapshot';
import { testClockStart } from '../support/test-clock';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The servers tests start run the built server, as `npm start` does: built here, so it is never older than the source.
  await buildServer();
  const folder = mkdtempSync(join(tmpdir(), 'cu-seed-'));
  const { snapshots, drop } = await makeSeededSnapshots(testClockStart(), folder);
  project.provide('seededSnapshots', snapshots);
  return async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
