import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../engine/core/business-days';
import { processingDateAt } from '../../engine/core/calendar';
import { formatCents } from '../../engine/core/money';
import { appManifest, copyManifest } from '../../src/manifests';
import { formatDay } from '../../screens/shared/format-day';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn, type Viewport } from './support/browser';
import { keepScreenshot } from './support/screenshots';

const billPay = copyManifest.screens['bill-pay'];
const moveMoney = copyManifest.screens['move-money'];
const PAYEE = 'Metro Water Utility';

async function expectAccessible(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** Schedules one payment to PAYEE through the form and answers its confirmation number. */
async function schedule(page: Page, amountCents: number, date: string): Promise<string> {
  await page.getByRole('button', { name: `Pay ${PAYEE}` }).click();
  await page.getByRole('heading', { level: 2, name: 'Pay a Bill' }).waitFor();
  await page.getByLabel('Pay From').selectOption({ index: 1 });
  await page.getByLabel('Amount').fill((amountCents / 100).toFixed(2));
  await page.getByLabel('Deliver By').fill(date);
  await page.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('region', { name: billPay.reviewHeading });
  await review.getByText(formatCents(amountCents)).waitFor();
  await review.getByRole('button', { name: billPay.reviewSubmit }).click();
  const number = page.getByTestId('confirmation-number');
  await number.waitFor();
  const confirmation = ((await number.textContent()) ?? '').trim();
  expect(confirmation).not.toBe('');
  await page.getByRole('button', { name: billPay.backToBillPay }).click();
  await page.getByRole('heading', { level: 1, name: billPay.heading }).waitFor();
  return confirmation;
}

describe('bill pay: several scheduled payments to one payee, and editing one', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Amounts differ per viewport: both runs share the member's data on one server.
  it.each([
    ['phone', PHONE, 31_17, 48_29, 35_50],
    ['desktop', DESKTOP, 31_27, 48_39, 35_60],
  ] as [string, Viewport, number, number, number][])('schedules two to the same payee, edits one, axe clean (%s)', async (name, viewport, firstCents, secondCents, editedCents) => {
    const { context, page, problems } = await openSignedIn(browser, 'member', viewport);
    // Days counted from the processing day, past every payee's lead time, so the payments are scheduled whatever today is.
    const start = processingDateAt(new Date(), appManifest.calendar);
    const [firstDate, secondDate, editedDate] = [addBusinessDays(start, 8), addBusinessDays(start, 9), addBusinessDays(start, 12)];
    await page.goto('/move-money/bill-pay');
    await page.getByRole('heading', { level: 3, name: PAYEE }).waitFor();

    const first = await schedule(page, firstCents, firstDate);
    const second = await schedule(page, secondCents, secondDate);
    const firstItem = page.getByRole('listitem').filter({ hasText: first });
    const secondItem = page.getByRole('listitem').filter({ hasText: second });
    await firstItem.getByText(billPay.statusScheduled, { exact: true }).waitFor();
    await secondItem.getByText(billPay.statusScheduled, { exact: true }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `bill-pay-${name}-1-two-scheduled`);

    // Edit sits beside Cancel and opens the same form with the payment's values.
    await firstItem.getByRole('button', { name: `Edit Payment of ${formatCents(firstCents)} to ${PAYEE} on ${formatDay(firstDate)}` }).click();
    const heading = page.getByRole('heading', { level: 2, name: billPay.editPaymentHeading });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Amount').inputValue()).toContain((firstCents / 100).toFixed(2));
    expect(await page.getByLabel('Deliver By').inputValue()).toBe(firstDate);
    const payFrom = page.getByLabel('Pay From');
    const before = await payFrom.inputValue();
    const choices = await payFrom.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''));
    const other = choices.find((value) => value !== before);
    expect(other).toBeDefined();
    await payFrom.selectOption(other!);
    await page.getByLabel('Amount').fill((editedCents / 100).toFixed(2));
    await page.getByLabel('Deliver By').fill(editedDate);
    await expectAccessible(page);
    await keepScreenshot(page, `bill-pay-${name}-2-editing`);
    await page.getByRole('button', { name: 'Continue' }).click();

    const review = page.getByRole('region', { name: billPay.reviewHeading });
    await review.getByText(formatCents(editedCents)).waitFor();
    await expectAccessible(page);
    await review.getByRole('button', { name: billPay.saveChanges }).click();

    const updated = page.getByRole('region', { name: billPay.updatedHeading });
    await updated.waitFor();
    const body = (await updated.locator('p').first().textContent()) ?? '';
    expect(body).toContain(`Your payment of ${formatCents(editedCents)} to ${PAYEE} from `);
    expect(body).toContain(`is scheduled for ${formatDay(editedDate)}. Your confirmation number is ${first}.`);
    const account = body.slice(body.indexOf(' from ') + ' from '.length, body.indexOf(' is scheduled for '));
    await expectAccessible(page);
    await keepScreenshot(page, `bill-pay-${name}-3-updated`);

    // The list shows the edited payment paid from the other account; the second payment is as it was.
    await updated.getByRole('button', { name: billPay.backToBillPay }).click();
    await firstItem.getByText(formatCents(editedCents)).waitFor();
    await firstItem.getByText(formatDay(editedDate)).waitFor();
    await firstItem.getByText(account, { exact: true }).waitFor();
    await secondItem.getByText(formatCents(secondCents)).waitFor();
    await secondItem.getByText(formatDay(secondDate)).waitFor();
    expect(await secondItem.getByText(account, { exact: true }).count()).toBe(0);
    await expectAccessible(page);

    // The Scheduled list under Move Money calls it a bill payment.
    await page.goto('/move-money/scheduled');
    const card = page.getByRole('region', { name: moveMoney.upcomingHeading }).getByTestId('payment-order').filter({ hasText: first });
    await card.getByText(moveMoney.kinds.BILL_PAY, { exact: true }).waitFor();
    await card.getByRole('link', { name: `Edit the ${formatCents(editedCents)} bill payment to ${PAYEE} on ${formatDay(editedDate)}` }).waitFor();
    await card.getByRole('button', { name: `Cancel the ${formatCents(editedCents)} bill payment to ${PAYEE} on ${formatDay(editedDate)}` }).waitFor();
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
