import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, newContext } from './support/browser';
import { englishLeftFinder } from './support/english-left';
import { localeStrings } from './support/locale-strings';
import { ownServerAndBrowser } from './support/own-server';

/**
 * Spanish end to end: chosen on the sign-in page, it is the page's language before and after sign-in (the sign-in
 * sends it, the server stores it), survives a reload, and Profile's Language setting switches back to English. Its
 * own server: the member's stored language changes here, and no other file may meet a Spanish member.
 */
const spanish = localeStrings('es-US');
const own = ownServerAndBrowser();

/** The page is ready: its heading shows and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('.route-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
}

describe('Spanish, chosen on the sign-in page', () => {
  it('has Spanish overlays to check against', () => {
    expect(spanish.files).toBeGreaterThan(0);
    expect(spanish.translation('copy.json', '/screens/accounts-summary/heading')).toBeDefined();
  });

  it('signs the member in in Spanish, keeps it across a reload, and Profile switches back to English', async () => {
    const context = await newContext(own.browser, DESKTOP, { baseURL: own.server.baseUrl });
    const page = await context.newPage();
    const englishLeftOnPage = englishLeftFinder(page, spanish);
    await page.goto('/login');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    const espanol = switcher.getByRole('link', { name: 'Español' });
    expect(await espanol.getAttribute('lang')).toBe('es');
    await espanol.focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => window.localStorage.getItem('cu.locale'))).toBe('es-US');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(spanish.translation('copy.json', '/screens/login/heading'));

    const signedIn = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/session/login');
    await page.locator('input[name="username"]').fill('member');
    await page.locator('input[name="password"]').fill('Demo-pass-2026');
    await page.locator('.sign-in__form button[type="submit"]').click();
    const answer = await signedIn;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ language: 'es-US' });
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    await settled(page);

    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(spanish.translation('copy.json', '/screens/accounts-summary/heading'));
    expect(await englishLeftOnPage()).toEqual([]);
    await expectNoAxeViolations(page);

    await page.reload();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.locator('main h1').first().textContent()).toBe(spanish.translation('copy.json', '/screens/accounts-summary/heading'));

    await page.goto('/settings/profile');
    await settled(page);
    expect(await englishLeftOnPage()).toEqual([]);
    const heading = spanish.translation('profile.json', '/copy/languageHeading') ?? 'Language';
    const language = page.getByRole('group', { name: heading });
    await language.getByRole('radio', { name: 'English' }).check();
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.endsWith('/users/me/language'));
    await Promise.all([page.waitForEvent('load'), page.locator('form:has(input[name="language"]) button[type="submit"]').click()]);
    expect((await saved).status()).toBe(204);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => window.localStorage.getItem('cu.locale'))).toBe('en-US');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Profile');
    const me = await page.request.get('/api/user-manager/client-api/v2/users/me');
    expect(((await me.json()) as { language?: string }).language).toBe('en-US');
    await context.close();
  });
});
