/**
 * Loan servicing: `member` accepts the seeded APPROVED Used Auto Loan in My Applications (through
 * its review and e-sign consent), then finds its Payment schedule on the loan's account page (next payment, payoff
 * good through today, the schedule table with statuses and a Make a payment link), axe clean at 1280 and 375 px with
 * no sideways page scroll. It funds a loan, so it runs on a server of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanApplicationList } from '../../engine/core/generated/api.gen';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { acceptLoanThroughReview } from './support/lending';
import { startServer, type RunningServer } from './support/server';

const { copy: lending, paths } = lendingManifest;
const copy = loanServicingManifest.copy;

describe('Loan servicing', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('accepts the approved loan and shows its payment schedule on the loan page; axe clean at 1280 and 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto(paths.myApplications);
    await page.getByRole('heading', { level: 1, name: lending.myApplications.heading }).waitFor();
    const item = page.locator('.lending__application').filter({ has: page.getByRole('heading', { name: 'Used Auto Loan' }) }).filter({ has: page.getByRole('button', { name: lending.myApplications.review }) });
    const funding = item.getByLabel(lending.myApplications.fundingAccount);
    await funding.selectOption({ index: 0 });
    await acceptLoanThroughReview(page, item, 'Used Auto Loan');

    const list = (await (await page.request.get('/api/lending/client-api/v1/applications')).json()) as LoanApplicationList;
    const funded = list.applications.find((application) => application.status === 'FUNDED' && application.productName === 'Used Auto Loan');
    expect(funded?.arrangementId).toBeDefined();
    await page.goto(`/accounts/details?id=${funded!.arrangementId!}`);

    const section = page.getByRole('region', { name: copy.heading, exact: true });
    await section.getByRole('heading', { level: 2, name: copy.heading }).waitFor();
    const table = section.getByRole('table', { name: new RegExp(copy.tableCaption.replace('{name}', '')) });
    await table.waitFor();
    // One row per installment (term months) plus the header row; the first is due, nothing past due.
    await expect.poll(() => table.getByRole('row').count()).toBe(funded!.termMonths! + 1);
    const firstRow = table.getByRole('row').nth(1);
    expect(await firstRow.getByRole('cell').last().textContent()).toBe(copy.status.DUE);
    await section.getByText(copy.nextPayment, { exact: true }).waitFor();
    await section.getByText(copy.payoff, { exact: true }).waitFor();
    expect(await section.getByText(copy.pastDue, { exact: true }).count()).toBe(0);
    const payment = section.getByRole('link', { name: copy.makePayment });
    expect(await payment.getAttribute('href')).toBe(`/move-money/transfers?to=${funded!.arrangementId!}`);
    await expectNoAxeViolations(page);

    await page.setViewportSize(PHONE);
    // Axe first, as the other pages' checks do: the layout's switch to the phone frame settles meanwhile.
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // The table scrolls inside its own labelled region, not the page.
    const region = section.getByRole('region', { name: copy.tableRegion, exact: true });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
