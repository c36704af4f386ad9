/**
 * No route of config/routes.json renders the under-construction ("Coming Soon") screen but /under-construction itself.
 * Every route is opened signed in as `member`, `business` and `msr` on the shared server (nothing is
 * written); a guard or flag answer (a redirect, a "Feature Unavailable" modal, the staff desk) is a fine answer, a
 * Coming Soon page is not. One page per persona, moved between routes by the app's own router (a full load only when
 * a page left the app, such as a partner hand-off) by way of the Coming Soon page, and waits for conditions, never
 * for time.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteNode } from '../../engine/core/generated/manifests.gen';
import { routesManifest } from '../../src/manifests';
import { DESKTOP, launchBrowser, newContext, signIn } from './support/browser';

const UNDER_CONSTRUCTION_PATH = '/under-construction';
/** What each path parameter of routes.json is filled with: a real page of the policy pages. */
const PARAMETERS: Readonly<Record<string, string>> = { page: 'about' };
const UNDER_CONSTRUCTION = '.under-construction';

/** Every path of routes.json that renders a screen (redirects included: where they lead is checked too), parameters filled. */
function everyRoute(nodes: readonly RouteNode[], parent = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.index === true ? parent || '/' : `${parent}/${node.path ?? ''}`.replace(/\/+/g, '/');
    const own = node.screen !== undefined || node.redirect !== undefined ? [path.replace(/:([A-Za-z]+)/g, (_token, name: string) => PARAMETERS[name] ?? name)] : [];
    return [...own, ...everyRoute(node.children ?? [], path === '/' ? '' : path)];
  });
}

const routes = [...new Set(everyRoute(routesManifest.routes))].filter((path) => path !== UNDER_CONSTRUCTION_PATH);

/** Opens `path` and waits until it settled: no route or data loading left, and a heading or a modal that is the new page's. */
async function open(page: Page, path: string): Promise<void> {
  const inApp = await page.evaluate(() => (window as { __everyRoute?: boolean }).__everyRoute === true).catch(() => false);
  if (inApp) {
    // Through the Coming Soon page first: a route that leads to the page already shown (a redirect to it, its own
    // section) would change nothing, so nothing would tell that the router is done. From Coming Soon, any other page
    // is a change. Staff are sent elsewhere from it, which ends the stop too.
    await page.evaluate((stop) => {
      window.history.pushState(null, '', stop);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, UNDER_CONSTRUCTION_PATH);
    await page.waitForFunction(
      ({ stop, comingSoon }) => window.location.pathname !== stop || document.querySelector(comingSoon) !== null,
      { stop: UNDER_CONSTRUCTION_PATH, comingSoon: UNDER_CONSTRUCTION },
      { timeout: 5_000 },
    ).catch(() => undefined);
    await page.evaluate((target) => {
      for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-every-route-seen', heading.textContent ?? '');
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
    await page.evaluate(() => ((window as { __everyRoute?: boolean }).__everyRoute = true));
  }
  await page
    .waitForFunction(
      (comingSoon) => {
        if (document.querySelector('.route-loading, [aria-busy="true"]')) return false;
        // Still the Coming Soon stop (or a Coming Soon page, which the wait's end reports).
        if (document.querySelector(comingSoon)) return false;
        if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
        const heading = document.querySelector('main h1');
        // A heading from before the move is the old page's, unless the router kept the element and changed its text.
        return heading !== null && (!heading.hasAttribute('data-every-route-seen') || heading.getAttribute('data-every-route-seen') !== heading.textContent);
      },
      UNDER_CONSTRUCTION,
      { timeout: 5_000 },
    )
    // A Coming Soon page, or (staff, whose stop is the desk) two pages in a row with the same heading: nothing tells
    // them apart, so look at what is there now.
    .catch(() => undefined);
}

describe.each(['member', 'business', 'msr'])('every route as %s', (username) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser, DESKTOP);
    page = await context.newPage();
    await page.goto('/login');
    await signIn(page, username);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.evaluate(() => ((window as { __everyRoute?: boolean }).__everyRoute = true));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds the routes to open', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContain('/static/about');
  });

  it('renders no Coming Soon page on any route', async () => {
    const comingSoon: string[] = [];
    for (const path of routes) {
      await open(page, path);
      if ((await page.locator(UNDER_CONSTRUCTION).count()) > 0) comingSoon.push(`${path} (at ${new URL(page.url()).pathname})`);
    }
    expect(comingSoon, `${username} sees Coming Soon on`).toEqual([]);
  }, 300_000);
});
