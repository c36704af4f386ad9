/**
 * Edit Accounts: `member` renames checking and moves savings above it, saves, and sees both on the
 * summary; the page is axe clean and fits at 1280 and 375 px; a delinquent member sees "Feature Unavailable" on it
 * (delinquent skips the modal everywhere else). Saves preferences, so it runs on a server of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPreferencesManifest } from '../../src/manifests/account-preferences-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = accountPreferencesManifest.copy;
const EDIT = '/accounts/list/edit';
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Edit Accounts', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    // A loaded machine can take longer than the default to migrate and seed a fresh database.
    [server, browser] = await Promise.all([startServer({ timeoutMs: 180_000 }), launchBrowser()]);
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renames and reorders accounts, and the summary shows them so; axe clean at 1280 and 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    // The summary links here; a first sign-in's intercept may cover the summary, so the page is opened by its path.
    await page.getByRole('link', { name: copy.editLink }).waitFor({ state: 'attached' });
    await page.goto(EDIT);
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await expectNoAxeViolations(page);

    const deposits = page.locator('.accounts-edit__group').first();
    const names = async () => deposits.locator('.accounts-edit__name').allTextContents();
    const [first, second] = await names();
    expect(first && second).toBeTruthy();
    const moveUp = page.getByRole('button', { name: new RegExp(`^Move ${literal(second ?? '')} .*up$`) });
    await moveUp.click();
    expect((await names()).slice(0, 2)).toEqual([second, first]);
    // Focus stays on the button that moved the row, and the move is announced.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-move'))).toBe('-1');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'position 1' }).count()).toBe(1);
    await page.getByRole('textbox', { name: new RegExp(`^Nickname for ${literal(first ?? '')}`) }).fill('Bills and Rent');

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: copy.save }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/list/summary');
    await page.getByText(copy.saved).waitFor();
    const summaryNames = page.locator('.account__name');
    await expect.poll(async () => (await summaryNames.allTextContents()).slice(0, 2)).toEqual([second, 'Bills and Rent']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a delinquent member "Feature Unavailable" on the edit page and the form read-only', async () => {
    const { context, page } = await openSignedIn(browser, 'delinquent', PHONE, { baseURL: server.baseUrl });
    await page.goto(EDIT);
    const modal = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await modal.getByText('Feature Unavailable').waitFor();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.getByText(copy.readOnly).waitFor();
    expect(await page.getByRole('button', { name: copy.save }).count()).toBe(0);
    await context.close();
  });
});
