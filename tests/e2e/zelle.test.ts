import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest, ssoManifest } from '../../src/manifests';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const zelle = copyManifest.screens.zelle;
const sso = copyManifest.screens['partnership-sso'];

describe('Zelle single sign-on', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('continues from the eligibility page to the partner hand-off in the frame at 375 px, axe clean; the link works once', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);

    await page.goto('/move-money/zelle-eligibility');
    await page.getByRole('heading', { level: 1, name: zelle.heading }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/partnership/zelle');
    await page.getByRole('button', { name: zelle.continue }).click();
    expect((await answered).status()).toBe(200);

    const frame = page.frameLocator(`iframe[title="${zelle.frameTitle}"]`);
    await frame.getByRole('heading', { level: 1, name: sso.heading }).waitFor();
    await frame.getByText('Signed on as Alex Morgan.').waitFor();
    await frame.getByText(sso.notConnected).waitFor();
    await frame.getByText(ssoManifest.targets.zelle!.description, { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: zelle.frameTitle }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The frame already spent the token: opening the same link again is the expired page.
    const src = (await page.locator(`iframe[title="${zelle.frameTitle}"]`).getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/partner\/sso\/zelle\?token=/);
    const again = await context.newPage();
    const response = await again.goto(src);
    expect(response?.status()).toBe(410);
    await again.getByRole('heading', { level: 1, name: sso.expiredHeading }).waitFor();
    await expectNoAxeViolations(again);
    await expectNoHorizontalScroll(again);

    await page.getByRole('button', { name: copyManifest.screens['embedded-frame'].back }).click();
    await page.getByRole('button', { name: zelle.continue }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
