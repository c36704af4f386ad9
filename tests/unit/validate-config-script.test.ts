import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { REAL_CONFIG_DIR, at, mutatedConfig, pointerOf } from '../fixtures/config/mutated-config';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

/** `npm run validate` (scripts/validate-config.ts) over a config directory: its exit code and what it printed. */
function validate(configDir: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/validate-config.ts'), configDir], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run validate', () => {
  it('fails, naming the item, when a menu links to a route id routes.json does not have', () => {
    const menus = JSON.parse(readFileSync(join(REAL_CONFIG_DIR, 'menus.json'), 'utf8')) as unknown;
    const pointer = pointerOf(menus, (node) => node.route === 'transfers.scheduled');
    const fixture = mutatedConfig('menus.json', (data) => (at(data, pointer).route = 'transfers.sheduled'));
    cleanups.push(fixture.cleanup);
    const run = validate(fixture.dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain(`config/menus.json at ${pointer}/route: expected the id of a route in routes.json`);
    expect(run.output).toContain('found "transfers.sheduled" (no route has that id)');
  }, 60_000);

  it('passes on the shipped config', () => {
    const run = validate(REAL_CONFIG_DIR);
    expect(run.output).toContain('config OK');
    expect(run.status).toBe(0);
  }, 60_000);
});
