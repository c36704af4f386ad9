/**
 * Documents, disputes and privacy end to end: start a dispute from the Claims Center (account, transaction, the form
 * prefilled, its error summary focused, a duplicate charge naming the other charge) at 1280 and 375 px; dispute a
 * transaction from its detail (reason, amount, a document), follow its timeline after the demo disputes team reviews it, posts the provisional credit and resolves it,
 * see it in the status center; download my data (a real ZIP), opt out of marketing, file a deletion request with a
 * receipt; axe clean at 1280 and 375 px on the claims center, status center, privacy and CCPA pages. On a server of its
 * own: it files disputes and posts credits that other browser tests would see.
 */
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { DisputeAccountList, DisputeList, DisputeTransaction, ProductSummary } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { errorsManifest } from '../../src/manifests';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { copyManifest } from '../../src/manifests';
import { privacyManifest } from '../../src/manifests/privacy-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, type Viewport } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const copy = disputesManifest.copy;
const privacyCopy = privacyManifest.copy;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DISPUTES = '/api/claims-manager-service/client-api/v1/disputes';
/** Text that starts with `text` (up to its first token), taken literally. */
const startingWith = (text: string): RegExp => new RegExp(`^${text.split('{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function checkingId(page: Page): Promise<string> {
  const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
  return summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking')!.id;
}

describe('claims center, status center and privacy', () => {
  const own = ownServerAndBrowser();

  for (const [name, viewport] of [['desktop', DESKTOP], ['375 px', PHONE]] as [string, Viewport][]) {
    it(`starts a duplicate-charge dispute from the Claims Center at ${name}: account, transaction, prefilled form, focused error summary, filed and listed`, async () => {
      const { context, page, problems } = await own.signIn('member', viewport);
      const { accounts } = (await (await page.request.get(`${DISPUTES}/accounts`)).json()) as DisputeAccountList;
      const card = accounts.find((account) => account.productKind === 'creditCard')!;
      await page.goto('/claims-center');
      const start = page.getByRole('region', { name: copy.startHeading });
      await start.getByLabel(copy.startAccountLabel, { exact: true }).selectOption({ label: card.accountName });
      const links = start.getByRole('list', { name: copy.startTransactionsHeading }).getByRole('link');
      await links.first().waitFor();
      await expectNoAxeViolations(page);
      if (viewport === PHONE) await expectNoHorizontalScroll(page);
      await links.first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/claims-center' && url.searchParams.has('transaction'));
      const transactionId = new URL(page.url()).searchParams.get('transaction')!;
      const transaction = (await (await page.request.get(`${DISPUTES}/transactions/${transactionId}`)).json()) as DisputeTransaction;
      expect(transaction.disputable).toBe(true);

      // The amount starts at the whole transaction.
      const amount = page.getByLabel(copy.amountLabel);
      await expect.poll(async () => amount.inputValue()).toBe(formatCents(transaction.amountCents).replace('$', ''));

      // Nothing chosen and an amount of nothing: every problem in the summary, which takes focus; each links to its field.
      await amount.fill('0');
      await page.getByRole('button', { name: copy.submit }).click();
      const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: errorsManifest.errors.FORM_ERROR_SUMMARY!.message }) });
      await summary.waitFor();
      await expect.poll(async () => page.evaluate(() => document.activeElement?.classList.contains('form-error-summary') ?? false)).toBe(true);
      await summary.getByRole('link', { name: copy.reasonMissing }).waitFor();
      await summary.getByRole('link', { name: startingWith(copy.amountInvalid) }).click();
      await expect.poll(async () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.inputMode)).toBe('decimal');
      await expectNoAxeViolations(page);
      if (viewport === PHONE) await expectNoHorizontalScroll(page);

      // A duplicate charge takes the whole amount and asks which charge it duplicates.
      const duplicate = disputesManifest.reasons.find((reason) => reason.asksDuplicateOf === true)!;
      await page.getByRole('radio', { name: new RegExp(duplicate.label) }).check();
      await expect.poll(async () => amount.inputValue()).toBe(formatCents(transaction.amountCents).replace('$', ''));
      expect(await amount.getAttribute('readonly')).not.toBeNull();
      const question = page.getByRole('group', { name: copy.duplicateLegend });
      await question.waitFor();
      if (viewport === PHONE) await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: copy.submit }).click();
      await summary.getByRole('link', { name: disputesManifest.errors.duplicateOfMissing }).click();
      await expect.poll(async () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('duplicate-of');
      await expectNoAxeViolations(page);
      await question.getByRole('radio').first().check();
      await page.getByRole('button', { name: copy.submit }).click();
      const filedHeading = page.getByRole('heading', { name: /^Dispute filed: case DSP\d{8}-\d{6}$/ });
      await filedHeading.waitFor();
      const caseNumber = /case (DSP\d{8}-\d{6})/.exec((await filedHeading.textContent())!)![1]!;
      const filed = ((await (await page.request.get(DISPUTES)).json()) as DisputeList).disputes.find((item) => item.caseNumber === caseNumber)!;
      expect(filed).toMatchObject({ transactionId, reasonId: duplicate.id, amountCents: transaction.amountCents, duplicateOfTransactionId: transaction.duplicateChoices![0]!.transactionId });

      await page.goto('/claims-center');
      await page.getByRole('link', { name: caseNumber }).waitFor();
      await expectNoAxeViolations(page);
      if (viewport === PHONE) await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('disputes a transaction from its detail and follows its timeline after a demo progression', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await page.goto(`/accounts/details?id=${await checkingId(page)}`);
    const buttons = page.locator('table.transactions tbody th button');
    await buttons.first().waitFor();
    const dispute = page.getByRole('dialog').getByRole('link', { name: copyManifest.screens['account-details'].detailDispute });
    let found = false;
    for (let index = 0; index < 15 && !found; index += 1) {
      await buttons.nth(index).click();
      await page.getByRole('dialog').waitFor();
      if ((await dispute.count()) > 0) found = true;
      else await page.getByRole('dialog').getByRole('button', { name: copyManifest.screens['account-details'].detailClose }).click();
    }
    expect(found).toBe(true);
    await dispute.click();
    await page.waitForURL((url) => url.pathname === '/claims-center' && url.searchParams.has('transaction'));
    await page.getByRole('heading', { level: 2, name: copy.newHeading }).waitFor();
    await expectNoAxeViolations(page);

    // An amount over the transaction is refused in the form; a valid one files the dispute with its document.
    await page.getByRole('radio', { name: new RegExp(disputesManifest.reasons[0]!.label) }).check();
    await page.getByLabel(copy.amountLabel).fill('999999');
    await page.getByRole('button', { name: copy.submit }).click();
    await page.getByRole('alert').getByRole('link', { name: startingWith(copy.amountInvalid) }).waitFor();
    await page.getByLabel(copy.amountLabel).fill('1.00');
    await page.getByLabel(copy.documentsLabel).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: copy.submit }).click();
    const filedHeading = page.getByRole('heading', { name: /^Dispute filed: case DSP\d{8}-\d{6}$/ });
    await filedHeading.waitFor();
    const caseNumber = /case (DSP\d{8}-\d{6})/.exec((await filedHeading.textContent())!)![1]!;
    await page.getByRole('link', { name: `Open case ${caseNumber}` }).click();
    await page.getByRole('heading', { name: `Case ${caseNumber}` }).waitFor();
    const steps = page.locator('.member-requests__timeline li');
    await steps.filter({ hasText: copy.eventFiled }).waitFor();
    await steps.filter({ hasText: /Document added: receipt\.pdf/ }).waitFor();
    await expectNoAxeViolations(page);

    // The credit union's side, played by the demo endpoint: review, provisional credit, resolution in the member's favour.
    const list = (await (await page.request.get(DISPUTES)).json()) as DisputeList;
    const disputeId = list.disputes.find((item) => item.caseNumber === caseNumber)!.disputeId;
    for (const body of [{ action: 'review' }, { action: 'post-provisional-credit' }, { action: 'resolve', outcome: 'IN_MEMBER_FAVOR' }]) {
      const response = await page.request.post(`/api/dev/disputes/${disputeId}/progress`, { data: body });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.reload();
    await page.getByRole('heading', { name: `Case ${caseNumber}` }).waitFor();
    const timeline = steps;
    const expected = [
      copy.eventFiled,
      'Document added: receipt.pdf',
      copy.eventUnderReview,
      copy.eventProvisionalCredit.replace('{amount}', '$1.00'),
      copy.eventResolvedFavor,
      copy.eventCreditFinal.replace('{amount}', '$1.00'),
    ];
    await expect.poll(async () => timeline.count()).toBe(expected.length);
    const texts = await timeline.allTextContents();
    expected.forEach((text, index) => expect(texts[index]).toContain(text));
    await page.getByText(copy.statusResolvedFavor).first().waitFor();

    // The status center lists it, newest first.
    await page.goto('/more-menu/status-center');
    await page.getByRole('heading', { level: 1, name: copy.statusCenterHeading }).waitFor();
    await page.getByRole('cell', { name: caseNumber }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/claims-center');
    await page.getByRole('link', { name: caseNumber }).waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads my data as a ZIP, saves an opt-out and records a deletion request with a receipt', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await page.goto('/more-menu/data-and-privacy-preferences');
    await page.getByRole('heading', { level: 1, name: privacyCopy.heading }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(privacyManifest.optOuts[0]!.label) }).waitFor();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: privacyCopy.downloadButton }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('transactions.csv'))).toBe(true);
    await page.getByText(privacyCopy.downloaded).waitFor();

    await page.getByRole('checkbox', { name: new RegExp(privacyManifest.optOuts[0]!.label) }).check();
    await page.getByRole('button', { name: privacyCopy.save }).click();
    await page.getByText(privacyCopy.saved).waitFor();
    const saved = (await (await page.request.get('/api/profile-manager/client-api/v1/privacy/preferences')).json()) as { marketingOptOut: boolean };
    expect(saved.marketingOptOut).toBe(true);

    await page.getByRole('radio', { name: new RegExp(privacyManifest.requestKinds[0]!.label) }).check();
    await page.getByRole('button', { name: privacyCopy.submitRequest }).click();
    await page.getByRole('heading', { name: privacyCopy.receiptHeading }).waitFor();
    await expect.poll(async () => page.getByText(/Your receipt number is PRV\d{10}\./).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto('/ccpa');
    await page.getByRole('heading', { level: 1, name: privacyCopy.ccpaHeading }).waitFor();
    await page.getByRole('cell', { name: /^PRV\d{10}$/ }).first().waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is axe clean with no horizontal scroll at 375 px on each screen', async () => {
    const { context, page, problems } = await own.signIn('member', PHONE);
    const list = (await (await page.request.get(DISPUTES)).json()) as DisputeList;
    const pages: [string, string][] = [
      ['/claims-center', copy.listHeading],
      [`/claims-center?case=${list.disputes[0]!.disputeId}`, copy.timelineHeading],
      ['/more-menu/status-center', copy.statusCenterHeading],
      ['/more-menu/data-and-privacy-preferences', privacyCopy.downloadHeading],
      ['/ccpa', privacyCopy.requestsHeading],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.locator('[role="status"]:has-text("Loading")').first().waitFor({ state: 'detached' });
      await expectNoAxeViolations(page);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`)
          .slice(0, 5),
      );
      expect(wide, path).toEqual([]);
      await expectNoHorizontalScroll(page);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
