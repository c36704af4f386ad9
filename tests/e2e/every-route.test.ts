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
import { openInApp } from './support/in-app-navigation';

const UNDER_CONSTRUCTION_PATH = '/under-construction';
/** What each path parameter of routes.json is filled with: a real page of the policy pages. */
const PARAMETERS: Readonly<Record<string, string>> = { page: 'about' };

/** Every path of routes.json that renders a screen (redirects included: where they lead is checked too), parameters filled. */
function everyRoute(nodes: readonly RouteNode[], parent = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.index === true ? parent || '/' : `${parent}/${node.path ?? ''}`.replace(/\/+/g, '/');
    const own = node.screen !== undefined || node.redirect !== undefined ? [path.replace(/:([A-Za-z]+)/g, (_token, name: string) => PARAMETERS[name] ?? name)] : [];
    return [...own, ...everyRoute(node.children ?? [], path === '/' ? '' : path)];
  });
}

const UNDER_CONSTRUCTION = '.under-construction';

const routes = [...new Set(everyRoute(routesManifest.routes))].filter((path) => path !== UNDER_CONSTRUCTION_PATH);

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
      await openInApp(page, path);
      if ((await page.locator(UNDER_CONSTRUCTION).count()) > 0) comingSoon.push(`${path} (at ${new URL(page.url()).pathname})`);
    }
    expect(comingSoon, `${username} sees Coming Soon on`).toEqual([]);
  }, 300_000);
});
