/**
 * The profile: the profile-intercept persona follows "Go to Profile" to /settings/profile with the phone
 * dialog open (router state editphone) and adds a phone in it: the number, then the code the step-up texted to that new
 * number (read from the demo outbox) in the same dialog, then the confirmation naming the number. It fixes the invalid
 * email (code to that phone), and at the next sign-in the intercept is gone. At 375 px a member's address is refused in
 * the wrong state, then saved with the postal service's suggestion after a step-up, and the member's phone is told;
 * then the member changes their phone in the same three steps, the code going to the phone on file. On a server of its
 * own: these change contacts other browser tests read.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { memberAlertsManifest } from '../../src/manifests/member-alerts-manifest';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { formatPhone, resolveTemplate } from '../../engine/core';
import { nextVerificationCode, smsTexts } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

const copy = profileManifest.copy;
const stepUp = copyManifest.stepUp;
const title = (key: string): string => modalsManifest.modals[key]?.title ?? '';
const dialog = (page: Page): Locator => page.getByRole('dialog');
const NEW_PHONE = '7705550142';
const MEMBER_NEW_PHONE = '4045550199';
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

/**
 * The phone dialog after its number was saved: the step-up's code texted to the phone ending in `last4`, its field
 * focused; a wrong code is announced in an alert and changes nothing; the right one saves and the dialog names the number.
 */
async function passPhoneCode(page: Page, before: number, last4: string, number: string, checkAxe: boolean): Promise<void> {
  const phoneDialog = page.getByRole('dialog', { name: copy.phoneCodeTitle });
  await phoneDialog.getByText(resolveTemplate(copy.phoneCodeSent, { last4 })).waitFor();
  const code = phoneDialog.getByLabel(stepUp.codeLabel);
  await expect.poll(() => code.evaluate((node) => node === document.activeElement)).toBe(true);
  if (checkAxe) await expectNoAxeViolations(page);
  const sent = await nextVerificationCode(page, before);
  await code.fill(sent === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  const summary = phoneDialog.getByRole('alert');
  await summary.waitFor();
  await expect.poll(() => summary.evaluate((node) => node === document.activeElement)).toBe(true);
  if (checkAxe) await expectNoAxeViolations(page);
  await code.fill(sent);
  await phoneDialog.getByRole('button', { name: copy.phoneCodeSave }).click();
  const done = page.getByRole('dialog', { name: copy.phoneDoneTitle });
  await done.getByText(resolveTemplate(copy.phoneDone, { number })).waitFor();
  if (checkAxe) await expectNoAxeViolations(page);
  await done.getByRole('button', { name: copy.done }).click();
  await done.waitFor({ state: 'detached' });
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

    // The intercept's first item is the missing phone: its dialog is open, focused on its heading.
    const editor = page.getByRole('dialog', { name: 'Edit Phone Number' });
    await editor.waitFor();
    await expect.poll(() => editor.getByRole('heading', { level: 2, name: 'Edit Phone Number' }).evaluate((node) => node === document.activeElement)).toBe(true);
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
    // No phone on file: the code goes to the new number, its field in the same dialog.
    const newNumber = formatPhone(NEW_PHONE);
    await passPhoneCode(page, before, NEW_PHONE.slice(-4), newNumber, true);
    await page.getByRole('status').getByText(resolveTemplate(copy.phoneDone, { number: newNumber })).waitFor();
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

  it('refuses an address in the wrong state, saves the suggested standard address, and changes the phone in one dialog (375 px)', async () => {
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

    // The member's phone, changed in one dialog: with a phone on file, the step-up's code goes to that phone.
    const onFile = (await (await page.request.get('/api/user-manager/client-api/v2/users/me/profile')).json()) as { phoneAddresses: { number: string; type: string }[] };
    const current = onFile.phoneAddresses[0];
    if (current === undefined) throw new Error('member has no phone on file');
    const phones = page.getByRole('region', { name: copy.phonesHeading });
    await phones.getByRole('button', { name: new RegExp(`^${copy.editLabel.replace('{name}', '.*')}$`) }).first().click();
    const phoneEditor = page.getByRole('dialog', { name: 'Edit Phone Number' });
    await phoneEditor.getByLabel('Phone Number').fill(MEMBER_NEW_PHONE);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const sentBefore = (await smsTexts(page)).length;
    await phoneEditor.getByRole('button', { name: 'Save' }).click();
    const memberNumber = formatPhone(MEMBER_NEW_PHONE);
    await passPhoneCode(page, sentBefore, current.number.slice(-4), memberNumber, true);
    await expectNoHorizontalScroll(page);
    await phones.getByText(memberNumber).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
