import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBusinessDay } from '../../engine/core/business-days';
import { businessDateAt, processingDateAt } from '../../engine/core/calendar';
import { appManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { formatDay } from '../../screens/shared/format-day';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const billPay = copyManifest.screens['bill-pay'];
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const external = copyManifest.screens['external-accounts'];
const cashiers = copyManifest.screens['cashiers-check'];
const zelle = copyManifest.screens.zelle;
const mobileDeposit = copyManifest.screens['mobile-deposit-faq'];

async function expectAccessibleAtPhoneWidth(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** A business day at least a week ahead, so the payment is scheduled (FUTURE) whatever today is. */
function futureBusinessDay(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return nextBusinessDay(iso);
}

describe('bill pay, external accounts, cashier\'s check and the Move Money info pages at 375 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a payee, pays a bill to it and sees the payment in the list, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/bill-pay');
    await page.getByRole('heading', { level: 1, name: billPay.heading }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'City Power & Light' }).waitFor();
    await page.getByRole('heading', { level: 3, name: billPay.scheduledHeading }).waitFor();
    await expectAccessibleAtPhoneWidth(page);

    await page.getByRole('button', { name: billPay.addPayee }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a Payee' }).waitFor();
    await page.getByLabel('Payee Name').fill('Northside Gas Co');
    await page.getByLabel('Account Number at Payee').fill('GAS-55012');
    await page.getByLabel('Street Address').fill('9 Pipeline Ave');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State', { exact: false }).first().fill('IL');
    await page.getByLabel('ZIP Code').fill('62704');
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('button', { name: 'Add Payee' }).click();
    await page.getByText('Northside Gas Co was saved to your payees.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Northside Gas Co' }).waitFor();

    await page.getByRole('button', { name: 'Pay Northside Gas Co' }).click();
    const formHeading = page.getByRole('heading', { level: 2, name: 'Pay a Bill' });
    await formHeading.waitFor();
    expect(await formHeading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByLabel('Pay From').selectOption({ index: 1 });
    await page.getByLabel('Amount').fill('12.34');
    const date = futureBusinessDay();
    await page.getByLabel('Deliver By').fill(date);
    await page.getByLabel('Memo').fill('November bill');
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    const review = page.getByRole('region', { name: billPay.reviewHeading });
    await review.getByText('$12.34').waitFor();
    await review.getByText(/^Northside Gas Co ••••\d{4}$/).waitFor();
    await expectAccessibleAtPhoneWidth(page);
    await review.getByRole('button', { name: billPay.reviewSubmit }).click();

    const number = page.getByTestId('confirmation-number');
    await number.waitFor();
    const confirmation = ((await number.textContent()) ?? '').trim();
    expect(confirmation).not.toBe('');
    await page.getByRole('heading', { level: 2, name: billPay.confirmationHeading }).waitFor();
    await expectAccessibleAtPhoneWidth(page);

    await page.getByRole('button', { name: billPay.backToBillPay }).click();
    const scheduled = page.getByRole('listitem').filter({ hasText: confirmation });
    await scheduled.getByText(billPay.statusScheduled, { exact: true }).waitFor();
    await expectAccessibleAtPhoneWidth(page);

    // Cancel it again through the confirmation dialog.
    await scheduled.getByRole('button', { name: `Cancel Payment of $12.34 to Northside Gas Co on ${formatDay(date)}` }).click();
    const dialog = page.getByRole('dialog', { name: modalsManifest.modals.cancelBillPayment?.title });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: modalButton('cancelBillPayment', 'cancel-payment') }).click();
    await page.getByText('The payment of $12.34 to Northside Gas Co was canceled.').waitFor();
    await page.getByRole('listitem').filter({ hasText: confirmation }).getByText(billPay.statusCancelled, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays a bill today and sees it paid in the recent payments, then deletes a payee after confirming', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/bill-pay');
    await page.getByRole('button', { name: 'Pay Metro Water Utility' }).click();
    await page.getByRole('heading', { level: 2, name: 'Pay a Bill' }).waitFor();
    await page.getByLabel('Pay From').selectOption({ index: 1 });
    await page.getByLabel('Amount').fill('20.00');
    // Deliver By starts at the payee's earliest date; today is still allowed for a payee that takes payments today.
    await page.getByLabel('Deliver By').fill(businessDateAt(new Date(), appManifest.calendar));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('region', { name: billPay.reviewHeading }).getByRole('button', { name: billPay.reviewSubmit }).click();
    const number = page.getByTestId('confirmation-number');
    await number.waitFor();
    const confirmation = ((await number.textContent()) ?? '').trim();
    await page.getByRole('button', { name: billPay.backToBillPay }).click();
    await page.getByRole('listitem').filter({ hasText: confirmation }).getByText(billPay.statusPosted, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete City Power & Light' }).click();
    const dialog = page.getByRole('dialog', { name: modalsManifest.modals.deletePayee?.title });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: modalButton('deletePayee', 'delete-payee') }).click();
    await page.getByText('City Power & Light was deleted from your payees.').waitFor();
    await expect.poll(async () => page.getByRole('heading', { level: 3, name: 'City Power & Light' }).count()).toBe(0);
    await expectAccessibleAtPhoneWidth(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('requests a cashier\'s check and sees its confirmation number, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/cashiers-check-request');
    await page.getByRole('heading', { level: 1, name: cashiers.heading }).waitFor();
    await page.getByLabel('Pay From').selectOption({ index: 1 });
    await page.getByLabel('Amount').fill('150');
    await page.getByLabel('Pay to the Order Of').fill('Springfield Realty');
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();

    const review = page.getByRole('region', { name: cashiers.reviewHeading });
    await review.getByText('$150.00').waitFor();
    await review.getByText('Springfield Realty').waitFor();
    await expectAccessibleAtPhoneWidth(page);
    await review.getByRole('button', { name: cashiers.reviewSubmit }).click();

    const number = page.getByTestId('confirmation-number');
    await number.waitFor();
    expect(((await number.textContent()) ?? '').trim()).not.toBe('');
    await expectAccessibleAtPhoneWidth(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the external accounts and verifies the pending one with the micro-deposits from the demo outbox', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/manage-accounts');
    await page.getByRole('heading', { level: 1, name: external.heading }).waitFor();
    const items = page.getByTestId('external-account');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    await page.getByText(external.statusVerified, { exact: true }).waitFor();
    await page.getByText(external.statusPending, { exact: true }).waitFor();
    await expectAccessibleAtPhoneWidth(page);

    const outbox = await page.evaluate(async () => (await fetch('/api/dev/outbox')).json() as Promise<{ messages: { text: string }[] }>);
    const notice = outbox.messages.map((message) => message.text).find((text) => /small deposits/.test(text)) ?? '';
    const amounts = [...notice.matchAll(/\$(\d+\.\d{2})/g)].map((match) => match[1] ?? '');
    expect(amounts).toHaveLength(2);

    await page.getByRole('button', { name: 'Verify Family Savings' }).click();
    await page.getByRole('heading', { level: 2, name: 'Verify Family Savings' }).waitFor();
    await page.getByLabel(external.verifyAmount1).fill(amounts[0] ?? '');
    await page.getByLabel(external.verifyAmount2).fill(amounts[1] ?? '');
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('button', { name: external.verifySubmit }).click();
    await page.getByText('Family Savings is verified and ready for transfers.').waitFor();
    await expect.poll(async () => page.getByText(external.statusPending, { exact: true }).count()).toBe(0);
    expect(await page.getByText(external.statusVerified, { exact: true }).count()).toBe(2);
    await expectAccessibleAtPhoneWidth(page);

    // The add form and its review (submitting is challenged by step-up, which the step-up tests cover).
    await page.getByRole('button', { name: external.addAccount }).click();
    await page.getByRole('heading', { level: 2, name: 'Add an External Account' }).waitFor();
    await page.getByLabel('Routing Number').fill('011000015');
    await page.getByLabel('Account Number').fill('99887766');
    await page.getByLabel('Checking').check();
    await page.getByLabel('Name on Account').fill('Pat Member');
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('button', { name: 'Add Account' }).click();
    const review = page.getByRole('region', { name: external.reviewHeading });
    await review.getByText('••••7766').waitFor();
    expect(await review.getByText('99887766').count()).toBe(0);
    await expectAccessibleAtPhoneWidth(page);
    await review.getByRole('button', { name: external.reviewEdit }).click();
    expect(await page.getByLabel('Routing Number').inputValue()).toBe('011000015');
    await page.getByRole('button', { name: external.cancel }).click();
    await page.getByRole('heading', { level: 2, name: external.listHeading }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows Zelle eligibility and both FAQ pages with working disclosure widgets, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/zelle-eligibility');
    await page.getByRole('heading', { level: 1, name: zelle.heading }).waitFor();
    await page.getByRole('button', { name: zelle.continue }).waitFor();
    await expectAccessibleAtPhoneWidth(page);

    await page.getByRole('link', { name: zelle.faqLink }).click();
    await page.getByRole('heading', { level: 1, name: zelle.faqHeading }).waitFor();
    const first = zelle.faq[0];
    const answer = page.getByText(first?.answer ?? '');
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(first?.question ?? '', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await answer.waitFor();
    await expectAccessibleAtPhoneWidth(page);

    await page.goto('/move-money/mobile-deposit-faq');
    await page.getByRole('heading', { level: 1, name: mobileDeposit.heading }).waitFor();
    expect(await page.locator('details > summary').count()).toBe(mobileDeposit.faq.length);
    await page.getByText(mobileDeposit.faq[1]?.question ?? '', { exact: true }).click();
    await page.getByText(mobileDeposit.faq[1]?.answer ?? '').waitFor();
    await expectAccessibleAtPhoneWidth(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
