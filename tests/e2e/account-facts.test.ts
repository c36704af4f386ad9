/**
 * The account page's full number after the identity check, and the summary's notice of a certificate maturing soon,
 * end to end at 1280 and 375 px, axe clean: the number stays hidden until the challenge is passed, shows with the
 * routing number and copy buttons, and is gone once the page is left; the certificate's notice links straight to its
 * renewal choice. On a server of its own: passing challenges writes to the step-up tables other tests read.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { accountDetailHref } from '../../screens/shared/accounts/account-paths';
import { appManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { accountFactsManifest } from '../../src/manifests/account-facts-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, type Viewport } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';
import { nextVerificationCode, smsTexts } from './support/outbox';

const copy = accountFactsManifest.copy;
const stepUp = copyManifest.stepUp;
const SUMMARY_API = '/api/arrangement-manager/client-api/v2/productsummary';
const modalTitle = (key: string): string => modalsManifest.modals[key]?.title ?? key;

async function productsOf(page: Page): Promise<ProductSummaryEntry[]> {
  return ((await (await page.request.get(SUMMARY_API)).json()) as ProductSummary).groups.flatMap((group) => group.products);
}

/** Passes the step-up challenge the page has open by a text message from the demo outbox. */
async function passChallenge(page: Page, before: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: modalTitle('stepUpVerificationRequired') }).waitFor();
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.getByRole('radio', { name: /^Text message/ }).first().check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByLabel(stepUp.codeLabel).fill(await nextVerificationCode(page, before));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('heading', { name: modalTitle('stepUpVerified') }).waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

describe('account facts: the full number after the identity check, and a certificate maturing soon', () => {
  const own = ownServerAndBrowser();

  it.each([
    ['desktop', DESKTOP],
    ['375 px', PHONE],
  ] as [string, Viewport][])('reveals the number after the challenge and shows the coming maturity (%s)', async (_name, viewport) => {
    const { context, page, problems } = await own.signIn('member', viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
    const products = await productsOf(page);
    const checking = products.find((product) => product.productKind === 'checking')!;
    const certificate = products.find((product) => product.certificateMaturesOn !== undefined && product.name.startsWith('12-Month'))!;

    // The summary: the seeded 12-month certificate matures within the window, with a link to its renewal choice.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: certificate.name }) });
    await item.getByText(/^Matures on /).waitFor();
    const renewal = item.getByRole('link', { name: resolveTemplate(copy.renewalLinkLabel, { name: certificate.name }) });
    await renewal.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await renewal.click();
    await page.waitForURL((url) => url.pathname === '/certs');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');

    // The account page: hidden until the identity check is passed, then the full number and the routing number.
    await page.goto(accountDetailHref(checking.id));
    const section = page.getByRole('region', { name: copy.regionLabel });
    const show = section.getByRole('button', { name: copy.showNumber });
    await show.waitFor();
    expect(await section.getByText(appManifest.routingNumber).count()).toBe(0);
    const before = (await smsTexts(page)).length;
    await show.click();
    await passChallenge(page, before);
    await section.getByText(appManifest.routingNumber, { exact: true }).waitFor();
    const numbers = await section.locator('.account-facts__number').allTextContents();
    expect(numbers[0]).toMatch(/^\d{8,}$/);
    expect(numbers[0]?.endsWith(checking.accountNumber.slice(-4))).toBe(true);
    expect(await section.getByRole('button', { name: copy.hideNumber }).getAttribute('aria-expanded')).toBe('true');
    await section.getByRole('button', { name: resolveTemplate(copy.copyLabel, { label: copy.routingNumberLabel.toLowerCase() }) }).click();
    await section.getByRole('status').filter({ hasText: resolveTemplate(copy.copied, { label: copy.routingNumberLabel }) }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(appManifest.routingNumber);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Leaving the page forgets it: back again, it is hidden and asks again.
    await page.goto('/accounts/list/summary');
    await page.goto(accountDetailHref(checking.id));
    await section.getByRole('button', { name: copy.showNumber }).waitFor();
    expect(await section.locator('.account-facts__number').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
