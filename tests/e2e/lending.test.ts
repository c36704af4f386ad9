/**
 * Loans: `member` opens Consumer Loans (axe clean, fits at 1280 and 375 px), applies for a personal loan,
 * is told the decision and finds the application in My Applications with its status (axe clean at both widths).
 * It files an application, so it runs on a server of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const { copy, paths } = lendingManifest;

describe('Consumer loans', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('applies for a loan and sees it in My Applications; axe clean at 1280 and 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto(paths.landing);
    await page.getByRole('heading', { level: 1, name: copy.landing.heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Personal Loan' }).waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: copy.landing.apply }).click();
    await page.getByRole('heading', { level: 1, name: copy.application.heading }).waitFor();
    // Submitting empty puts the errors by their fields and the focus on the first invalid one.
    await page.getByRole('button', { name: copy.application.submit }).click();
    await page.getByRole('alert').filter({ hasText: copy.application.fixErrors }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await page.getByLabel(copy.application.product).selectOption({ label: 'Personal Loan' });
    await page.getByLabel(copy.application.amount).fill('5,000');
    await page.getByLabel(copy.application.income).fill('90,000');
    await page.getByLabel(copy.application.housing).fill('1,500');
    await page.getByLabel(copy.application.employment).selectOption('EMPLOYED');
    await page.getByLabel(copy.application.consent).check();
    await page.getByRole('button', { name: copy.application.submit }).click();
    const decided = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });
    await decided.waitFor();
    const status = (await decided.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(Object.values(copy.myApplications.status)).toContain(status);

    await page.getByRole('link', { name: copy.application.viewApplications }).click();
    await page.getByRole('heading', { level: 1, name: copy.myApplications.heading }).waitFor();
    const item = page.locator('.lending__application').filter({ has: page.getByRole('heading', { name: 'Personal Loan' }) }).filter({ hasText: '$5,000.00' });
    await item.first().waitFor();
    await expect.poll(() => item.first().locator('.lending__badge').textContent()).toBe(status);
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
