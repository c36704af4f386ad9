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

/** Clicks the CSV export link and reads the downloaded file. */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: detailCopy.exportCsv }).click()]);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  return { name: download.suggestedFilename(), lines: csv.trimEnd().split('\r\n') };
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

    // The download holds every matching transaction, not only the page on screen.
    const filtered = await downloadCsv(page);
    expect(filtered.name).toMatch(/^[A-Za-z0-9-]+-\d{4}_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(filtered.lines[0]).toBe([detailCopy.columnDate, detailCopy.columnDescription, detailCopy.columnCategory, detailCopy.columnStatus, detailCopy.columnAmount, detailCopy.columnBalance].join(','));
    expect(filtered.lines).toHaveLength(expected + 1);
    expect(filtered.lines.slice(1).every((line) => line.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    await page.getByRole('button', { name: detailCopy.clearFilters }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    // Wait for the unfiltered list to be drawn: a page size picked in the same instant as the URL changed would
    // still carry the filtered render's search (faster than any member can, but not faster than a test).
    await page.getByText(new RegExp(`^1–\\d+ of ${all}$`)).waitFor();
    await page.getByLabel(detailCopy.pageSizeLabel).selectOption('10');
    await page.waitForURL((url) => url.searchParams.get('size') === '10');
    await page.getByText(new RegExp(`^1–10 of ${all}$`)).waitFor();
    expect(await rows.count()).toBe(10);
    const everything = await downloadCsv(page);
    expect(everything.lines).toHaveLength(all + 1);
    expect(all).toBeGreaterThan(10);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('size') && !url.searchParams.has('q'));
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === word);

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

  it('fits the account page on a 375 px phone: the first transaction in view in a compact row, "Pending" on one line', async () => {
    const { context, page } = await openSignedIn(browser, 'member', PHONE);
    const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as Summary;
    const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking');
    await page.goto(`/accounts/details?id=${checking!.id}`);
    const first = page.locator('table.transactions tbody tr').first();
    await first.waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const row = (await first.boundingBox())!;
    // Nothing fixed at the bottom (the mobile bar) may cover it either.
    const covered = await page.evaluate(() =>
      Math.min(
        window.innerHeight,
        ...[...document.querySelectorAll('body *')]
          .filter((element) => getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().bottom >= window.innerHeight - 1 && element.getBoundingClientRect().height < window.innerHeight / 2)
          .map((element) => element.getBoundingClientRect().top),
      ),
    );
    expect(row.y).toBeGreaterThanOrEqual(0);
    expect(row.y + row.height).toBeLessThanOrEqual(covered);
    expect(covered).toBeLessThanOrEqual(PHONE.height);
    // Compact: description and amount, then date and status; no stacked label per column.
    expect(row.height).toBeLessThan(120);

    const pending = page.locator('.status-badge--pending').first();
    await pending.waitFor();
    const measure = () =>
      pending.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const style = getComputedStyle(element);
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
        const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, key) => sum + Number.parseFloat(style[key as 'paddingTop']), 0);
        return { fragments: range.getClientRects().length, height: element.getBoundingClientRect().height - chrome, lineHeight, text: element.textContent };
      });
    const natural = await measure();
    expect(natural.text).toBe(detailCopy.pending);
    expect(natural.fragments).toBe(1);
    expect(natural.height).toBeLessThan(natural.lineHeight * 1.5);
    // Never: not even when its cell is squeezed narrower than the word (a long amount beside it, large text).
    await pending.evaluate((element) => {
      (element.parentElement as HTMLElement).style.width = '1.5rem';
    });
    const squeezed = await measure();
    expect(squeezed.fragments).toBe(1);
    expect(squeezed.height).toBeLessThan(squeezed.lineHeight * 1.5);
    await context.close();
  });

  for (const [name, viewport] of [['a phone', PHONE], ['a desktop', DESKTOP]] as const) {
    it(`opens a transaction's details from its row by keyboard on ${name}, with the check image, and closes back to the row`, async () => {
      const { context, page, problems } = await openSignedIn(browser, 'member', viewport);
      const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as Summary;
      const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking');
      await page.goto(`/accounts/details?id=${checking!.id}&q=CHECK`);
      const opener = page.getByRole('button', { name: /^Details of CHECK #\d+ on / }).first();
      await opener.waitFor();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: detailCopy.detailHeading });
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const image = dialog.getByRole('img', { name: /^Front of check \d+ to / });
      await image.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('dialog img');
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      await expect.poll(() => dialog.locator('dt').allTextContents()).toEqual(
        expect.arrayContaining([detailCopy.detailAmount, detailCopy.detailPostedDate, detailCopy.detailTransactionDate, detailCopy.detailStatus, detailCopy.detailCategory, detailCopy.detailMerchant, detailCopy.detailMemo, detailCopy.detailCheckNumber, detailCopy.detailRunningBalance]),
      );
      await expectNoAxeViolations(page);
      // Tab stays in the modal dialog.
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
