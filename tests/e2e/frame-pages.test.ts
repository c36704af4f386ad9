import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest } from '../../src/manifests';
import { DESKTOP, expectNoAxeViolations, launchBrowser, openSignedIn } from './support/browser';

const frameCopy = copyManifest.screens['embedded-frame'];
const partnerCopy = copyManifest.screens['partner-pages'];

describe('embedded partner pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the member's IRA beneficiaries in the titled frame once it loads, accessibly", async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);

    await page.goto('/accounts/manage-ira-beneficiaries');
    await page.getByRole('heading', { level: 1, name: 'Designated Beneficiaries' }).waitFor();
    const frameElement = page.locator('iframe[title="Designated Beneficiaries"]');
    await frameElement.waitFor();
    const frame = page.frameLocator('iframe[title="Designated Beneficiaries"]');
    await frame.getByRole('cell', { name: 'Jordan Morgan', exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: frameCopy.loading }).waitFor({ state: 'detached' });
    await expect.poll(async () => page.locator('.frame-wrapper__body').getAttribute('aria-busy')).toBe('false');
    for (const name of ['Casey Morgan', 'Riley Morgan']) expect(await frame.getByRole('cell', { name, exact: true }).count()).toBe(1);
    // The framed page reports its height: the frame grows to fit it.
    await expect.poll(async () => frameElement.evaluate((element) => (element as HTMLIFrameElement).style.height)).toMatch(/^\d+px$/);
    await expectNoAxeViolations(page);

    await frame.getByLabel(partnerCopy.nameLabel).fill('Morgan Lee');
    await frame.getByLabel(partnerCopy.relationshipLabel).fill('Cousin');
    await frame.getByLabel(partnerCopy.shareLabel).fill('20');
    await frame.getByRole('button', { name: partnerCopy.add }).click();
    await frame.getByRole('cell', { name: 'Morgan Lee', exact: true }).waitFor();

    await page.getByRole('button', { name: frameCopy.back }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/manage-ira-beneficiaries'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
