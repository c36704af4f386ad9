import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../engine/core/money';
import { appManifest } from '../../src/manifests';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  launchBrowser,
  newContext,
  signIn,
  watchConsole,
} from './support/browser';

interface SummaryProduct { id: string; name: string; bookedBalanceCents: number; availableBalanceCents: number; accountNumber: string }
interface Summary { groups: { kind: string; products: SummaryProduct[] }[] }

const SUMMARY_PATH = '/accounts/list/summary';
const SUMMARY_API = '/api/arrangement-manager/client-api/v2/productsummary';

describe('sign-in and accounts summary', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs the member in and shows their real balances from the database', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto('/');
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.title()).toContain(appManifest.titleSuffix.trim());
    await expectNoAxeViolations(page);

    // Other browser tests move this member's money on the same server meanwhile, so the page is held to the
    // summary it was itself given, the last one it fetched, rather than to a later one.
    let shown: Summary | undefined;
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname !== SUMMARY_API || answer.status() !== 200) return;
      void answer.json().then((body: Summary) => { shown = body; }, () => undefined);
    });
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
    await page.getByRole('main').getByText(/\$/).first().waitFor();

    const response = await page.request.get(SUMMARY_API);
    expect(response.status()).toBe(200);
    await expect.poll(() => shown !== undefined).toBe(true);
    const summary = shown!;
    const products = summary.groups.flatMap((group) => group.products);
    expect(summary.groups.map((group) => group.kind).sort()).toEqual(['creditCards', 'deposits', 'heloc', 'ira', 'loans']);
    expect(products.length).toBeGreaterThanOrEqual(6);

    const main = page.getByRole('main');
    for (const product of products) {
      await expect.poll(() => main.getByText(product.name, { exact: true }).count()).toBeGreaterThan(0);
      expect(product.accountNumber).not.toMatch(/^\d{6,}$/);
    }
    const balancesShown = async (): Promise<boolean> => {
      for (const product of shown!.groups.flatMap((group) => group.products)) {
        if ((await main.getByText(formatCents(product.bookedBalanceCents), { exact: true }).count()) === 0) return false;
      }
      return true;
    };
    await expect.poll(balancesShown).toBe(true);
    expect(await page.title()).toMatch(new RegExp(`${appManifest.titleSuffix.trim().replace(/[|()]/g, '\\$&')}$`));
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to accounts', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    expect(new URL(page.url()).pathname).toBe(SUMMARY_PATH);
    await context.close();
  });

  it('returns to the page asked for after sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/statements');
    await page.waitForURL(/\/login\?/);
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === '/statements');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });

  it('refuses wrong credentials with one generic message and stays on sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'member', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect.poll(() => alert.textContent()).toMatch(/\w/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('works at 375 px: no horizontal scroll, hamburger opens the navigation, Sign Out ends the session', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/login');
    await expectNoHorizontalScroll(page);
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
    await page.getByRole('main').getByText(/\$/).first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const toggle = page.locator('button[aria-controls][aria-expanded]').first();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: 'Move Money' }).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(/\/login/);
    const status = await page.request.get('/api/session/status');
    expect(status.status()).toBe(401);
    await context.close();
  });
});
