/**
 * Sign-in help and the survey on sign-out end to end, on a server of their own: a reset password and the
 * survey's answers would otherwise change what later browser tests meet.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest } from '../../src/manifests';
import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { identityFactsFor } from '../../src/server/seed/identity-facts';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, openSignedIn, signIn, watchConsole, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const login = copyManifest.screens.login;
const help = signInHelpManifest.copy;
const NEW_PASSWORD = 'Harbor-lights-2027';

/** The code texted for this browser's recovery (demo outbox of sign-in help), polled for up to 10 s. */
async function recoveryCode(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const texts = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/dev/sign-in-help/outbox', { credentials: 'same-origin' })).json()) as { messages: { text: string }[] };
      return answer.messages.map((message) => message.text);
    });
    const code = texts.map((text) => /verification code is (\d{6})\b/.exec(text)?.[1]).find((found) => found !== undefined);
    if (code !== undefined) return code;
    await page.waitForTimeout(250);
  }
  throw new Error('no code was texted for this recovery');
}

describe('sign-in help and the survey on sign-out', () => {
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

  const open = async (viewport: Viewport) => {
    const context = await newContext(browser, viewport, { baseURL: server.baseUrl });
    const page = await context.newPage();
    return { context, page, problems: watchConsole(page) };
  };

  it('forgot password end to end at 375 px: facts, the texted code, a new password under the rules, then sign-in with it', async () => {
    const { context, page, problems } = await open(PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: login.forgotPasswordLink }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in/forgot-password');
    await page.getByRole('heading', { level: 1, name: help.forgotPassword.heading }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const facts = identityFactsFor('member');
    await page.getByLabel('Username').fill('member');
    await page.getByLabel('Last 4 Digits of Your SSN or TIN').fill(facts.taxIdLast4);
    await page.getByLabel('Date of Birth').fill(facts.birthDate);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').filter({ hasText: 'we sent a 6-digit code' }).waitFor();
    await expectNoAxeViolations(page);

    const code = await recoveryCode(page);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Verification Code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code you entered was incorrect.').first().waitFor();
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByLabel(/^New Password/).waitFor();
    await page.getByLabel(/^New Password/).fill('too-short-1');
    await page.getByLabel('Confirm New Password').fill('too-short-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: help.forgotPassword.done }).count()).toBe(0);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: help.forgotPassword.done }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(help.forgotPassword.done);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: help.common.backToSignIn }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'member', 'Demo-pass-2026');
    await page.getByRole('alert').waitFor();
    await signIn(page, 'member', NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never says whether a username exists: an unknown one reaches the same code step', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto('/sign-in/forgot-password');
    await page.getByLabel('Username').fill('nobody-by-this-name');
    await page.getByLabel('Last 4 Digits of Your SSN or TIN').fill('1234');
    await page.getByLabel('Date of Birth').fill('1980-01-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').filter({ hasText: 'we sent a 6-digit code' }).waitFor();
    await page.getByLabel('Verification Code').waitFor();
    await context.close();
  });

  it('remembers the username (never the password) and shows the password on request, with a 24 px toggle', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: login.showPassword });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-typed-1');
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await toggle.click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await expectNoAxeViolations(page);

    await page.getByLabel(login.rememberUsername).check();
    await signIn(page, 'member', NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    const stored = await page.evaluate(() => Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`).join('\n'));
    expect(stored).toContain('=member');
    expect(stored).not.toContain(NEW_PASSWORD);

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('member');
    await expect.poll(() => page.getByLabel(login.rememberUsername).isChecked()).toBe(true);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`asks member the survey after Sign Out at ${viewport.width} px, and stores the answer`, async () => {
      const { context, page, problems } = await openSignedIn(browser, 'member', viewport, { baseURL: server.baseUrl, password: NEW_PASSWORD });
      if (viewport === PHONE) await page.locator('button[aria-controls][aria-expanded]').first().click();
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await page.waitForURL((url) => url.pathname === '/login');
      const survey = page.getByRole('region', { name: help.survey.heading });
      await survey.waitFor();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      const question = signInHelpManifest.logoutSurvey?.questions[0];
      await survey.getByRole('radio', { name: question?.options?.[1]?.label ?? '', exact: true }).check();
      await survey.getByRole('button', { name: help.survey.submit }).click();
      await page.getByText(help.survey.thanks).waitFor();
      await expect.poll(() => page.getByRole('region', { name: help.survey.heading }).count()).toBe(0);
      // Answered once: a reload does not ask again.
      await page.reload();
      await page.getByLabel('Username').waitFor();
      await expect.poll(() => page.getByRole('region', { name: help.survey.heading }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('skips the survey for litigation (alerts.json skipsLogoutSurvey)', async () => {
    const { context, page } = await openSignedIn(browser, 'litigation', DESKTOP, { baseURL: server.baseUrl });
    const invitation = page.waitForResponse((response) => response.url().endsWith('/api/logout-survey/invitation'));
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    expect(await (await invitation).json()).toEqual({ offered: false, reason: 'alert' });
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(login.signedOut).waitFor();
    await expect.poll(() => page.getByRole('region', { name: help.survey.heading }).count()).toBe(0);
    await context.close();
  });
});
