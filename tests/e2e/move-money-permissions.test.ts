import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../engine/core/business-days';
import type { ProductSummary, ServiceAgreement } from '../../engine/core/generated/api.gen';
import { earliestPayeeDate } from '../../engine/core/payment-rules';
import { businessDateAt, processingDateAt } from '../../engine/core/calendar';
import { appManifest, copyManifest, limitsManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import type { Viewport } from './support/browser';

const billPay = copyManifest.screens['bill-pay'];
const moveMoney = copyManifest.screens['move-money'];
const denied = modalsManifest.modals.permissionDenied!;
const duplicate = modalsManifest.modals.duplicateBillPayment!;
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const USER_CONTEXT = '/api/access-control/client-api/v3/accessgroups/usercontext';
const AGREEMENTS = `${USER_CONTEXT}/serviceagreements?from=0&size=${appManifest.serviceAgreements.pageSize}`;
/** Every control that would change something on a Move Money page starts with one of these words. */
const MUTATING = /^(Pay|Edit|Delete|Cancel|Add|Make)\b/;

async function mutatingControls(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const names = [...(await main.getByRole('button').all()), ...(await main.getByRole('link').all())].map(async (control) => (await control.getAttribute('aria-label')) ?? (await control.innerText()));
  return (await Promise.all(names)).map((name) => name.trim()).filter((name) => MUTATING.test(name));
}

async function agreements(page: Page): Promise<{ own: ServiceAgreement; members: ServiceAgreement }> {
  const response = await page.request.get(AGREEMENTS);
  expect(response.status(), await response.text()).toBe(200);
  const list = (await response.json()) as ServiceAgreement[];
  const own = list.find((agreement) => agreement.isMaster);
  const members = list.find((agreement) => !agreement.isMaster);
  if (!own || !members) throw new Error(`trusted should have two agreements, got ${JSON.stringify(list)}`);
  return { own, members };
}

async function actUnder(page: Page, agreement: ServiceAgreement): Promise<void> {
  const response = await page.request.post(USER_CONTEXT, { data: { serviceAgreementId: agreement.id } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

describe('Move Money by permission: view-only trusted users, refused actions, balances and duplicate payments', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as [string, Viewport][])('offers the view-only trusted user no Pay, Add, Edit, Delete or Cancel on Move Money pages (%s)', async (_name, viewport) => {
    // A scheduled transfer of the member's, so Upcoming has an order whose Edit and Cancel must stay hidden.
    const owner = await openSignedIn(browser, 'member', viewport);
    const summary = (await (await owner.page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
    const deposits = summary.groups.flatMap((group) => group.products).filter((product) => product.productKind === 'checking' || product.productKind === 'savings');
    const scheduled = await owner.page.request.post(ORDERS, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { fromAccountId: deposits[0]!.id, toAccountId: deposits[1]!.id, amountCents: 1_11, timing: 'FUTURE', executionDate: addBusinessDays(businessDateAt(new Date(), appManifest.calendar), 15) },
    });
    // 409: one is already scheduled between these accounts (the other viewport's run), which serves as well.
    expect([201, 409], await scheduled.text()).toContain(scheduled.status());
    await owner.context.close();

    const { context, page, problems } = await openSignedIn(browser, 'trusted', viewport);
    await page.goto('/move-money/bill-pay');
    await page.getByRole('heading', { level: 1, name: billPay.heading }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Metro Water Utility' }).waitFor();
    await page.getByRole('heading', { level: 3, name: billPay.scheduledHeading }).waitFor();
    expect(await mutatingControls(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.goto('/move-money/scheduled');
    await page.getByRole('heading', { level: 1, name: moveMoney.scheduledHeading }).waitFor();
    await page.getByRole('region', { name: moveMoney.upcomingHeading }).getByRole('listitem').first().waitFor();
    expect(await mutatingControls(page)).toEqual([]);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the permission-denied modal, not an input error, when the server refuses adding a payee (a real 403)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'trusted', PHONE);
    const { own, members } = await agreements(page);
    // Under their own agreement the trusted user may add payees: the page offers it.
    await actUnder(page, own);
    await page.goto('/move-money/bill-pay');
    await page.getByRole('button', { name: billPay.addPayee }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a Payee' }).waitFor();
    await page.getByLabel('Payee Name').fill('Northside Gas Co');
    await page.getByLabel('Account Number at Payee').fill('GAS-90210');
    await page.getByLabel('Street Address').fill('9 Pipeline Ave');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State', { exact: false }).first().fill('IL');
    await page.getByLabel('ZIP Code').fill('62704');
    // Meanwhile the session goes back to the member's agreement, where this user only looks: the server refuses.
    await actUnder(page, members);
    const refused = page.waitForResponse((response) => response.url().endsWith('/payees') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add Payee' }).click();
    expect((await refused).status()).toBe(403);

    const dialog = page.getByRole('dialog', { name: denied.title });
    await dialog.getByText(denied.body!).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.getByText(copyManifest.screens['bill-pay'].payeeSaved.replace('{name}', 'Northside Gas Co')).count()).toBe(0);
    expect(await page.getByText("You don't have permission to do that.").count()).toBe(0);
    const cancel = dialog.getByRole('button', { name: modalButton('permissionDenied', 'cancel') });
    await cancel.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The form is as the user left it, with no error on any field.
    expect(await page.getByLabel('Payee Name').inputValue()).toBe('Northside Gas Co');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows balances in the pickers, starts Deliver By at the payee\'s earliest date and asks before repeating a payment', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/bill-pay');
    const pay = async () => {
      await page.getByRole('button', { name: 'Pay Metro Water Utility' }).click();
      await page.getByRole('heading', { level: 2, name: 'Pay a Bill' }).waitFor();
      const from = page.getByLabel('Pay From');
      const options = (await from.locator('option').allInnerTexts()).filter((text) => text.trim() !== '');
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(option).toMatch(/^.+ ••••\d{4} — -?\$[\d,]+\.\d{2} available$/);
      expect(await page.getByLabel('Deliver By').inputValue()).toBe(earliestPayeeDate(processingDateAt(new Date(), appManifest.calendar), limitsManifest.billPay.payeeLeadBusinessDays));
      await from.selectOption({ index: 1 });
      await page.getByLabel('Amount').fill('7.77');
      await page.getByRole('button', { name: 'Continue' }).click();
    };

    await pay();
    const review = page.getByRole('region', { name: billPay.reviewHeading });
    await review.getByRole('button', { name: billPay.reviewSubmit }).click();
    await page.getByTestId('confirmation-number').waitFor();
    await page.getByRole('button', { name: billPay.backToBillPay }).click();

    await pay();
    const dialog = page.getByRole('dialog', { name: duplicate.title });
    await dialog.getByText(/^You made a payment of \$7\.77 to Metro Water Utility on /).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: modalButton('duplicateBillPayment', 'cancel') }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await review.count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: modalButton('duplicateBillPayment', 'pay-again') }).click();
    await review.getByText('$7.77').waitFor();
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
