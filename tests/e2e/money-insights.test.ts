/**
 * Money insights: `member` opens My MakingCents, sees spending by category as a
 * chart with its table, sets a Dining budget and sees its progress bar; the page (with the linked external accounts)
 * and /personal-finance are axe clean and fit at 1280 and 375 px. Saves a budget, so it runs on a server of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core/template';
import { copyManifest } from '../../src/manifests';
import { moneyInsightsManifest } from '../../src/manifests/money-insights-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = moneyInsightsManifest.copy;

describe('Money insights', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sets a budget and shows its progress; charts have tables; axe clean at 1280 and 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto('/my-makingcents');
    await page.getByRole('heading', { level: 1, name: copy.makingCentsHeading }).waitFor();
    await page.getByRole('table', { name: copy.spendingTableCaption }).waitFor();
    await page.locator('.money-chart canvas').first().waitFor();
    await page.getByRole('table', { name: copy.recurringCaption }).getByRole('rowheader', { name: 'Netflix' }).waitFor();
    await page.getByRole('heading', { level: 1, name: copyManifest.screens['external-accounts'].heading }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel(copy.budgetCategoryLabel, { exact: true }).selectOption({ label: 'Food: Dining' });
    await page.getByLabel(copy.budgetLimitLabel, { exact: true }).fill('0');
    await page.getByRole('button', { name: copy.budgetSave }).click();
    await page.getByText(resolveTemplate(copy.budgetLimitInvalid, { max: '$100,000.00' })).waitFor();
    await page.getByLabel(copy.budgetLimitLabel, { exact: true }).fill('400');
    await page.getByRole('button', { name: copy.budgetSave }).click();
    await page.getByRole('status').filter({ hasText: resolveTemplate(copy.budgetSaved, { category: 'Dining' }) }).waitFor();
    const bar = page.getByRole('progressbar', { name: /^Dining: \$[\d,.]+ of \$400\.00 spent$/ });
    await bar.waitFor();
    expect(await bar.getAttribute('max')).toBe('40000');

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.goto('/personal-finance');
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await page.getByRole('progressbar', { name: /^Dining: / }).waitFor();
    await page.getByRole('table', { name: /^Month-end balances of / }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: resolveTemplate(copy.budgetRemoveLabel, { category: 'Dining' }) }).click();
    await page.getByText(copy.budgetsEmpty).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
