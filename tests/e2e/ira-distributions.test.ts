import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core/template';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = iraManifest.screen;
/** The demo seed's waiting request (src/server/seed/ira-distributions.ts). */
const SEEDED = `${iraManifest.distributions.confirmationPrefix}-0000000001`;

/** Opens /ira and the cancel dialog of the seeded request. */
async function openDialog(page: Page) {
  await page.goto('/ira');
  await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
  const opener = page.getByRole('button', { name: resolveTemplate(copy.cancelRequestLabel, { confirmation: SEEDED }) });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: copy.cancelDialog.title });
  await dialog.waitFor();
  return { opener, dialog };
}

describe('cancel an IRA distribution request', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks first, keeps focus in the dialog and gives it back on Escape, axe clean at 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl });
    const { opener, dialog } = await openDialog(page);
    await expect.poll(() => dialog.evaluate((node) => document.activeElement?.textContent === node.querySelector('button')?.textContent)).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cancels the request at 1280 px: the status says so and the row reads Canceled, with no Cancel button left', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    const { opener, dialog } = await openDialog(page);
    await dialog.getByRole('button', { name: copy.cancelDialog.confirm }).click();
    await page.getByRole('status').filter({ hasText: resolveTemplate(copy.cancelled, { confirmation: SEEDED }) }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await opener.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: new RegExp(`^${copy.statuses.CANCELLED}`) }).first().waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
