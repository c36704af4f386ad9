/**
 * The demo database, migrated and seeded once per run: global setup makes it, and every server that would otherwise
 * migrate and seed a fresh folder (most of a server start) begins on a copy of it. The server's own start finds the
 * members present and seeds nothing, as on any restart. The seed dates its history from the clock, so a copy is used
 * only on the UTC and New York day the template was made; past midnight a server seeds afresh, as before.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isoDate } from '../../../src/server/seed/calendar';
import { businessDate } from '../../../src/server/domain/business-date';

/** Global setup names the template here; test files' workers inherit it. */
export const SEED_TEMPLATE_ENV = 'E2E_SEED_TEMPLATE';
const DATA = 'data';
const SEEDED_ON = 'seeded-on.txt';
const LOCK_FILE = '.pglite.lock';

function seedDays(instant: Date): string {
  return `${isoDate(instant)} ${businessDate(instant)}`;
}

/** Where the template's data folder goes inside `templateDir` (a server is started on it, then stopped cleanly). */
export function templateDataDir(templateDir: string): string {
  return join(templateDir, DATA);
}

/**
 * Marks the template ready, stamped with the day it was seeded under, and names it to later server starts; a template
 * whose server ran across midnight is not published.
 */
export function publishSeedTemplate(templateDir: string, serverStartedAt: Date, serverStoppedAt: Date): void {
  if (seedDays(serverStartedAt) !== seedDays(serverStoppedAt)) return;
  writeFileSync(join(templateDir, SEEDED_ON), seedDays(serverStoppedAt));
  process.env[SEED_TEMPLATE_ENV] = templateDir;
}

/** Copies the published template into the empty `dataDir`; false (leaving it empty) when there is none for today. */
export function copySeedTemplate(dataDir: string): boolean {
  const templateDir = process.env[SEED_TEMPLATE_ENV];
  if (!templateDir) return false;
  const stamp = join(templateDir, SEEDED_ON);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== seedDays(new Date())) return false;
  cpSync(templateDataDir(templateDir), dataDir, { recursive: true, filter: (source) => basename(source) !== LOCK_FILE });
  return true;
}
