/**
 * A product owner's workflow: change a menu label in config/menus.json, rebuild, and members see the new label.
 * Runs on a copy of the project (config edited there), built with the real `npm run build` and served by the real
 * server, so nothing but the JSON file changes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenusManifest } from '../../engine/core/generated/manifests.gen';
import { launchBrowser, signIn } from './support/browser';
import { repoRoot, startServer, type RunningServer } from './support/server';

const SKIPPED = /^(node_modules|dist|data|\.git|coverage)(\/|$)/;
const NEW_LABEL = 'Send & Pay';

describe('a product owner edits a menu label in config', () => {
  let copyRoot: string;
  let server: RunningServer | undefined;
  let browser: Browser;
  let oldLabel: string;

  beforeAll(async () => {
    copyRoot = mkdtempSync(join(tmpdir(), 'cu-po-edit-'));
    cpSync(repoRoot, copyRoot, { recursive: true, filter: (source) => !SKIPPED.test(relative(repoRoot, source)) });
    symlinkSync(join(repoRoot, 'node_modules'), join(copyRoot, 'node_modules'), 'dir');

    const menusFile = join(copyRoot, 'config/menus.json');
    const menus = JSON.parse(readFileSync(menusFile, 'utf8')) as MenusManifest & { menus: { mainNav: { items: { id: string; label: string }[] } } };
    const item = menus.menus.mainNav.items.find((candidate) => candidate.id === 'move-money');
    if (!item) throw new Error('config/menus.json has no main-nav item "move-money"');
    oldLabel = item.label;
    item.label = NEW_LABEL;
    writeFileSync(menusFile, `${JSON.stringify(menus, null, 2)}\n`);

    execFileSync('npm', ['run', 'build', '--silent'], { cwd: copyRoot, stdio: 'pipe', env: { ...process.env, CI: 'true' } });

    server = await startServer({ cwd: copyRoot });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(copyRoot, { recursive: true, force: true });
  });

  it('shows the new label in the main navigation after the rebuild, and not the old one', async () => {
    const context = await browser.newContext({ baseURL: server?.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    const navigation = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: NEW_LABEL }) });
    await navigation.first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: NEW_LABEL, exact: true }).first().getAttribute('href')).toBe('/move-money');
    await expect.poll(() => page.getByRole('link', { name: oldLabel, exact: true }).count()).toBe(0);
    await context.close();
  });
});
