/**
 * Seeds the demo database once for the whole run (the template each test's own server copies), then starts one real
 * server per browser-test worker for the tests that share a server: files run two at a time, and two files never
 * share a server at once (each worker takes the server of its pool id). The base URLs reach the tests through
 * vitest's provide/inject.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/lib/server-bundle';
import { startServer } from './support/server';
import { publishSeedTemplate, templateDataDir } from './support/seed-template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}

async function makeSeedTemplate(): Promise<string> {
  const templateDir = mkdtempSync(join(tmpdir(), 'cu-e2e-template-'));
  const dataDir = templateDataDir(templateDir);
  mkdirSync(dataDir);
  const startedAt = new Date();
  const seeding = await startServer({ dataDir });
  // Only a clean shutdown leaves PGlite's files consistent; otherwise every server seeds its own folder, as before.
  const exit = await Promise.race([seeding.kill('SIGTERM'), new Promise((done) => setTimeout(done, 30_000, 'hung'))]);
  if (exit === 0) publishSeedTemplate(templateDir, startedAt, new Date());
  else await seeding.kill('SIGKILL');
  return templateDir;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The servers tests start run the built server, as `npm start` does: built here, so it is never older than the source.
  await buildServer();
  // Names this run's record of the personas' device cookies (support/browser.ts): a new run starts with none.
  process.env.CU_E2E_RUN = randomUUID();
  const templateDir = await makeSeedTemplate();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(templateDir, { recursive: true, force: true });
  };
}
