/**
 * Upload Documents, the document portals' hand-offs and Products and More end to end: a member uploads a
 * PDF to a portal and sees its receipt and the document listed; a renamed executable is refused with the server's
 * message; the collateral portal hands off through /docup/link (a new window) and business lending through
 * /cgiportal/link (embedded); a business member sees its two portals; Products and More lists the member's products
 * and the ones they can add. axe clean at 1280 and 375 px. On a server of its own: it stores documents.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DocumentUploadList } from '../../engine/core/generated/api.gen';
import { productsAndMoreManifest } from '../../src/manifests/products-manifest';
import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, openSignedIn } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const copy = uploadPortalsManifest.copy;
const UPLOADS = '/more-menu/upload-documents';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const FAKE_PDF = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** The page on a phone, in a context of its own (opened at 375 px, as the app is on a phone): no sideways scrolling, axe clean. */
async function checkOnPhone(browser: Browser, baseURL: string, username: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  const { context, page, problems } = await openSignedIn(browser, username, PHONE, { baseURL });
  await page.goto(path);
  await ready(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await context.close();
}

describe('upload documents and products', () => {
  const own = ownServerAndBrowser();

  it('uploads a PDF to a portal and shows the receipt; refuses a renamed executable; lists the document', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await page.goto(UPLOADS);
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    const portals = page.getByTestId('upload-portal');
    await portals.first().waitFor();
    expect(await portals.locator('h3').allTextContents()).toEqual(['Disputes', 'Wire Transfer Instructions', 'GAP Claims', 'Collateral Risk', 'Investment Services', 'Consumer Lending', 'Mortgage']);
    await page.getByRole('heading', { level: 3, name: uploadPortalsManifest.chatbot.label }).waitFor();
    await page.getByText(copy.historyEmpty).waitFor();
    await expectNoAxeViolations(page);

    const wire = page.getByRole('form', { name: 'Upload to Wire Transfer Instructions' });
    await wire.getByLabel(copy.fileLabel).setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: FAKE_PDF });
    await wire.getByRole('button', { name: copy.submit }).click();
    await wire.getByRole('alert').getByText("We can't accept this kind of file here. Upload a PDF file.").waitFor();

    await wire.getByLabel(copy.fileLabel).setInputFiles({ name: 'wire-instructions.pdf', mimeType: 'application/pdf', buffer: PDF });
    await wire.getByRole('button', { name: copy.submit }).click();
    const receipt = wire.getByTestId('upload-receipt');
    await receipt.waitFor();
    const stored = ((await (await page.request.get('/api/document-upload/client-api/v1/uploads')).json()) as DocumentUploadList).uploads;
    expect(stored).toHaveLength(1);
    expect(await receipt.textContent()).toContain(`Your receipt number is ${stored[0]!.receiptNumber}.`);
    const row = page.getByTestId('upload-row');
    await row.filter({ hasText: stored[0]!.receiptNumber }).waitFor();
    expect(await row.textContent()).toContain('wire-instructions.pdf');
    expect(await row.textContent()).toContain('PDF');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();

    await checkOnPhone(own.browser, own.server.baseUrl, 'member', UPLOADS, (phone) => phone.getByTestId('upload-row').first().waitFor());
  });

  it('hands off to the document portal (/docup/link) in a new window and shows an unknown portal as an error', async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await page.goto(UPLOADS);
    await page.getByRole('link', { name: 'Go to Collateral Risk' }).click();
    await page.getByRole('heading', { level: 1, name: copy.linkTitleDocup }).waitFor();
    expect(page.url()).toContain('/docup/link?portal=collateral');
    await expectNoAxeViolations(page);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: copy.linkOpen }).click()]);
    await page.getByTestId('hand-off-status').waitFor();
    await popup.waitForURL(/\/partner\/sso\/docup\?token=/);
    await popup.close();
    await expectNoAxeViolations(page);

    await page.goto('/docup/link?portal=nope');
    await page.getByTestId('hand-off-error').getByText(copy.linkUnknownPortal).waitFor();
    expect(problems).toEqual([]);
    await context.close();

    await checkOnPhone(own.browser, own.server.baseUrl, 'member', '/docup/link?portal=collateral', (phone) => phone.getByRole('button', { name: copy.linkOpen }).waitFor());
  });

  it('a business member sees Disputes and Business Lending; business lending opens the business portal embedded (/cgiportal/link)', async () => {
    const { context, page, problems } = await own.signIn('business', DESKTOP);
    await page.goto(UPLOADS);
    await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
    // The heading comes before the portals' answer: wait for the list, then read it whole.
    await page.getByRole('link', { name: 'Go to Business Lending' }).waitFor();
    expect(await page.getByTestId('upload-portal').locator('h3').allTextContents()).toEqual(['Disputes', 'Business Lending']);
    await page.getByRole('link', { name: 'Go to Business Lending' }).click();
    await page.getByRole('heading', { level: 1, name: copy.linkTitleCgiportal }).waitFor();
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('/partner/sso/cgisse');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();

    await checkOnPhone(own.browser, own.server.baseUrl, 'business', '/cgiportal/link', (phone) => phone.locator('iframe').waitFor());
  });

  it("Products and More lists the member's products and the ones they can add", async () => {
    const { context, page, problems } = await own.signIn('member', DESKTOP);
    await page.goto('/settings/products-and-more');
    await page.getByRole('heading', { level: 1, name: productsAndMoreManifest.copy.title }).waitFor();
    await page.getByTestId('owned-product').first().waitFor();
    await page.getByTestId('owned-product').first().waitFor();
    expect(await page.getByTestId('owned-product').locator('th').allTextContents()).toContain('Everyday Checking');
    const add = page.getByTestId('available-product');
    expect(await add.count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Start a home loan application' }).waitFor();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();

    await checkOnPhone(own.browser, own.server.baseUrl, 'business', '/settings/products-and-more', (phone) => phone.getByTestId('available-product').first().waitFor());
  });
});
