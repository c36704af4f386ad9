/**
 * Seeds the demo database once for the whole run (the template each test's own server copies), then starts the real
 * server that stateless browser tests share; the base URL reaches the tests through vitest's provide/inject.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server';
import { publishSeedTemplate, templateDataDir } from './support/seed-template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
  const templateDir = await makeSeedTemplate();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(templateDir, { recursive: true, force: true });
  };
}
