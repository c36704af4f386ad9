/**
 * A loan without a stored schedule (the `member`'s seeded auto loan) shows its payoff on its account page, how it adds
 * up (balance plus days of interest at the per-diem), and the "Payoff good through" field quoting a later day; axe
 * clean. Reads only, so it shares the run's server. E2E_SCREENSHOTS (a folder) keeps a screenshot of the page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, resolveTemplate } from '../../engine/core';
import type { AccountDetail, ProductSummary } from '../../engine/core/generated/api.gen';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { DESKTOP, expectNoAxeViolations, launchBrowser, openSignedIn } from './support/browser';
import { keepScreenshot } from './support/screenshots';

const copy = loanServicingManifest.copy;
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

describe('the payoff of a seeded loan', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the auto loan's payoff good through today and quotes a later day", async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);
    const summary = (await (await page.request.get(SUMMARY)).json()) as ProductSummary;
    const loan = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'autoLoan')!;
    const detail = (await (await page.request.get(`${SUMMARY}/arrangements/${loan.id}`)).json()) as AccountDetail;
    const payoff = detail.loanPayoff!;
    expect(payoff.amountCents).toBe(payoff.outstandingPrincipalCents + payoff.accruedDays * payoff.perDiemCents);

    await page.goto(`/accounts/details?id=${loan.id}`);
    const section = page.getByRole('region', { name: copy.payoffHeading, exact: true });
    await section.getByRole('heading', { level: 2, name: copy.payoffHeading }).waitFor();
    await section.getByText(formatCents(payoff.amountCents), { exact: false }).first().waitFor();
    const field = section.getByLabel(copy.quoteLabel);
    expect(await field.inputValue()).toBe(payoff.asOf);
    await section.getByText(resolveTemplate(copy.quotePerDiem, { amount: formatCents(payoff.perDiemCents) })).waitFor();
    await keepScreenshot(page, 'auto-loan-payoff');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
