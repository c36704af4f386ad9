/**
 * The profile: the profile-intercept persona follows "Go to Profile" to /settings/profile with the phone
 * editor open (router state editphone), adds a phone through the step-up (its code goes to the new number, read from
 * the demo outbox), fixes the invalid email (code to that phone), and at the next sign-in the intercept is gone. At
 * 375 px a member's address is refused in the wrong state, then saved with the postal service's suggestion after a
 * step-up, and the member's phone is told. On a
 * server of its own: these change contacts other browser tests read.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { nextVerificationCode, smsTexts } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

const copy = profileManifest.copy;
const stepUp = copyManifest.stepUp;
const title = (key: string): string => modalsManifest.modals[key]?.title ?? '';
const dialog = (page: Page): Locator => page.getByRole('dialog');
const NEW_PHONE = '7705550142';
const alertSubject = memberAlertsManifest.kinds.find((kind) => kind.id === 'contact-changed')?.subject ?? '';

/** Passes the challenge a save opened, by SMS to the only phone offered, and continues (apiFetch re-sends the save). */
async function passChallenge(page: Page, before: number, checkAxe: boolean): Promise<void> {
  await dialog(page).getByRole('heading', { name: title('stepUpVerificationRequired') }).waitFor();
  if (checkAxe) await expectNoAxeViolations(page);
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await dialog(page).getByRole('heading', { name: title('stepUpSelectChallenge') }).waitFor();
  await dialog(page).getByRole('radio', { name: /^Text message/ }).first().check();
  await dialog(page).getByRole('button', { name: 'Send' }).click();
  await dialog(page).getByRole('heading', { name: title('stepUpSms') }).waitFor();
  await dialog(page).getByLabel(stepUp.codeLabel).fill(await nextVerificationCode(page, before));
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor();
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
}

describe('profile', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('profile intercept → Go to Profile opens the phone edit; fixing phone and email clears the intercept at the next sign-in (1280 px)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'profile-intercept', DESKTOP, { baseURL: server.baseUrl });
    const intercept = dialog(page);
    await intercept.getByRole('heading', { name: modalsManifest.modals.profileInterceptMulti?.title ?? '' }).waitFor();
    await intercept.getByRole('button', { name: 'Go to Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/profile');

    // The intercept's first item is the missing phone: its editor is open, focused on its heading.
    const editor = page.getByRole('region', { name: 'Edit Phone Number' });
    await editor.waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Edit Phone Number' }).evaluate((node) => node === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // A 9-digit number is refused by the form before anything is sent.
    await editor.getByLabel('Phone Number').fill('770555014');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(/phone number/i).first().waitFor();
    await editor.getByLabel('Phone Number').fill(NEW_PHONE);
    let before = (await smsTexts(page)).length;
    const challenged = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/phone-addresses'));
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await challenged).status()).toBe(307);
    // No phone on file: the code goes to the new number.
    await passChallenge(page, before, true);
    await page.getByText(copy.savedPhone).waitFor();
    const phones = page.getByRole('region', { name: copy.phonesHeading });
    await phones.getByText('(770) 555-0142').waitFor();
    expect(await phones.getByText(copy.noPhone).count()).toBe(0);
    await expectNoAxeViolations(page);

    // The invalid email, fixed: its code goes to the phone now on file.
    const emails = page.getByRole('region', { name: copy.emailsHeading });
    await emails.getByText(copy.statusInvalid).waitFor();
    await emails.getByRole('button', { name: copy.editLabel.replace('{name}', 'nina.patel@example') }).click();
    const emailEditor = page.getByRole('region', { name: 'Edit Email Address' });
    await emailEditor.getByLabel('Email Address').fill('nina.patel@example.com');
    before = (await smsTexts(page)).length;
    await emailEditor.getByRole('button', { name: 'Save' }).click();
    await passChallenge(page, before, false);
    await page.getByText(copy.savedEmail).waitFor();
    await emails.getByText('nina.patel@example.com', { exact: true }).waitFor();
    expect(await emails.getByText(copy.statusInvalid).count()).toBe(0);

    // The outbox holds the confirmations: SMS to the new phone, email to the old and the new address (besides the
    // contact-change security alerts, on by default).
    const outbox = await page.evaluate(async () => (await (await fetch('/api/dev/outbox')).json()) as { messages: { channel: string; recipient: string; text: string }[] });
    const confirmations = outbox.messages.filter((message) => message.channel === 'EMAIL' && !message.text.startsWith(alertSubject));
    expect(confirmations.map((message) => message.recipient).sort()).toEqual(['nina.patel@example', 'nina.patel@example.com']);
    expect(outbox.messages.some((message) => message.channel === 'SMS' && message.recipient === NEW_PHONE)).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();

    const again = await openSignedIn(browser, 'profile-intercept', DESKTOP, { baseURL: server.baseUrl });
    await again.page.getByRole('main').waitFor();
    await again.page.waitForTimeout(500);
    expect(await dialog(again.page).count()).toBe(0);
    expect(again.problems).toEqual([]);
    await again.context.close();
  });

  it('refuses an address in the wrong state, then saves the suggested standard address (375 px)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl });
    await page.goto('/settings/profile');
    await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
    const addresses = page.getByRole('region', { name: copy.addressesHeading });
    await addresses.getByRole('button', { name: copy.editLabel.replace('{name}', copy.addressTypes.MAILING ?? '') }).click();
    const editor = page.getByRole('region', { name: `Edit Address: ${copy.addressTypes.MAILING ?? ''}` });
    await editor.waitFor();
    await editor.getByLabel('Street Address').fill('1 Market Street');
    await editor.getByLabel('City').fill('San Francisco');
    await editor.getByLabel('State').fill('CA');
    await editor.getByLabel('ZIP Code').fill('10001');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('ZIP code 10001 is not in California. Check the ZIP code or the state.').first().waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await editor.getByLabel('Street Address').fill('100 peachtree street northwest, suite 200');
    await editor.getByLabel('City').fill('Atlanta');
    await editor.getByLabel('State').fill('GA');
    await editor.getByLabel('ZIP Code').fill('30303-1234');
    await editor.getByRole('button', { name: 'Save' }).click();
    const choice = page.getByRole('region', { name: copy.suggestionHeading });
    await choice.getByText('100 PEACHTREE ST NW STE 200').waitFor();
    await choice.getByText('100 peachtree street northwest, suite 200').waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // The address change steps up like a phone or email change; the member's code goes to their phone.
    const before = (await smsTexts(page)).length;
    const challenged = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/postal-addresses/'));
    await choice.getByRole('button', { name: copy.useSuggested }).click();
    expect((await challenged).status()).toBe(307);
    await passChallenge(page, before, false);
    await page.getByText(copy.savedAddress).waitFor();
    expect((await smsTexts(page)).some((text) => text.includes('your mailing address was changed'))).toBe(true);
    await addresses.getByText('100 PEACHTREE ST NW STE 200').waitFor();
    await addresses.getByText('ATLANTA, GA 30303-1234').waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
