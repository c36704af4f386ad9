/**
 * The high-risk challenge on an ACH transfer end to end, on a server of its own: the transfers these journeys
 * complete count against the member's ACH daily limits, and the lockout holds `member` out of achTransfer for the
 * lockout window, which would fail any later browser test that passes an ACH step-up on the shared server.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../engine/core/business-days';
import { appManifest, copyManifest, modalsManifest, riskManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, type SignedInPage, type Viewport } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';
import { nextVerificationCode, smsTexts } from './support/outbox';

const moveMoney = copyManifest.screens['move-money'];
const stepUp = copyManifest.stepUp;
const title = (key: string): string => modalsManifest.modals[key]?.title ?? '';
// The rule that sends an ACH transfer through the challenge; an amount at its threshold triggers it.
const achRule = riskManifest.rules.find((rule) => rule.event === 'achTransfer');
const ACH_DOLLARS = ((achRule?.minAmountCents ?? 0) / 100).toFixed(2);
const AFTER_VERIFIED = achRule?.redirectAfter;
const ORDERS_PATH = '/api/payment-order-service/client-api/v2/payment-orders';
const laterDay = (businessDays: number): string => addBusinessDays(new Date().toISOString().slice(0, 10), businessDays);

const dialog = (page: Page): Locator => page.getByRole('dialog');

async function selectOptionContaining(select: Locator, text: string): Promise<void> {
  await select.locator('option', { hasText: text }).first().waitFor({ state: 'attached' });
  const label = (await select.locator('option').allInnerTexts()).find((option) => option.includes(text));
  if (label === undefined) throw new Error(`no option containing "${text}"`);
  await select.selectOption({ label });
}

/**
 * Fills an ACH transfer at the step-up threshold from checking to the seeded verified external account and submits
 * it: now, or on a later business day (the ACH daily limit is per day, so each test that may complete one uses its
 * own day).
 */
async function submitAchTransfer(page: Page, on?: string): Promise<void> {
  await page.goto('/move-money/transfers');
  await selectOptionContaining(page.getByRole('combobox', { name: /^From/ }), 'Everyday Checking');
  await selectOptionContaining(page.getByRole('combobox', { name: /^To/ }), 'Other Bank Checking');
  await page.getByRole('textbox', { name: /^Amount/ }).fill(ACH_DOLLARS);
  if (on !== undefined) {
    await page.getByRole('radio', { name: 'Later' }).check();
    await page.getByLabel(/^Date/).fill(on);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  // The high-risk answer raises its analytics tag, which reaches the configured sink.
  const tagged = page.waitForRequest((request) => request.url().endsWith(appManifest.analytics.sinkUrl) && (request.postData() ?? '').includes(`"${appManifest.analytics.stepUpTag}"`));
  await page.getByRole('button', { name: moveMoney.reviewSubmit }).click();
  await dialog(page).getByRole('heading', { name: title('stepUpVerificationRequired') }).waitFor();
  await tagged;
}

/** Verify, pick the method whose label matches, Send. */
async function chooseMethod(page: Page, method: RegExp): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await dialog(page).getByRole('heading', { name: title('stepUpSelectChallenge') }).waitFor();
  await expectNoAxeViolations(page);
  expect(await dialog(page).getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  await dialog(page).getByRole('radio', { name: method }).first().check();
  await dialog(page).getByRole('button', { name: 'Send' }).click();
}


/** Chooses the push device, waits for the push to be sent, and answers it through the demo endpoint. */
async function sendAndAnswerPush(page: Page, answer: 'approve' | 'deny'): Promise<void> {
  const sending = page.waitForResponse((response) => response.url().endsWith('/api/auth/tfa/challenge/push'));
  await chooseMethod(page, /^Push notification/);
  const sent = await sending;
  expect(sent.status()).toBe(200);
  const { transactionId } = (await sent.json()) as { transactionId: string };
  await dialog(page).getByRole('heading', { name: title('stepUpPush') }).waitFor();
  await dialog(page).getByText(stepUp.waitingForApproval).waitFor();
  await expectNoAxeViolations(page);
  const status = await page.evaluate(
    async ({ id, verdict }) => (await fetch(`/api/dev/push/${id}/${verdict}`, { method: 'POST', credentials: 'same-origin' })).status,
    { id: transactionId, verdict: answer },
  );
  expect(status).toBeLessThan(300);
}

/**
 * Continue on Verified: the transfer is sent again and accepted, and the app goes to the page risk.json names for the
 * event (Scheduled, where the transfer is listed), with no dialog left.
 */
async function continueToScheduled(page: Page): Promise<void> {
  const accepted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === ORDERS_PATH);
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  expect((await accepted).status()).toBe(201);
  await page.waitForURL((url) => url.pathname === AFTER_VERIFIED);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  expect(await dialog(page).count()).toBe(0);
}

describe('step-up: the high-risk challenge on an ACH transfer', () => {
  const own = ownServerAndBrowser();
  const openSignedIn = (username: string, viewport: Viewport = DESKTOP): Promise<SignedInPage> => own.signIn(username, viewport);

  it('passes with the SMS code from the demo outbox at 375 px; the transfer goes through and Scheduled follows', async () => {
    const { context, page, problems } = await openSignedIn('member', PHONE);
    const before = (await smsTexts(page)).length;
    await submitAchTransfer(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await chooseMethod(page, /^Text message/);

    await dialog(page).getByRole('heading', { name: title('stepUpSms') }).waitFor();
    const input = dialog(page).getByLabel(stepUp.codeLabel);
    await input.waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await input.fill('12ab');
    await dialog(page).getByText(stepUp.codeNumbersOnly).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await input.fill(await nextVerificationCode(page, before));
    await dialog(page).getByRole('button', { name: 'Submit' }).click();

    await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor();
    await expectNoAxeViolations(page);
    await continueToScheduled(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes with a push approved through the demo endpoint', async () => {
    const { context, page, problems } = await openSignedIn('member');
    await submitAchTransfer(page, laterDay(10));
    await sendAndAnswerPush(page, 'approve');
    await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor({ timeout: 15_000 });
    await continueToScheduled(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows Verification Denied when the push is denied', async () => {
    const { context, page, problems } = await openSignedIn('member');
    await submitAchTransfer(page, laterDay(15));
    await sendAndAnswerPush(page, 'deny');
    await dialog(page).getByRole('heading', { name: 'Verification Denied' }).waitFor({ timeout: 15_000 });
    await dialog(page).getByText('Your verification has been denied.').waitFor();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname !== '/move-money/transfers');
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Last: the lockout holds for the member and this action for the rest of the window (on this file's server only).
  it('locks out after wrong codes: Too Many Attempts', async () => {
    const { context, page, problems } = await openSignedIn('member');
    await submitAchTransfer(page, laterDay(20));
    await chooseMethod(page, /^Text message/);
    const input = dialog(page).getByLabel(stepUp.codeLabel);
    const lockout = dialog(page).getByRole('heading', { name: title('stepUpLockout') });
    for (let attempt = 0; attempt < 5 && !(await lockout.isVisible()); attempt += 1) {
      // A different wrong code each time: the last one stays marked incorrect until the input changes.
      await input.fill(`00000${attempt}`);
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await Promise.race([lockout.waitFor(), dialog(page).getByText(stepUp.codeIncorrect).waitFor()]);
      if (await lockout.isVisible()) break;
      await expectNoAxeViolations(page);
    }
    await lockout.waitFor();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname !== '/move-money/transfers');
    expect(problems).toEqual([]);
    await context.close();
  });
});
