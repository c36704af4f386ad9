import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const summaryCopy = copyManifest.screens['accounts-summary'];
const detailCopy = copyManifest.screens['account-details'];
const statementsCopy = copyManifest.screens.statements;
const SUMMARY_PATH = '/accounts/list/summary';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';

interface Product { id: string; name: string; productKind: string }
interface Summary { groups: { products: Product[] }[] }

async function totalFor(page: Page, accountId: string, query?: string): Promise<number> {
  const params = new URLSearchParams({ arrangementId: accountId, ...(query === undefined ? {} : { query }) });
  const response = await page.request.get(`${TRANSACTIONS}?${params.toString()}`);
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

/** A word from the shown descriptions that narrows the list without emptying it. */
async function narrowingWord(page: Page, accountId: string, descriptions: string[], all: number): Promise<string> {
  const words = [...new Set(descriptions.flatMap((text) => text.split(/[^A-Za-z]+/)).filter((word) => word.length >= 4))];
  for (const word of words) {
    const total = await totalFor(page, accountId, word);
    if (total > 0 && total < all) return word;
  }
  throw new Error(`No word of ${JSON.stringify(descriptions)} narrows the transactions`);
}

describe('accounts, transactions and statements for a member', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens checking from the accounts, filters and exports checking transactions, and downloads a statement PDF', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);

    await page.goto(SUMMARY_PATH);
    await page.getByRole('heading', { level: 1, name: summaryCopy.heading }).waitFor();
    const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as Summary;
    const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking');
    expect(checking).toBeDefined();
    const link = page.getByRole('link', { name: detailCopy.detailsLink.replace('{name}', checking!.name) });
    await link.waitFor();
    await expectNoAxeViolations(page);

    await link.click();
    await page.waitForURL((url) => url.pathname === '/accounts/details' && url.searchParams.get('id') === checking!.id);
    await page.getByRole('heading', { level: 1, name: checking!.name }).waitFor();
    const rows = page.locator('table.transactions tbody tr');
    await rows.first().waitFor();
    await expectNoAxeViolations(page);

    const all = await totalFor(page, checking!.id);
    const descriptions = await page.locator('table.transactions tbody th').allTextContents();
    const word = await narrowingWord(page, checking!.id, descriptions, all);
    const expected = await totalFor(page, checking!.id, word);

    await page.getByLabel(detailCopy.searchLabel, { exact: true }).fill(word);
    await page.getByRole('button', { name: detailCopy.applyFilters }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await page.getByText(new RegExp(`of ${expected}$`)).waitFor();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(expected);
    expect(expected).toBeLessThan(all);
    for (let index = 0; index < shown; index += 1) {
      const row = rows.nth(index);
      const description = (await row.locator('th').textContent()) ?? '';
      const category = await row.locator('select').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
      expect(`${description} ${category}`.toLowerCase()).toContain(word.toLowerCase());
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: detailCopy.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe([detailCopy.columnDate, detailCopy.columnDescription, detailCopy.columnCategory, detailCopy.columnStatus, detailCopy.columnAmount, detailCopy.columnBalance].join(','));
    expect(lines).toHaveLength(shown + 1);
    expect(lines.slice(1).every((line) => line.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('q'));

    await page.goto('/statements');
    await page.getByRole('heading', { level: 1, name: statementsCopy.heading }).waitFor();
    const statementLink = page.getByRole('link', { name: / statement of / }).first();
    await statementLink.waitFor();
    await page.getByRole('heading', { level: 2, name: statementsCopy.orphanHeading }).waitFor();
    await expectNoAxeViolations(page);
    const [pdf] = await Promise.all([page.waitForEvent('download'), statementLink.click()]);
    const bytes = Buffer.concat(await (await pdf.createReadStream()).toArray());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.goto('/statements/preferences');
    await page.getByRole('heading', { level: 1, name: copyManifest.screens['statements-preferences'].heading }).waitFor();
    await page.getByRole('group').first().waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits the account page on a 375 px phone', async () => {
    const { context, page } = await openSignedIn(browser, 'member', PHONE);
    const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as Summary;
    const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking');
    await page.goto(`/accounts/details?id=${checking!.id}`);
    await page.locator('table.transactions tbody tr').first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
