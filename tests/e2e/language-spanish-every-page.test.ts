import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoAxeViolations, newContext } from './support/browser';
import { englishLeftFinder } from './support/english-left';
import { localeStrings } from './support/locale-strings';
import { DESKTOP_SAMPLE, memberPages } from './support/member-pages';
import { ownServerAndBrowser } from './support/own-server';
import { keepScreenshot } from './support/screenshots';
import { openInApp } from './support/in-app-navigation';

/**
 * Every member page in Spanish at 375 px and at the desktop: the member chose Español on the sign-in page, so each
 * page says `lang="es"`, shows none of the product's English at either width (data from the core aside: an account's
 * name) and is axe clean (WCAG 2.2 AA) at 375 px, where longer Spanish words meet target size and reflow; at the
 * desktop axe reads the sample of the desktop chrome and wide layouts, as the English walk does. Reading only: the
 * pages are opened, never submitted. Its own server: the member's stored language changes, and no other file may meet
 * a Spanish member.
 */
const spanish = localeStrings('es-US');
const pages = memberPages();
const own = ownServerAndBrowser();
let checked = 0;
/** A page's screenshot name: its path with slashes as dashes. */
const shotName = (path: string): string => path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');

describe('every member page in Spanish', () => {
  let context: BrowserContext;
  let page: Page;
  let englishLeft: () => Promise<string[]>;
  let detailsQuery = '';

  beforeAll(async () => {
    context = await newContext(own.browser, PHONE, { baseURL: own.server.baseUrl });
    page = await context.newPage();
    englishLeft = englishLeftFinder(page, spanish);
    await page.goto('/login');
    await Promise.all([page.waitForEvent('load'), page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click()]);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.locator('input[name="username"]').fill('member');
    await page.locator('input[name="password"]').fill('Demo-pass-2026');
    await page.locator('.sign-in__form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
    const href = await page.locator('a[href*="/accounts/details?"]').first().getAttribute('href');
    detailsQuery = href?.slice(href.indexOf('?')) ?? '';
  });
  afterAll(async () => {
    console.log(`Spanish: ${checked} member pages checked (lang, English left, axe)`);
    await context?.close();
  });

  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(detailsQuery).toMatch(/^\?id=/);
  });

  // One load per page serves both widths: the page is read at 375 px, then the same page is widened to the desktop,
  // and each width is read for English (what a width shows or hides, such as the phone's menu button); axe reads every
  // page at 375 px and the desktop sample wide (each run costs about a second on a loaded 2-core machine).
  it.each(pages)('%s', async (path) => {
    await page.setViewportSize(PHONE);
    await openInApp(page, path === '/accounts/details' ? `${path}${detailsQuery}` : path);
    await page.locator('main h1, [role="dialog"], [role="alertdialog"]').first().waitFor();
    await page.locator('.route-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await englishLeft(), `English on ${path} at 375 px`).toEqual([]);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `spanish${shotName(path)}-375`);
    await page.setViewportSize(DESKTOP);
    await page.waitForFunction((width) => window.innerWidth === width, DESKTOP.width);
    expect(await englishLeft(), `English on ${path} at the desktop`).toEqual([]);
    if (DESKTOP_SAMPLE.includes(path)) await expectNoAxeViolations(page);
    await keepScreenshot(page, `spanish${shotName(path)}-desktop`);
    checked += 1;
  });
});
