/**
 * The loan officer's review end to end, at 1280 and 375 px, axe clean: msr-supervisor reaches Loan Reviews from the
 * member search, opens the seeded IN_REVIEW new-auto application, approves it with a note (the confirmation step and
 * the success banner take focus); on a phone the queue, an application and the form's errors read well too; then
 * `member` sees the application Approved in My Applications and the credit union's message in the message center.
 * On a server of its own: it decides an application, which other browser tests read.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, openSignedIn, signIn, signInByApi, watchConsole, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const { review } = lendingManifest;
const copy = review.copy;
const SEEDED_AMOUNT = '$65,000.00';
const PHONE_AMOUNT = '$55,000.00';

async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function openQueueAsSupervisor(browser: Browser, server: RunningServer, viewport: Viewport) {
  const context = await newContext(browser, viewport, { baseURL: server.baseUrl });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/login');
  await signIn(page, 'msr-supervisor');
  await page.waitForURL((url) => url.pathname.startsWith('/servicedesk/search'));
  await page.getByRole('link', { name: staffManifest.desk.loanReviewsLink }).click();
  await page.waitForURL((url) => url.pathname === '/servicedesk/loan-reviews');
  await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
  await page.getByTestId('loan-review-row').first().waitFor();
  return { context, page, problems };
}

describe("the loan officer's review: a supervisor approves, the member sees it", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // A second application in review, so the phone run has one to open after the seeded one is approved.
    const memberContext = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    expect((await signInByApi(memberContext, server.baseUrl, 'member')).status()).toBe(200);
    const applied = await memberContext.request.post('/api/lending/client-api/v1/applications', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { productId: 'auto-new', amountCents: 5_500_000, termMonths: 60, statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000, employmentStatus: 'EMPLOYED', consent: true },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await memberContext.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('desktop (1280 px): msr-supervisor approves the seeded application; the member sees Approved and the message', async () => {
    const { context, page, problems } = await openQueueAsSupervisor(browser, server, DESKTOP);
    try {
      await checkScreen(page);
      const row = page.getByTestId('loan-review-row').filter({ hasText: SEEDED_AMOUNT });
      await row.getByRole('button', { name: copy.review }).click();
      const detail = page.getByTestId('loan-review-detail');
      const heading = detail.getByRole('heading', { level: 2 });
      await heading.waitFor();
      await expect.poll(() => focusedText(page)).toBe(await heading.textContent());
      await detail.getByText(copy.factsNow).waitFor();
      await checkScreen(page);

      // Nothing chosen: the form says so and focus goes to the first choice.
      await detail.getByRole('button', { name: copy.submit }).click();
      await detail.getByText(copy.chooseDecision).waitFor();
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('APPROVE');
      await checkScreen(page);

      await detail.getByLabel(copy.approve).check();
      await detail.getByLabel(copy.note).fill('Income verified with two pay stubs; approved at the 72-month rate.');
      await detail.getByRole('button', { name: copy.submit }).click();
      const confirmHeading = detail.getByRole('heading', { name: copy.confirmTitle });
      await confirmHeading.waitFor();
      await expect.poll(() => focusedText(page)).toBe(copy.confirmTitle);
      await checkScreen(page);
      const decided = page.waitForResponse((response) => response.url().endsWith('/decision'));
      await detail.getByRole('button', { name: copy.confirm }).click();
      expect((await decided).status()).toBe(200);
      const banner = page.getByRole('status').filter({ hasText: 'Approved.' });
      await banner.waitFor();
      await expect.poll(() => focusedText(page)).toContain('Approved.');
      await detail.getByText(copy.statuses.APPROVED, { exact: true }).first().waitFor();
      await expect.poll(() => page.getByTestId('loan-review-row').filter({ hasText: SEEDED_AMOUNT }).count()).toBe(0);
      await checkScreen(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const signedIn = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    try {
      const { page } = signedIn;
      await page.goto(lendingManifest.paths.myApplications);
      await page.getByRole('heading', { level: 1, name: lendingManifest.copy.myApplications.heading }).waitFor();
      const item = page.locator('.lending__application').filter({ has: page.getByRole('heading', { name: 'New Auto Loan' }) }).filter({ hasText: SEEDED_AMOUNT });
      await item.first().waitFor();
      await expect.poll(() => item.first().locator('.lending__badge').textContent()).toBe(lendingManifest.copy.myApplications.status.APPROVED);
      await item.first().getByRole('button', { name: lendingManifest.copy.myApplications.review }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto('/message-center/v7/inbox');
      const subject = resolveTemplate(review.message.subjects.APPROVED, { product: 'New Auto Loan' });
      await page.getByTestId('message-row').filter({ hasText: subject }).first().waitFor();
      await expectNoAxeViolations(page);
      expect(signedIn.problems).toEqual([]);
    } finally {
      await signedIn.context.close();
    }
  });

  it('phone (375 px): the queue, an application and the decision form read well by keyboard', async () => {
    const { context, page, problems } = await openQueueAsSupervisor(browser, server, PHONE);
    try {
      await checkScreen(page);
      const row = page.getByTestId('loan-review-row').filter({ hasText: PHONE_AMOUNT });
      await row.getByRole('button', { name: copy.review }).focus();
      await page.keyboard.press('Enter');
      const detail = page.getByTestId('loan-review-detail');
      await detail.getByRole('heading', { level: 2 }).waitFor();
      await detail.getByText(copy.factsAtSubmit).waitFor();
      await checkScreen(page);
      // Decline by keyboard without a reason: the reason's error, then Back returns to the queue.
      await detail.getByLabel(copy.decline).focus();
      await page.keyboard.press('Space');
      await detail.getByLabel(copy.note).fill('Checked the file.');
      await detail.getByRole('button', { name: copy.submit }).focus();
      await page.keyboard.press('Enter');
      await detail.getByText(review.errors.declineReason).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
      await checkScreen(page);
      await detail.getByRole('button', { name: copy.back }).click();
      await page.getByTestId('loan-review-row').first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
