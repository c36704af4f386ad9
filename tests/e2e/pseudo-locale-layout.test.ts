import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openSignedIn, type SignedInPage } from './support/browser';
import { memberPages } from './support/member-pages';
import { openInApp } from './support/in-app-navigation';

/**
 * Every member page at 375 px in the pseudo-locale (en-XA: English accented and 35% longer, as a longer language
 * would be): none may scroll sideways, and no text may be cut off by its box. The member signs in in English (the
 * pseudo-locale is for tests, never offered), then the device is switched to en-XA.
 */
const pages = memberPages();

interface LayoutProblem { readonly path: string; readonly problem: string }

/** Sideways overflow of the document and text clipped by an element that hides its overflow (ellipsis included). */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
  const describe = (element: Element): string => {
    const classes = typeof element.className === 'string' && element.className !== '' ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    return `${element.tagName.toLowerCase()}${classes} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    if (!ownText) continue;
    const style = getComputedStyle(element);
    // Text only screen readers read (.visually-hidden: a 1 px box, clipped) is meant to be out of sight.
    if (element.clientWidth <= 1 || element.clientHeight <= 1 || (style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none') continue;
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (clipsX && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut off sideways`);
    else if (clipsY && element.scrollHeight > element.clientHeight + 1 && element.clientHeight > 0) problems.push(`${describe(element)} is cut off below`);
  }
  return problems;
}

describe('every member page at 375 px in the pseudo-locale', () => {
  let browser: Browser;
  let signedIn: SignedInPage;
  let detailsQuery = '';
  const found: LayoutProblem[] = [];
  let checked = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await openSignedIn(browser, 'member', PHONE);
    const href = await signedIn.page.locator('a[href*="/accounts/details?"]').first().getAttribute('href');
    detailsQuery = href?.slice(href.indexOf('?')) ?? '';
    await signedIn.page.evaluate(() => window.localStorage.setItem('cu.locale', 'en-XA'));
  });
  afterAll(async () => {
    console.log(`pseudo-locale layout: ${checked} member routes checked at 375 px, ${found.length} problem(s)`);
    await signedIn?.context.close();
    await browser?.close();
  });

  it('is in the pseudo-locale: the summary heading is accented and longer', async () => {
    const { page } = signedIn;
    await page.goto('/accounts/list/summary');
    const heading = (await page.locator('main h1').first().textContent()) ?? '';
    expect(heading).not.toMatch(/[A-Za-z]/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it.each(pages)('%s', async (path) => {
    const { page } = signedIn;
    await openInApp(page, path === '/accounts/details' ? `${path}${detailsQuery}` : path);
    await page.locator('main h1, [role="dialog"], [role="alertdialog"]').first().waitFor();
    await page.locator('.route-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
    const problems = await page.evaluate(layoutProblems);
    checked += 1;
    found.push(...problems.map((problem) => ({ path, problem })));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
