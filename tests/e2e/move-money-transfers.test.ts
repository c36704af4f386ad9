import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextBusinessDay } from '../../engine/core/business-days';
import { formatCents, parseAmountToCents } from '../../engine/core/money';
import { copyManifest, limitsManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const copy = copyManifest.screens['move-money'];
const summaryCopy = copyManifest.screens['accounts-summary'];
const cancelModal = modalsManifest.modals.cancelScheduledTransfer!;

const CHECKING = 'Everyday Checking';
const SAVINGS = 'Rainy Day Savings';
const VERIFIED_EXTERNAL = 'Other Bank Checking';

async function expectAccessible(page: Page, phone: boolean): Promise<void> {
  await expectNoAxeViolations(page);
  if (phone) await expectNoHorizontalScroll(page);
}

/** A business day at least a week ahead, so the transfer is scheduled whatever today is. */
function futureBusinessDay(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7);
  return nextBusinessDay(date.toISOString().slice(0, 10));
}

/** Picks the option of a picker whose text starts with the account name (names are followed by the masked number). */
async function pickAccount(page: Page, label: string, accountName: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: label, exact: true });
  const option = picker.locator('option', { hasText: accountName }).first();
  await option.waitFor({ state: 'attached' });
  await picker.selectOption({ label: ((await option.textContent()) ?? '').trim() });
}

/** The current (booked) balance the accounts summary shows for an account, in cents. */
async function summaryBalance(page: Page, accountName: string): Promise<number> {
  await page.goto('/accounts/list/summary');
  await page.getByRole('heading', { level: 1, name: summaryCopy.heading }).waitFor();
  const account = page.locator('li.account', { has: page.locator('.account__name', { hasText: new RegExp(`^${accountName}$`) }) });
  const balance = account.locator('.account__balance', { hasText: summaryCopy.currentBalance }).locator('dd');
  const cents = parseAmountToCents(((await balance.textContent()) ?? '').replace('$', ''));
  expect(cents).not.toBeNull();
  return cents!;
}

async function openTransfers(page: Page): Promise<void> {
  await page.goto('/move-money/transfers');
  await page.getByRole('heading', { level: 1, name: copy.transfersHeading }).waitFor();
  await page.getByRole('combobox', { name: 'From', exact: true }).waitFor();
}

