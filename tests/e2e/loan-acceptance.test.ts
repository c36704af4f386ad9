/**
 * Accepting a loan is a step of its own: `member` opens the review of the seeded APPROVED Used Auto Loan in My
 * Applications (focus on its heading), reads the Truth in Lending box and payment schedule (the figures the server
 * discloses), is refused Accept until the e-sign consent is ticked (focus goes to the checkbox, nothing is booked),
 * accepts, and finds the disclosure as signed on the loan's account page, with its PDF. Axe clean at 1280 and 375 px
 * with the dialog open and on the loan page, no sideways page scroll. It funds a loan, so it runs on a server of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../engine/core';
import type { AccountDetail, LoanApplicationList, LoanDisclosure } from '../../engine/core/generated/api.gen';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { reviewDialog } from './support/lending';
import { startServer, type RunningServer } from './support/server';

const { copy, paths } = lendingManifest;
const tila = loanServicingManifest.copy.truthInLending;
const LENDING = '/api/lending/client-api/v1';
const LOAN = 'Used Auto Loan';

const focused = (page: Page) => page.evaluate(() => ({ text: document.activeElement?.textContent ?? '', id: document.activeElement?.id ?? '' }));
const applications = async (page: Page) => ((await (await page.request.get(`${LENDING}/applications`)).json()) as LoanApplicationList).applications;
/** The figure cell of a row of the disclosure's box, by its term. */
const figureOf = (page: Page, term: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${term}`) }) }).getByRole('cell');

describe('Accepting a loan', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reviews the Truth in Lending disclosure, consents to sign electronically, accepts, and sees the disclosure on the loan page', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto(paths.myApplications);
    await page.getByRole('heading', { level: 1, name: copy.myApplications.heading }).waitFor();
    const item = page.locator('.lending__application').filter({ has: page.getByRole('heading', { name: LOAN }) }).filter({ has: page.getByRole('button', { name: copy.myApplications.review }) });
    await item.getByLabel(copy.myApplications.fundingAccount).selectOption({ index: 0 });
    const approved = (await applications(page)).find((application) => application.status === 'APPROVED' && application.productName === LOAN)!;
    // The list itself offers no way to book the loan in one click.
    expect(await item.getByRole('button', { name: copy.myApplications.accept }).count()).toBe(0);

    await item.getByRole('button', { name: copy.myApplications.review }).click();
    const dialog = reviewDialog(page, LOAN);
    const heading = dialog.getByRole('heading', { level: 2, name: copy.acceptance.heading.replace('{name}', LOAN) });
    await heading.waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe(await heading.textContent());
    const box = dialog.getByRole('table', { name: tila.caption.replace('{name}', LOAN) });
    await box.waitFor();
    const disclosure = (await (await page.request.get(`${LENDING}/applications/${approved.id}/disclosure`)).json()) as LoanDisclosure;
    expect(await figureOf(page, tila.apr.term).textContent()).toBe(`${(disclosure.aprBps / 100).toFixed(2)}%`);
    expect(disclosure.aprBps).toBe(approved.aprBps);
    expect(await figureOf(page, tila.financeCharge.term).textContent()).toBe(formatCents(disclosure.financeChargeCents));
    expect(await figureOf(page, tila.amountFinanced.term).textContent()).toBe(formatCents(approved.amountCents));
    expect(await figureOf(page, tila.totalOfPayments.term).textContent()).toBe(formatCents(disclosure.totalOfPaymentsCents));
    const schedule = dialog.getByRole('table', { name: tila.scheduleCaption });
    expect(await schedule.getByRole('row').count()).toBe(disclosure.payments.length + 1);
    expect(await schedule.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe(String(disclosure.payments[0]!.count));
    await expectNoAxeViolations(page);

    // Accept without the consent: told why, focus on the checkbox, nothing booked.
    const consent = dialog.getByLabel(copy.acceptance.consent);
    await dialog.getByRole('button', { name: copy.myApplications.accept }).click();
    await dialog.getByText(copy.acceptance.consentRequired).waitFor();
    await expect.poll(async () => (await focused(page)).id).toBe(await consent.getAttribute('id'));
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect((await applications(page)).find((application) => application.id === approved.id)!.status).toBe('APPROVED');

    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(PHONE.width);

    await consent.check();
    await dialog.getByRole('button', { name: copy.myApplications.accept }).click();
    await page.getByText(copy.myApplications.accepted).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).text).toBe(LOAN);
    const funded = (await applications(page)).find((application) => application.id === approved.id)!;
    expect(funded.status).toBe('FUNDED');

    const fundedItem = page.locator('.lending__application').filter({ has: page.getByRole('heading', { name: LOAN }) }).filter({ has: page.getByRole('link', { name: copy.myApplications.openAccount }) });
    await fundedItem.getByRole('link', { name: copy.myApplications.openAccount }).click();
    const section = page.getByRole('region', { name: tila.heading, exact: true });
    await section.getByRole('heading', { level: 2, name: tila.heading }).waitFor();
    const account = (await (await page.request.get(`/api/arrangement-manager/client-api/v2/productsummary/arrangements/${funded.arrangementId!}`)).json()) as AccountDetail;
    const signed = account.loanDisclosure!;
    expect({ ...signed, consent: undefined, arrangementId: undefined, documentPath: undefined }).toEqual(disclosure);
    await section.getByRole('table', { name: tila.caption.replace('{name}', LOAN) }).waitFor();
    expect(await figureOf(page, tila.totalOfPayments.term).textContent()).toBe(formatCents(signed.totalOfPaymentsCents));
    expect(await figureOf(page, tila.financeCharge.term).textContent()).toBe(formatCents(signed.financeChargeCents));
    await section.getByText(new RegExp(`^Signed electronically by ${signed.consent!.consentedBy} on `)).waitFor();
    // The signed disclosure also downloads as a PDF.
    const download = section.getByRole('link', { name: tila.download });
    expect(await download.getAttribute('href')).toBe(signed.documentPath);
    const pdf = await page.request.get(signed.documentPath!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
