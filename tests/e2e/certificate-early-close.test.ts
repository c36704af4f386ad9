import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, parseAmountToCents } from '../../engine/core/money';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { copyManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = accountOpeningManifest.copy;
const summaryCopy = copyManifest.screens['accounts-summary'];
const SAVINGS = 'Rainy Day Savings';

/** The current (booked) balance the accounts summary shows for an account, in cents. */
async function summaryBalance(page: Page, accountName: string): Promise<number> {
  await page.goto('/accounts/list/summary');
  await page.getByRole('heading', { level: 1, name: summaryCopy.heading }).waitFor();
  const account = page.locator('li.account', { has: page.locator('.account__name', { hasText: new RegExp(`^${accountName}$`) }) });
  const balance = account.locator('.account__balance', { hasText: summaryCopy.currentBalance }).locator('dd');
  const cents = parseAmountToCents(((await balance.textContent()) ?? '').replace('$', ''));
  expect(cents).not.toBeNull();
  return cents!;
}

const cents = (text: string | null): number => parseAmountToCents((text ?? '').replace('$', '').trim()) ?? Number.NaN;

/** Opens the early-closure dialog of the 24-month certificate (seeded mid-term) and waits for its quote. */
async function openDialog(page: Page) {
  await page.goto('/certs');
  await page.getByRole('heading', { level: 1, name: copy.certsTitle }).waitFor();
  const opener = page.getByRole('button', { name: /^Close 24-Month Certificate/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /24-Month Certificate/ });
  await dialog.getByRole('combobox', { name: copy.closeEarlyDestination }).waitFor();
  return { opener, dialog };
}

describe('close a certificate early', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('quotes, keeps focus in the dialog and gives it back on Escape, axe clean at 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl });
    const { opener, dialog } = await openDialog(page);
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the seeded 24-month certificate to savings at 1280 px: banner, and the savings balance grows by the net', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    const before = await summaryBalance(page, SAVINGS);
    const { dialog } = await openDialog(page);
    const net = cents(await dialog.locator('dt', { hasText: copy.closeEarlyNet }).locator('xpath=following-sibling::dd[1]').textContent());
    expect(net).toBeGreaterThan(2_400_000);
    await dialog.getByRole('button', { name: copy.closeEarlyConfirm }).click();
    await dialog.getByRole('alert').filter({ hasText: copy.errorCloseDestination }).waitFor();
    const picker = dialog.getByRole('combobox', { name: copy.closeEarlyDestination });
    const option = picker.locator('option', { hasText: SAVINGS }).first();
    await picker.selectOption({ label: ((await option.textContent()) ?? '').trim() });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: copy.closeEarlyConfirm }).click();

    const banner = page.locator('.flow-banner[role="status"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(formatCents(net));
    await expect.poll(() => banner.evaluate((node) => node === document.activeElement || node.contains(document.activeElement))).toBe(true);
    await page.getByText(copy.certsState.CLOSED).waitFor();
    expect(await page.getByRole('button', { name: /^Close 24-Month Certificate/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    expect(await summaryBalance(page, SAVINGS)).toBe(before + net);
    expect(problems).toEqual([]);
    await context.close();
  });
});