describe('move money: transfers and scheduled transfers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves money from checking to savings now, and the accounts summary shows the new balances, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);
    const checkingBefore = await summaryBalance(page, CHECKING);
    const savingsBefore = await summaryBalance(page, SAVINGS);

    await openTransfers(page);
    await page.getByRole('navigation', { name: 'Move Money' }).getByRole('link', { name: 'Transfers' }).waitFor();
    await expectAccessible(page, false);
    await pickAccount(page, 'From', CHECKING);
    await pickAccount(page, 'To', SAVINGS);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('25.00');
    await page.getByRole('button', { name: 'Continue' }).click();

    const review = page.getByRole('region', { name: copy.reviewHeading });
    await review.getByText(copy.kinds.INTERNAL_TRANSFER).waitFor();
    await review.getByText('$25.00').waitFor();
    await review.getByText(new RegExp(`^${SAVINGS} ••••\\d{4}$`)).waitFor();
    await expectAccessible(page, false);
    await review.getByRole('button', { name: copy.reviewSubmit }).click();

    await page.getByRole('heading', { level: 2, name: copy.confirmationPostedHeading }).waitFor();
    expect((await page.getByTestId('confirmation-number').textContent())?.trim()).not.toBe('');
    await expectAccessible(page, false);

    expect(await summaryBalance(page, CHECKING)).toBe(checkingBefore - 2500);
    expect(await summaryBalance(page, SAVINGS)).toBe(savingsBefore + 2500);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses an ACH transfer over the daily limit with the exact message on the amount, at 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await openTransfers(page);
    await expectAccessible(page, true);
    await pickAccount(page, 'From', CHECKING);
    await pickAccount(page, 'To', VERIFIED_EXTERNAL);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('6,000.00');
    await page.getByRole('button', { name: 'Continue' }).click();

    const message = limitsManifest.messages.dailyLimitExceeded;
    expect(message).toBe('Amount cannot exceed $5,000.00 per day');
    await expect.poll(() => page.locator('#root_amountCents__error').textContent()).toBe(message);
    await expect.poll(() => page.getByRole('textbox', { name: 'Amount', exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Nothing was reviewed: the member is still on the form.
    expect(await page.getByRole('region', { name: copy.reviewHeading }).count()).toBe(0);
    await expectAccessible(page, true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes a HELOC advance into checking on the cash advance page, at 375 px and axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/cash-advance');
    await page.getByRole('heading', { level: 1, name: copy.cashAdvanceHeading }).waitFor();
    await page.getByRole('combobox', { name: 'From', exact: true }).waitFor();
    await expectAccessible(page, true);
    await pickAccount(page, 'From', 'Home Equity Line of Credit');
    await pickAccount(page, 'To', CHECKING);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.locator('#root_amountCents__error').textContent()).toBe(limitsManifest.messages.helocMinimum);
    await expectAccessible(page, true);

    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('100.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('region', { name: copy.reviewHeading });
    await review.getByText(copy.kinds.HELOC_ADVANCE).waitFor();
    await review.getByText(limitsManifest.messages.fundsAvailabilityHeloc).waitFor();
    await expectAccessible(page, true);
    await review.getByRole('button', { name: copy.reviewSubmit }).click();
    await page.getByRole('heading', { level: 2, name: copy.confirmationPostedHeading }).waitFor();
    await page.getByRole('link', { name: copy.makeAnotherAdvance }).waitFor();
    await expectAccessible(page, true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('schedules a transfer, finds it under Scheduled Transfers, edits it, then cancels it there, at 375 px and axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    const date = futureBusinessDay();
    const amount = formatCents(1234);

    await openTransfers(page);
    await pickAccount(page, 'From', CHECKING);
    await pickAccount(page, 'To', SAVINGS);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('12.34');
    await page.getByRole('radio', { name: 'Later', exact: true }).check();
    await page.locator('#root_executionDate').fill(date);
    await expectAccessible(page, true);
    await page.getByRole('button', { name: 'Continue' }).click();

    const review = page.getByRole('region', { name: copy.reviewHeading });
    await review.getByText(amount).waitFor();
    await expectAccessible(page, true);
    await review.getByRole('button', { name: copy.reviewSubmit }).click();

    await page.getByRole('heading', { level: 2, name: copy.confirmationScheduledHeading }).waitFor();
    const confirmation = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
    expect(confirmation).not.toBe('');
    await expectAccessible(page, true);

    await page.getByRole('link', { name: copy.viewScheduled }).click();
    await page.getByRole('heading', { level: 1, name: copy.scheduledHeading }).waitFor();
    const upcoming = page.getByRole('region', { name: copy.upcomingHeading });
    const card = upcoming.getByTestId('payment-order').filter({ hasText: confirmation });
    await card.waitFor();
    await expectAccessible(page, true);

    // Edit it: the form comes prefilled, the change is PUT, the list shows the new amount.
    await card.getByRole('link', { name: copy.edit }).click();
    await page.getByRole('heading', { level: 1, name: copy.editHeading }).waitFor();
    const amountField = page.getByRole('textbox', { name: 'Amount', exact: true });
    await expect.poll(() => amountField.inputValue()).toBe('12.34');
    expect(await page.locator('#root_executionDate').inputValue()).toBe(date);
    await amountField.fill('13.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('region', { name: copy.reviewHeading }).getByRole('button', { name: copy.reviewSubmit }).click();
    await page.getByRole('heading', { level: 2, name: copy.confirmationUpdatedHeading }).waitFor();
    await page.getByRole('link', { name: copy.viewScheduled }).click();
    await card.filter({ hasText: formatCents(1300) }).waitFor();

    await card.getByRole('button', { name: copy.cancel }).click();
    const dialog = page.getByRole('dialog', { name: cancelModal.title });
    await dialog.waitFor();
    await expectAccessible(page, true);
    await dialog.getByRole('button', { name: cancelModal.buttons[0]!.label }).click();

    await page.getByRole('status').filter({ hasText: confirmation }).waitFor();
    await expect.poll(() => upcoming.getByTestId('payment-order').filter({ hasText: confirmation }).count()).toBe(0);
    const recent = page.getByRole('region', { name: copy.recentHeading });
    await recent.getByTestId('payment-order').filter({ hasText: confirmation }).filter({ hasText: copy.states.CANCELLED }).waitFor();
    await expectAccessible(page, true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
