/**
 * Late in the evening in New York the UTC date is already tomorrow's: the credit union's day is still today. A member
 * schedules a transfer for the next New York day, in the browser, on a server whose clock reads 22:30 Eastern (on an
 * ordinary winter evening and on the evening daylight time begins); the form accepts the date the server accepts, and
 * the order is booked on that New York day.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOrderList } from '../../engine/core/generated/api.gen';
import { copyManifest, limitsManifest } from '../../src/manifests';
import { PHONE, expectNoAxeViolations, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = copyManifest.screens['move-money'];

async function pickAccount(page: Page, label: string, accountName: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: label, exact: true });
  const option = picker.locator('option', { hasText: accountName }).first();
  await option.waitFor({ state: 'attached' });
  await picker.selectOption({ label: ((await option.textContent()) ?? '').trim() });
}

const EVENINGS = [
  // Wednesday 2026-12-30, 22:30 EST: the UTC date is already Thursday the 31st, the next New York business day.
  { label: 'a winter evening', clockStart: '2026-12-30T22:30:00-05:00', nextDay: '2026-12-31', shown: 'Dec 31, 2026' },
  // Sunday 2027-03-14, 22:30 EDT, the day clocks went forward: the UTC date is already Monday the 15th.
  { label: 'the evening daylight time begins', clockStart: '2027-03-14T22:30:00-04:00', nextDay: '2027-03-15', shown: 'Mar 15, 2027' },
] as const;

describe.each(EVENINGS)('at 22:30 in New York on $label', ({ clockStart, nextDay, shown }) => {
  let browser: Browser;
  let server: RunningServer;
  // Seeded afresh at that instant (not copied from the run's seed): the history ends that evening, whatever day this runs.
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO_CLOCK_START: clockStart, DEMO_SEED: '1' } })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('schedules a transfer for the next New York day in the browser, and the server books it on that day', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl });
    // The page brought the server's clock: the browser's today is New York's, whatever the device says.
    const pageClock = await page.evaluate(() => JSON.parse(document.getElementById('page-clock')?.textContent ?? '{}') as { now?: string });
    expect(Date.parse(pageClock.now ?? '')).toBeGreaterThanOrEqual(Date.parse(clockStart));

    await page.goto('/move-money/transfers');
    await page.getByRole('heading', { level: 1, name: copy.transfersHeading }).waitFor();
    await pickAccount(page, 'From', 'Everyday Checking');
    await pickAccount(page, 'To', 'Rainy Day Savings');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('21.30');
    await page.getByRole('radio', { name: 'Later', exact: true }).check();
    await page.locator('#root_executionDate').fill(nextDay);
    await page.getByRole('button', { name: 'Continue' }).click();

    const review = page.getByRole('region', { name: copy.reviewHeading });
    await review.getByText('$21.30').waitFor();
    expect(await page.getByText(limitsManifest.messages.futureDateRequired).count()).toBe(0);
    await review.getByRole('button', { name: copy.reviewSubmit }).click();
    await page.getByRole('heading', { level: 2, name: copy.confirmationScheduledHeading }).waitFor();
    const confirmation = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
    await expectNoAxeViolations(page);

    const orders = await page.evaluate(async () => (await (await fetch('/api/payment-order-service/client-api/v2/payment-orders?state=SCHEDULED', { credentials: 'same-origin' })).json()) as PaymentOrderList);
    const order = orders.items.find((item) => item.confirmationNumber === confirmation);
    expect(order?.requestedDate).toBe(nextDay);
    expect(order?.executionDate).toBe(nextDay);

    await page.getByRole('link', { name: copy.viewScheduled }).click();
    const card = page.getByRole('region', { name: copy.upcomingHeading }).getByTestId('payment-order').filter({ hasText: confirmation });
    await card.getByText(shown).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
