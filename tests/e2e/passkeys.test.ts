/**
 * Passkeys end to end in Chromium with its virtual authenticator (a platform authenticator that verifies the user):
 * added in Sign-In & Security behind a step-up, then a sign-in with no password and no one-time code, then a step-up
 * passed with the passkey. On a server of its own, reached as http://localhost:PORT: a passkey is scoped to a host
 * name, and browsers refuse an IP address as one.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest, modalsManifest } from '../../src/manifests';
import { passkeysManifest } from '../../src/manifests/passkeys-manifest';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, signIn, watchConsole } from './support/browser';
import { nextVerificationCode, smsTexts } from './support/outbox';
import { keepScreenshot } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

const copy = passkeysManifest.copy;
const stepUp = copyManifest.stepUp;
const title = (key: string): string => modalsManifest.modals[key]?.title ?? '';
const SETTINGS_PATH = '/settings/sign-in';

const dialog = (page: Page): Locator => page.getByRole('dialog');

/** Chromium's virtual authenticator on this page: CTAP2, built in, resident keys, user verification that passes. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

describe('passkeys', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('adds a passkey behind a step-up, signs in with it alone, and passes a step-up with it, at 375 px, axe clean', async () => {
    const localhost = server.baseUrl.replace('127.0.0.1', 'localhost');
    context = await browser.newContext({ baseURL: localhost, viewport: PHONE });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await addVirtualAuthenticator(page);

    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));

    // Add: the step-up first (by text message: the member has no passkey yet), then the authenticator's prompt.
    await page.goto(SETTINGS_PATH);
    const section = page.getByTestId('passkeys');
    await section.getByRole('heading', { name: copy.heading }).waitFor();
    await section.getByText(copy.empty).waitFor();
    await expectNoAxeViolations(page);
    const before = (await smsTexts(page)).length;
    await section.getByRole('button', { name: copy.add }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpVerificationRequired') }).waitFor();
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpSelectChallenge') }).waitFor();
    expect(await dialog(page).getByRole('button', { name: copy.stepUpOption }).count()).toBe(0);
    await dialog(page).getByRole('radio', { name: /^Text message/ }).first().check();
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await dialog(page).getByLabel(stepUp.codeLabel).fill(await nextVerificationCode(page, before));
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor();
    const registered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/security-hub/member/passkeys'));
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    expect((await registered).status()).toBe(201);
    const added = page.getByRole('status').filter({ hasText: 'Passkey "Passkey on Chrome on Linux" added.' });
    await added.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('added');
    const row = section.getByRole('listitem').filter({ hasText: 'Passkey on Chrome on Linux' });
    await row.getByText(copy.neverUsed).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'passkeys-register');

    // Rename, by keyboard: the name becomes a focused field, Enter saves, focus returns to Rename.
    await row.getByRole('button', { name: 'Rename passkey Passkey on Chrome on Linux' }).focus();
    await page.keyboard.press('Enter');
    const nameField = section.getByLabel(copy.nameField);
    await expect.poll(() => nameField.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await nameField.fill('Work laptop');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Passkey renamed to "Work laptop".' }).waitFor();
    const renamedRow = section.getByRole('listitem').filter({ hasText: 'Work laptop' });
    await expect.poll(() => renamedRow.getByRole('button', { name: 'Rename passkey Work laptop' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Sign out, then in with the passkey: no username, no password, no one-time code.
    expect(await page.evaluate(async () => (await fetch('/api/session/memberlogout', { method: 'POST', credentials: 'same-origin' })).status)).toBe(204);
    await page.goto('/login');
    const passkeyButton = page.getByRole('button', { name: copy.signIn });
    await passkeyButton.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const challenged: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/tfa/') || request.url().includes('/api/session/login')) challenged.push(request.url());
    });
    const passkeyLogin = page.waitForResponse((response) => response.url().endsWith('/api/session/passkey/login'));
    await passkeyButton.click();
    expect((await passkeyLogin).status()).toBe(200);
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    expect(await dialog(page).count()).toBe(0);
    expect(challenged).toEqual([]);
    await keepScreenshot(page, 'passkeys-passkey-sign-in');

    // The passkey passes the step-up of its own removal.
    await page.goto(SETTINGS_PATH);
    await renamedRow.locator('time').nth(1).waitFor();
    await renamedRow.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpVerificationRequired') }).waitFor();
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    const usePasskey = dialog(page).getByRole('button', { name: copy.stepUpOption });
    await usePasskey.waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, 'passkeys-step-up');
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/auth/tfa/challenge/verification/passkey'));
    await usePasskey.click();
    expect((await verified).status()).toBe(200);
    await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').filter({ hasText: 'Passkey "Work laptop" removed.' }).waitFor();
    await section.getByText(copy.empty).waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'passkeys-removed');
    expect(problems).toEqual([]);
  });
});
