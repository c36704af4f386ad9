import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest } from '../../src/manifests';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const copy = copyManifest.screens['account-services'];

describe('account services for a member', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks to change the checking account type at 375 px, reviews it and sees the confirmation number, axe clean', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);

    await page.goto('/accounts/account-services');
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: copy.recentHeading }).waitFor();
    await page.getByText(copy.recentEmpty).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: copy.changeCheckingAccountType }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/change-checking-account-type');
    const picker = page.getByLabel('Checking Account');
    await picker.waitFor();
    // The member's one checking account is the only choice after the placeholder.
    await picker.selectOption({ index: 1 });
    await page.getByLabel('Rewards Checking').check();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Review Request' }).click();

    const review = page.getByRole('region', { name: copy.reviewHeading });
    await review.getByText('Rewards Checking').waitFor();
    await review.getByText(/^Everyday Checking ••••\d{4}$/).waitFor();
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: copy.reviewSubmit }).click();

    const number = page.getByTestId('confirmation-number');
    await number.waitFor();
    const confirmation = (await number.textContent()) ?? '';
    expect(confirmation).toMatch(/^SR-\d{10}$/);
    await page.getByRole('heading', { level: 2, name: copy.confirmationHeading }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: copy.backToServices }).first().click();
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    await page.getByText(confirmation).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
