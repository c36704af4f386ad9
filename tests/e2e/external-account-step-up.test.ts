/**
 * Linking an external account through the high-risk challenge end to end: the add is answered with a step-up
 * (307, addExternalAccount), passed with the SMS code from the demo outbox, re-sent, and the new account is then
 * verified with its micro-deposits. On a server of its own: the new account would change the external-account lists
 * (and the outbox) that other browser tests read on the shared server.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';
import { nextVerificationCode, smsTexts } from './support/outbox';

const external = copyManifest.screens['external-accounts'];
const stepUp = copyManifest.stepUp;
const title = (key: string): string => modalsManifest.modals[key]?.title ?? '';
const PATH = '/move-money/manage-accounts';
const NICKNAME = 'Chase Rainy Day';
// A valid ABA routing number (JPMorgan Chase in config/app.json's directory) and an account number unique to this test.
const ROUTING_NUMBER = '021000021';
const ACCOUNT_NUMBER = '5550192837';
const LAST_FOUR = ACCOUNT_NUMBER.slice(-4);

const dialog = (page: Page): Locator => page.getByRole('dialog');


/** The two micro-deposit amounts (as typed into the verify form, e.g. "0.32") sent to the account ending LAST_FOUR. */
async function microDeposits(page: Page): Promise<string[]> {
  const notice = (await smsTexts(page)).find((text) => text.includes('small deposits') && text.includes(LAST_FOUR)) ?? '';
  return [...notice.matchAll(/\$(\d+\.\d{2})/g)].map((match) => match[1] ?? '');
}

/** The list card of the account this test adds. */
const addedCard = (page: Page): Locator => page.getByTestId('external-account').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${NICKNAME}\\b`) }) });

describe('step-up: adding an external account', () => {
  const own = ownServerAndBrowser();

  it('challenges the add, passes with the SMS code at 375 px, then verifies the account with its micro-deposits', async () => {
    const { context, page, problems } = await own.signIn('member', PHONE);

    await page.goto(PATH);
    await page.getByRole('heading', { level: 1, name: external.heading }).waitFor();
    await page.getByTestId('external-account').first().waitFor();
    expect(await addedCard(page).count()).toBe(0);
    await page.getByRole('button', { name: external.addAccount }).click();
    await page.getByRole('heading', { level: 2, name: 'Add an External Account' }).waitFor();
    await page.getByLabel('Nickname').fill(NICKNAME);
    await page.getByLabel('Routing Number').fill(ROUTING_NUMBER);
    await page.getByLabel('Account Number').fill(ACCOUNT_NUMBER);
    await page.getByLabel('Checking').check();
    await page.getByLabel('Name on Account').fill('Alex Member');
    expect(await page.getByRole('radio', { name: /^Two small deposits/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add Account' }).click();
    const review = page.getByRole('region', { name: external.reviewHeading });
    await review.getByText(`••••${LAST_FOUR}`).waitFor();

    const before = (await smsTexts(page)).length;
    const challenged = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/external-accounts'));
    await review.getByRole('button', { name: external.reviewSubmit }).click();
    const challenge = await challenged;
    // Playwright cannot read the body of a 3xx (the step-up answer); the challenge modal opening is what shows it.
    expect(challenge.status()).toBe(307);

    await dialog(page).getByRole('heading', { name: title('stepUpVerificationRequired') }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpSelectChallenge') }).waitFor();
    await dialog(page).getByRole('radio', { name: /^Text message/ }).first().check();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpSms') }).waitFor();
    const input = dialog(page).getByLabel(stepUp.codeLabel);
    await input.fill(await nextVerificationCode(page, before));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor();
    await expectNoAxeViolations(page);

    // Continue re-sends the add (apiFetch's retry), which now goes through: the flow shows its own result.
    const added = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/external-accounts'));
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    expect((await added).status()).toBe(201);
    await page.getByRole('heading', { level: 2, name: external.addedHeading }).waitFor();
    await page.getByText(external.addedPending.replace('{name}', NICKNAME)).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(PATH);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: external.backToList }).click();
    const card = addedCard(page);
    await card.getByText(external.statusPending, { exact: true }).waitFor();
    await card.getByText(`••••${LAST_FOUR}`).waitFor();
    await card.getByText('JPMorgan Chase Bank').waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const amounts = await microDeposits(page);
    expect(amounts).toHaveLength(2);
    await card.getByRole('button', { name: `Verify ${NICKNAME}` }).click();
    await page.getByRole('heading', { level: 2, name: `Verify ${NICKNAME}` }).waitFor();
    await page.getByLabel(external.verifyAmount1).fill(amounts[0] ?? '');
    await page.getByLabel(external.verifyAmount2).fill(amounts[1] ?? '');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: external.verifySubmit }).click();
    await page.getByText(external.verifiedBody.replace('{name}', NICKNAME)).waitFor();
    await addedCard(page).getByText(external.statusVerified, { exact: true }).waitFor();
    expect(await addedCard(page).getByText(external.statusPending, { exact: true }).count()).toBe(0);
    expect(await addedCard(page).getByRole('button', { name: `Verify ${NICKNAME}` }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
