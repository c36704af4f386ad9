import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagsManifest, menusManifest, modalsManifest, routesManifest } from '../../src/manifests';
import { expectNoAxeViolations, launchBrowser, newContext, signIn, watchConsole } from './support/browser';

const HOME = '/accounts/list/summary';
const featureUnavailable = modalsManifest.modals.featureUnavailable!;
const trustedUserBlocked = modalsManifest.modals.trustedUserBlocked!;
const openNewAccount = menusManifest.menus.mainNav.items.find((item) => item.id === 'open-new-account')!;

/** The first top-level route with this flag, and the flag's business rule value (from the manifests, not repeated). */
function flaggedRoute(stay: boolean): { path: string; flag: string } {
  const node = routesManifest.routes.find((candidate) => candidate.flag !== undefined && candidate.screen !== undefined && (candidate.stayOnFlagOff === true) === stay
    && flagsManifest.flags[candidate.flag]?.rules?.some((rule) => rule.when.membershipType?.includes('C') && rule.value === false));
  if (node?.path === undefined || node.flag === undefined) throw new Error(`routes.json has no ${stay ? 'stay-on-page' : 'go-home'} route a business member's flag turns off`);
  return { path: `/${node.path}`, flag: node.flag };
}

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === HOME);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

async function expectFocusInsideDialog(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
}

describe('engine: flags, guards and the modal host in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hides "+ Open New Account" from a business member, whose flags the server targets', async () => {
    const page = await signedIn(browser, 'business');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Accounts' }).first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: openNewAccount.label }).count()).toBe(0);
    const config = (await (await page.request.get('/api/flags/client-config')).json()) as { bootstrap?: Record<string, unknown> };
    expect(config.bootstrap?.[flaggedRoute(false).flag]).toBe(false);
    await page.context().close();
  });

  it('shows the unavailable modal on a flag-off route, with focus inside it and no axe violations; OK returns home', async () => {
    const page = await signedIn(browser, 'business');
    const problems = watchConsole(page);
    await page.goto(flaggedRoute(false).path);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(featureUnavailable.body);
    await expectFocusInsideDialog(page);
    await page.keyboard.press('Tab');
    await expectFocusInsideDialog(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: featureUnavailable.buttons[0]!.label }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(HOME);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the modal without leaving a stay-on-page route', async () => {
    const page = await signedIn(browser, 'business');
    const { path } = flaggedRoute(true);
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(featureUnavailable.body);
    await dialog.getByRole('button', { name: featureUnavailable.buttons[0]!.label }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
    await page.context().close();
  });

  it('lets a personal member into the same routes: the flags are targeted, not off for everyone', async () => {
    const page = await signedIn(browser, 'member');
    await page.goto(flaggedRoute(false).path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(flaggedRoute(false).path);
    await page.context().close();
  });

  it('gives a trusted user the trusted-user modal (modals.json trustedUserBlocked) on a feature blocked for them', async () => {
    const page = await signedIn(browser, 'trusted');
    await page.goto('/trusted-users');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading', { name: trustedUserBlocked.title }).isVisible()).toBe(true);
    await expect.poll(() => dialog.textContent()).toContain(trustedUserBlocked.body);
    await expectFocusInsideDialog(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: trustedUserBlocked.buttons[0]!.label }).click();
    expect(new URL(page.url()).pathname).toBe(HOME);
    await page.context().close();
  });

  it('sends staff with no member chosen to the service desk', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'msr');
    await page.waitForURL((url) => url.pathname === '/servicedesk/search');
    await page.goto('/cards');
    await page.waitForURL((url) => url.pathname === '/servicedesk/search');
    await context.close();
  });
});
