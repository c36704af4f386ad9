import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoManifest } from '../../src/manifests';
import { startTestIdentityProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestIdentityProvider } from '../support/oidc-provider';
import { DESKTOP, expectNoAxeViolations, launchBrowser, newContext, watchConsole } from './support/browser';
import { keepScreenshot } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

const SUMMARY_PATH = '/accounts/list/summary';
const BUTTON_LABEL = ssoManifest.identityProvider?.buttonLabel ?? '';

/**
 * Sign-in through the credit union's identity provider in Chromium: a real OpenID provider (the development login and
 * consent pages of oidc-provider) and the real server configured for it. In demo mode each persona's username is its
 * subject at the provider, so logging in there as "member" lands on the member's accounts.
 */
describe('sign-in through the identity provider', () => {
  let idp: TestIdentityProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    server = await startServer({ env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET } });
    idp.serve({ appOrigin: server.baseUrl });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
  });

  const logInAtProvider = async (page: Page, login: string) => {
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await keepScreenshot(page, 'oidc-02-provider-login', { fullPage: false });
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  };

  it("signs the member in at the provider, lands on the member's accounts, and signs out at both ends", async () => {
    const context = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto('/login');
    const button = page.getByRole('link', { name: BUTTON_LABEL });
    await button.waitFor();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'oidc-01-sign-in-page', { fullPage: false });
    await button.click();

    await logInAtProvider(page, 'member');
    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === SUMMARY_PATH);
    await page.getByRole('main').getByText(/\$/).first().waitFor();
    const me = await page.request.get('/api/user-manager/client-api/v2/users/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ fullName: 'Alex Morgan' });
    await keepScreenshot(page, 'oidc-03-accounts', { fullPage: false });

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    // The provider asks to confirm its sign-out, then sends the browser back to the sign-in page.
    await page.waitForURL((url) => url.origin === idp.issuer);
    await keepScreenshot(page, 'oidc-04-provider-sign-out', { fullPage: false });
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/login');
    await page.getByLabel('Username').waitFor();
    await keepScreenshot(page, 'oidc-05-signed-out', { fullPage: false });
    expect((await page.request.get('/api/session/status')).status()).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a subject linked to no member is not signed in: the sign-in page says so', async () => {
    const context = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: BUTTON_LABEL }).click();
    await logInAtProvider(page, 'nobody-we-know');
    await page.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/login');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain("We couldn't sign you in with that sign-in.");
    await expectNoAxeViolations(page);
    await keepScreenshot(page, 'oidc-06-not-linked', { fullPage: false });
    expect((await page.request.get('/api/session/status')).status()).toBe(401);
    await context.close();
  });
});
