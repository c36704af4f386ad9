import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { resolveTemplate } from '../../engine/core/template';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, signIn, watchConsole, type Viewport } from './support/browser';
import { nextVerificationCode, smsTexts } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

const stepUp = copyManifest.stepUp;
const login = copyManifest.screens.login;
const title = (key: string): string => modalsManifest.modals[key]?.title ?? '';
const dialog = (page: Page): Locator => page.getByRole('dialog');
// Browsers on other devices: user agents this server has not seen the member sign in with (one per test, since a
// device that passes is remembered).
const otherDeviceAgent = (n: number): string => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) OtherDevice/${n}.0 Safari/537.36`;

/**
 * Sign-in from a new device, on its own server: the shared one has other tests' devices, and this one must start with
 * a member who has exactly one known device.
 */
describe('sign-in from a new device', () => {
  let server: RunningServer;
  let browser: Browser;
  // The member's known device, signed in: it reads the demo outbox, standing in for the member's phone.
  let home: BrowserContext;
  let homePage: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    home = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    homePage = await home.newPage();
    await homePage.goto('/login');
    await signIn(homePage, 'member');
    await homePage.waitForURL((url) => url.pathname.startsWith('/accounts'));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // The outbox is read from the known device: the new one's session stays restricted until the check passes.
  const nextCode = (before: number): Promise<string> => nextVerificationCode(homePage, before);

  /** A browser context on the other device, at the sign-in page, with the member's credentials submitted. */
  const signInElsewhere = async (viewport: Viewport, userAgent: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport, userAgent });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/login');
    await signIn(page, 'member', undefined, { newDevice: true });
    await dialog(page).getByRole('heading', { name: title('stepUpVerificationRequired') }).waitFor();
    return { context, page, problems };
  };

  const chooseSms = async (page: Page): Promise<void> => {
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpSelectChallenge') }).waitFor();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('radio', { name: /^Text message/ }).first().check();
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpSms') }).waitFor();
  };

  it('challenges the other device, passes with the SMS code from the outbox at 375 px, and lands on the accounts summary', async () => {
    const before = (await smsTexts(homePage)).length;
    const { context, page, problems } = await signInElsewhere(PHONE, otherDeviceAgent(1));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(new URL(page.url()).pathname).toBe('/login');

    await chooseSms(page);
    await dialog(page).getByLabel(stepUp.codeLabel).fill(await nextCode(before));
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByRole('heading', { name: title('stepUpVerified') }).waitFor();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/accounts/list/summary');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await dialog(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);

    // Remembered: the same browser signs in again without a challenge.
    await context.clearCookies({ name: 'sid' });
    await page.goto('/login');
    await signIn(page, 'member', undefined, { newDevice: true });
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    await context.close();
  });

  it('stays on sign-in, signed out, when the challenge is locked out', async () => {
    const { context, page, problems } = await signInElsewhere(DESKTOP, otherDeviceAgent(2));
    await chooseSms(page);
    const input = dialog(page).getByLabel(stepUp.codeLabel);
    const lockout = dialog(page).getByRole('heading', { name: 'Too Many Attempts' });
    for (let attempt = 0; attempt < 10 && !(await lockout.isVisible()); attempt += 1) {
      await input.fill(attempt % 2 === 0 ? '000000' : '999999');
      // Listening before the click: the answer may come back before the click's promise does.
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/tfa/challenge/verification'));
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await answered;
      // The answer arrives before the view changes: wait until it shows the wrong code or the lockout.
      await lockout.or(dialog(page).getByText(stepUp.codeIncorrect)).first().waitFor();
    }
    await lockout.waitFor();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('alert').getByText(resolveTemplate(login.deviceNotVerified, { phone: appManifest.memberServicesPhone })).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(async () => (await fetch('/api/session/status', { credentials: 'same-origin' })).status)).toBe(401);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
