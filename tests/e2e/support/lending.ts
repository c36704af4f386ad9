import type { Locator, Page } from 'playwright-core';
import { lendingManifest } from '../../../src/manifests/lending-manifest';
import { loanServicingManifest } from '../../../src/manifests/loan-servicing-manifest';

const { copy } = lendingManifest;

/** The review dialog of an approved loan, named by its heading. */
export const reviewDialog = (page: Page, productName: string): Locator =>
  page.getByRole('dialog', { name: copy.acceptance.heading.replace('{name}', productName) });

/**
 * Accepts the approved loan of a My Applications `item` as a member does: Review and accept, the Truth in Lending
 * disclosure shown, the e-sign consent ticked, Accept offer and fund; resolves once the page says it is done.
 */
export async function acceptLoanThroughReview(page: Page, item: Locator, productName: string): Promise<void> {
  await item.getByRole('button', { name: copy.myApplications.review }).click();
  const dialog = reviewDialog(page, productName);
  await dialog.getByRole('table', { name: loanServicingManifest.copy.truthInLending.caption.replace('{name}', productName) }).waitFor();
  await dialog.getByLabel(copy.acceptance.consent).check();
  await dialog.getByRole('button', { name: copy.myApplications.accept }).click();
  await page.getByText(copy.myApplications.accepted).waitFor();
}
