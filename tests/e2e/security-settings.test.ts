/**
 * The security hub and sign-in settings end to end, on a server of their own: removing the member's push
 * device and changing the password would otherwise take them from the browser tests that run after this file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn as openSignedInAt, type SignedInPage, type Viewport } from './support/browser';
import { nextVerificationCode, smsTexts } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

const copy = copyManifest.screens.security;
const removeModal = modalsManifest.modals.removePushDevice!;
const forgetModal = modalsManifest.modals.forgetKnownDevice!;
const modalButton = (key: string, id: string): string => modalsManifest.modals[key]?.buttons.find((button) => button.id === id)?.label ?? id;
const removeCancel = modalButton('removePushDevice', 'cancel');
const removeConfirm = modalButton('removePushDevice', 'remove-device');
const NEW_PASSWORD = 'Harbor-lights-2027';
// A zone whose November abbreviation is known, so the test can read it back.
const TIME_ZONE = 'America/New_York';
const HUB_PATH = '/more-menu/security';
const SETTINGS_PATH = '/settings/sign-in';

describe('security hub and sign-in settings', () => {
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

  const openSignedIn = (viewport: Viewport, password?: string): Promise<SignedInPage> =>
    openSignedInAt(browser, 'member', viewport, { baseURL: server.baseUrl, timezoneId: TIME_ZONE, ...(password === undefined ? {} : { password }) });

  it('shows the previous sign-in with the time-zone abbreviation and removes a push device, at 375 px, axe clean', async () => {
    const earlier = await openSignedIn(PHONE);
    await earlier.context.close();
    const beforeThisSignIn = Date.now();
    const { context, page, problems } = await openSignedIn(PHONE);
    await page.goto(HUB_PATH);
    await page.getByRole('heading', { level: 1, name: copy.hubHeading }).waitFor();
    const lastSignIn = page.getByTestId('last-sign-in');
    await lastSignIn.locator('time').waitFor();
    expect(await lastSignIn.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    // The earlier sign-in, not this session's own.
    expect(Date.parse((await lastSignIn.locator('time').getAttribute('datetime')) ?? '')).toBeLessThan(beforeThisSignIn);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByText(copy.fintechNone).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: "Remove Alex's iPhone" }).click();
    const dialog = page.getByRole('dialog', { name: removeModal.title });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(removeCancel);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const removal = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/api/auth/esi/devices/device/'));
    await dialog.getByRole('button', { name: removeConfirm }).click();
    expect((await removal).status()).toBe(204);
    await page.getByText("Alex's iPhone was removed.").waitFor();
    await page.getByText(copy.devicesEmpty).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const devices = await page.request.get('/api/auth/tfa/devices');
    expect(await devices.json()).toEqual({ pushDevices: [] });
    await expectNoAxeViolations(page);

    // The browser this test signs in from is recognised (both sign-ins), listed once, and can be forgotten.
    const known = page.getByTestId('known-devices').getByRole('listitem');
    await expect.poll(() => known.count()).toBe(1);
    await known.getByText('Chrome on Linux').waitFor();
    await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    const forgetDialog = page.getByRole('dialog', { name: forgetModal.title });
    await forgetDialog.waitFor();
    await expectNoAxeViolations(page);
    const forgetting = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/api/security-hub/member/devices/'));
    await forgetDialog.getByRole('button', { name: modalButton('forgetKnownDevice', 'remove-known-device') }).click();
    expect((await forgetting).status()).toBe(204);
    await page.getByText(copy.knownDevicesEmpty).waitFor();
    expect(await (await page.request.get('/api/security-hub/member/devices')).json()).toEqual({ devices: [] });
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: copy.signInSettingsLink }).click();
    await page.getByRole('heading', { level: 1, name: copy.signInHeading }).waitFor();
    await page.getByTestId('last-sign-in').locator('time').waitFor();
    await page.getByLabel('New Username').waitFor();
    await page.getByLabel('Confirm New Password').waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the password through the step-up, then signs out and in with the new one', async () => {
    const { context, page, problems } = await openSignedIn(PHONE);
    await page.goto(SETTINGS_PATH);
    await page.getByRole('heading', { level: 1, name: copy.signInHeading }).waitFor();
    await page.getByText(`be ${appManifest.credentials.passwordMinLength} to ${appManifest.credentials.passwordMaxLength} characters long`).waitFor();

    // A mismatch is caught before any call.
    await page.getByLabel('Current Password').fill('Demo-pass-2026');
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(copy.passwordMismatch).first().waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    const challenged = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/api/security-hub/member/password'));
    await page.getByRole('button', { name: 'Change Password' }).click();
    expect((await challenged).status()).toBe(307);

    // The challenge modal opens; the form stays submitting until it is passed, then apiFetch sends the change again.
    const modal = page.getByRole('dialog').getByRole('heading', { name: modalsManifest.modals.stepUpVerificationRequired?.title ?? 'Verification Required' });
    await modal.waitFor();
    await page.getByText(copy.submitting).waitFor();
    const retried = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/api/security-hub/member/password'));
    await passChallengeModal(page);
    expect((await retried).status()).toBe(204);
    await page.getByText(copy.passwordChanged).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(copy.passwordChanged);
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.goto(HUB_PATH);
    await page.getByRole('heading', { level: 1, name: copy.hubHeading }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(/\/login/);
    expect(problems).toEqual([]);
    await context.close();

    const old = await fetch(`${server.baseUrl}/api/session/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'member', password: 'Demo-pass-2026' }) });
    expect(old.status).toBe(401);
    const again = await openSignedIn(PHONE, NEW_PASSWORD);
    await again.page.goto(HUB_PATH);
    await again.page.getByTestId('last-sign-in').locator('time').waitFor();
    await again.context.close();
  });
});


/** Passes the challenge modal by SMS with the code from the demo outbox; apiFetch then sends the change again. */
async function passChallengeModal(page: Page): Promise<void> {
  const stepUp = copyManifest.stepUp;
  const dialog = page.getByRole('dialog');
  const heading = (key: string) => dialog.getByRole('heading', { name: modalsManifest.modals[key]?.title ?? key });
  const before = (await smsTexts(page)).length;
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: stepUp.verify }).click();
  await heading('stepUpSelectChallenge').waitFor();
  await dialog.getByRole('radio', { name: /^Text message/ }).first().check();
  await dialog.getByRole('button', { name: stepUp.send }).click();
  await heading('stepUpSms').waitFor();
  await dialog.getByLabel(stepUp.codeLabel).fill(await nextVerificationCode(page, before));
  await dialog.getByRole('button', { name: stepUp.submit }).click();
  await heading('stepUpVerified').waitFor();
  await dialog.getByRole('button', { name: copyManifest.common.continue }).click();
}
