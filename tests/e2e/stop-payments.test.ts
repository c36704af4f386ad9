import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, StopPaymentList } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { formatLongDay } from '../../screens/shared/format-day';
import { copyManifest, limitsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn, type Viewport } from './support/browser';
import { keepScreenshot } from './support/screenshots';

const copy = copyManifest.screens['stop-payment'];
const API = '/api/payment-order-service/client-api/v2/stop-payments';
const fee = formatCents(limitsManifest.stopPayment.feeCents);

describe('stop payment on a check for a member', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const journey = async (viewport: Viewport) => {
    const { context, page, problems } = await openSignedIn(browser, 'member', viewport);
    const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
    const checking = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking')!;
    // A number of its own, so the shared server's stops from another run are no duplicate.
    const check = randomInt(100_000, 999_999);

    // The checking account's own actions lead to the page, with that account chosen.
    await page.goto(`/accounts/details?id=${checking.id}`);
    await page.getByRole('link', { name: 'Stop Payment', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/stop-payments');
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    // The seeded stop is listed before anything is placed.
    await page.getByRole('heading', { level: 3, name: /check 1087/ }).waitFor();
    await page.getByTestId('stop-payment-fee').waitFor();
    expect(await page.getByTestId('stop-payment-fee').textContent()).toContain(fee);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Submitting with no check number shows the error summary and keeps everything as it was.
    await page.getByRole('button', { name: 'Review Stop Payment' }).click();
    const summaryAlert = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 2 }) });
    await summaryAlert.first().waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `stop-payment-${viewport.width}-1-errors`);

    expect(await page.getByLabel(/^Checking Account/).inputValue()).toBe(checking.id);
    await page.getByLabel(/^Check Number/).fill(String(check));
    await page.getByLabel(/^Payee \(optional\)/).fill('Greenway Landscaping');
    await page.getByLabel(/^Reason/).selectOption({ label: 'Check lost' });
    await page.getByRole('button', { name: 'Review Stop Payment' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(`check ${check}`, { exact: false }).waitFor();
    await dialog.getByText(fee, { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `stop-payment-${viewport.width}-2-review`);
    await dialog.getByRole('button', { name: 'Place Stop Payment' }).click();

    await page.getByRole('heading', { level: 2, name: copy.confirmationHeading }).waitFor();
    const number = (await page.getByTestId('confirmation-number').textContent()) ?? '';
    expect(number).toMatch(/^SP-\d{10}$/);
    const confirmation = page.getByRole('region', { name: copy.confirmationHeading });
    await confirmation.getByText(checking.name, { exact: false }).waitFor();
    await confirmation.getByText(fee, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, `stop-payment-${viewport.width}-3-confirmation`);

    // The list shows the new stop, active, beside the seeded one; the server recorded it once.
    const item = page.getByTestId('stop-payment-item').filter({ hasText: number });
    await item.getByText(copy.statusActive).waitFor();
    const stops = ((await (await page.request.get(API)).json()) as StopPaymentList).items.filter((stop) => stop.firstCheckNumber === check);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ confirmationNumber: number, feeCents: limitsManifest.stopPayment.feeCents, status: 'ACTIVE' });
    await confirmation.getByText(formatLongDay(stops[0]!.expiresOn), { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  };

  it('places a single-check stop on a desktop, confirms it in a dialog and sees the confirmation and the list, axe clean', async () => {
    await journey(DESKTOP);
  });

  it('does the same at 375 px without sideways scrolling', async () => {
    await journey(PHONE);
  });
});
