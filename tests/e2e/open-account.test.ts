import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = accountOpeningManifest.copy;

describe('open a new account and certificates', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens a 12-month certificate funded from savings at 1280 px and finds it on the summary, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto('/open-new-accounts');
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    await page.getByRole('radio', { name: /^Certificate\b/ }).check();
    await page.getByRole('radio', { name: /^12 months/ }).check();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await expectNoAxeViolations(page);
    const funding = page.getByLabel(copy.fundingAccount);
    const savings = await page.locator('option', { hasText: 'Rainy Day Savings' }).getAttribute('value');
    await funding.selectOption(savings ?? '');
    await page.getByRole('textbox', { name: copy.amount }).fill('1,000.00');
    await page.getByRole('button', { name: copy.continue }).click();

    const review = page.getByRole('region', { name: copy.reviewHeading });
    await review.getByText('$1,000.00').waitFor();
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: copy.confirm }).click();

    const success = page.getByTestId('open-account-success');
    await success.waitFor();
    const masked = /••••\d{4}/.exec((await success.textContent()) ?? '')?.[0];
    expect(masked).toBeDefined();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: copy.successLink }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/list/summary');
    await page.getByText(masked ?? '').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows /certs and /open-new-accounts axe clean at ${viewport.width} px`, async () => {
      const { context, page, problems } = await openSignedIn(browser, 'member', viewport, { baseURL: server.baseUrl });
      await page.goto('/certs');
      await page.getByRole('heading', { level: 1, name: copy.certsTitle }).waitFor();
        await page.getByRole('heading', { level: 2, name: /24-Month Certificate/ }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${copy.certsEdit}`) }).first().click();
      await page.getByRole('radio', { name: accountOpeningManifest.renewalChoices[0]!.label }).waitFor();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto('/open-new-accounts');
      await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
        await page.getByRole('radio', { name: /^Money Market\b/ }).check();
      await page.getByRole('checkbox').first().waitFor();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
