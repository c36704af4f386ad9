/**
 * The inactivity warning end to end: with a short session on a server of its own, the member idles until
 * fewer than the warning's seconds are left, the status poll shows the warning, and Continue extends the session on
 * the server and keeps the member on the page. Once the session has ended, the next poll shows Session Timeout, and
 * its Exit goes to sign-in. The page's clock is fast-forwarded to the poll; the server's is real.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppManifest, ModalsManifest } from '../../engine/core/generated/manifests.gen';
import { expectNoAxeViolations, launchBrowser, signIn, watchConsole } from './support/browser';
import { repoRoot, startServer, type RunningServer } from './support/server';

const readConfig = <T>(name: string): T => JSON.parse(readFileSync(join(repoRoot, 'config', name), 'utf8')) as T;
const modals = readConfig<ModalsManifest>('modals.json');
const app = readConfig<AppManifest>('app.json');
const warning = modals.modals.sessionTimeout!;
const continueButton = warning.buttons.find((button) => button.action === 'confirm')!;
const ended = modals.modals.sessionEnded!;
const exitButton = ended.buttons[0]!;
const { statusPollMs, warningAtSeconds } = app.session;
// Long enough that the check at start does not warn, short enough that the first poll does.
const SESSION_SECONDS = warningAtSeconds + 10;

async function secondsLeft(page: Page): Promise<number> {
  const response = await page.request.get('/api/session/status');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { expires_in: number }).expires_in;
}

describe('session timeout warning', () => {
  let server: RunningServer;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { SESSION_SECONDS: String(SESSION_SECONDS) } });
    baseUrl = server.baseUrl;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('warns after the poll once 90 s or fewer are left; Continue extends the session; once it has ended, Session Timeout and Exit', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    const signedInPath = new URL(page.url()).pathname;
    await page.getByRole('main').getByText(/\$/).first().waitFor();
    const dialog = page.getByRole('dialog', { name: warning.title });
    expect(await dialog.count()).toBe(0);

    // Idle (real time, where the server's clock runs) until the session is inside the warning window.
    const deadline = Date.now() + 30_000;
    while ((await secondsLeft(page)) > warningAtSeconds - 2) {
      if (Date.now() > deadline) throw new Error('the session was still being extended while the member was idle');
      await new Promise((wait) => setTimeout(wait, 1_000));
    }
    expect(await dialog.count()).toBe(0);

    await page.clock.fastForward(statusPollMs);
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(warning.body!).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('button', { name: continueButton.label }).count()).toBe(1);
    for (const button of warning.buttons) await expect.poll(() => dialog.getByRole('button', { name: button.label }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await expectNoAxeViolations(page, '[role="dialog"]');

    const before = await secondsLeft(page);
    await dialog.getByRole('button', { name: continueButton.label }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await secondsLeft(page);
    expect(before).toBeLessThanOrEqual(warningAtSeconds);
    expect(after).toBeGreaterThan(SESSION_SECONDS - 5);
    expect(new URL(page.url()).pathname).toBe(signedInPath);
    await page.getByRole('main').getByText(/\$/).first().waitFor();

    // The session ends on the server (as it does after the idle time); the next poll finds it gone.
    expect((await page.request.post('/api/session/memberlogout', { headers: { Origin: baseUrl } })).ok()).toBe(true);
    await page.clock.fastForward(statusPollMs);
    const endedDialog = page.getByRole('dialog', { name: ended.title });
    await endedDialog.waitFor();
    await expect.poll(() => endedDialog.getByText(ended.body!).count()).toBe(1);
    await expectNoAxeViolations(page, '[role="dialog"]');
    expect(new URL(page.url()).pathname).toBe(signedInPath);
    await endedDialog.getByRole('button', { name: exitButton.label }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
