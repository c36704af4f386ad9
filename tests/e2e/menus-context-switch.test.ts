import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core/template';
import type { CurrentUser, ProductSummary, ServiceAgreement } from '../../engine/core/generated/api.gen';
import { appManifest, copyManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signIn, watchConsole } from './support/browser';

const SUMMARY_PATH = '/accounts/list/summary';
const ACCESS_GROUPS = '/api/access-control/client-api/v3/accessgroups';
const CHOICES = `${ACCESS_GROUPS}/usercontext/serviceagreements?from=0&size=${appManifest.serviceAgreements.pageSize}`;
const CONTEXT = `${ACCESS_GROUPS}/service-agreements/context`;
const layoutCopy = copyManifest.layout;
const profileToggle = (page: Page, fullName: string) => page.getByRole('button', { name: `${fullName} ${layoutCopy.profileMenuLabel}` });
const switchingTo = (name: string) => resolveTemplate(modalsManifest.modals.contextSwitching?.title ?? '', { name });

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const productNames = async (page: Page) =>
  (await getJson<ProductSummary>(page, '/api/arrangement-manager/client-api/v2/productsummary')).groups.flatMap((group) =>
    group.products.map((product) => product.name),
  );

async function expectAccountsShown(page: Page, names: readonly string[]) {
  const main = page.getByRole('main');
  await main.getByText(/\$/).first().waitFor();
  for (const name of names) await expect.poll(() => main.getByText(name, { exact: true }).count()).toBeGreaterThan(0);
}

const SEEN_DIALOGS = 'e2e-seen-dialogs';

/**
 * Records the accessible name of every dialog that appears, in session storage so it survives the reload: the
 * switching spinner can come and go faster than a locator polls.
 */
async function recordDialogs(page: Page) {
  await page.evaluate((key) => {
    sessionStorage.removeItem(key);
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        const name = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        if (!seen.includes(name)) sessionStorage.setItem(key, JSON.stringify([...seen, name]));
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, SEEN_DIALOGS);
}

/** Chooses `agreement` in the open profile dropdown and waits for the spinner, the summary page and the reload. */
async function switchTo(page: Page, agreement: ServiceAgreement) {
  await recordDialogs(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: layoutCopy.trustedUsersHeading }).getByRole('button', { name: agreement.name, exact: true }).click();
  await reloaded;
  await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
  const navigationType = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type);
  expect(navigationType).toBe('reload');
  const seen = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], SEEN_DIALOGS);
  expect(seen).toEqual([switchingTo(agreement.name)]);
}

describe('menus: profile dropdown and context switch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("lets a trusted member switch between their own and the member's agreement", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/login');
    await signIn(page, 'trusted');
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);

    const user = await getJson<CurrentUser>(page, '/api/user-manager/client-api/v2/users/me');
    const agreements = await getJson<ServiceAgreement[]>(page, CHOICES);
    const own = agreements.find((agreement) => agreement.isMaster);
    const members = agreements.find((agreement) => !agreement.isMaster);
    if (own === undefined || members === undefined) throw new Error(`trusted should have two agreements, got ${JSON.stringify(agreements)}`);
    expect((await getJson<ServiceAgreement>(page, CONTEXT)).id).toBe(members.id);
    const membersAccounts = await productNames(page);

    // Start away from the summary, so landing there is the switch's doing.
    await page.goto('/statements');
    const profile = profileToggle(page, user.fullName);
    await profile.click();
    await expect.poll(() => profile.getAttribute('aria-expanded')).toBe('true');
    const group = page.getByRole('group', { name: layoutCopy.trustedUsersHeading });
    await expect.poll(() => group.getByRole('button', { name: members.name, exact: true }).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => group.isDisabled()).toBe(false);
    await expectNoAxeViolations(page);

    await switchTo(page, own);
    expect((await getJson<ServiceAgreement>(page, CONTEXT)).id).toBe(own.id);
    const ownAccounts = await productNames(page);
    expect(ownAccounts.some((name) => !membersAccounts.includes(name)) || membersAccounts.some((name) => !ownAccounts.includes(name))).toBe(true);
    await expectAccountsShown(page, ownAccounts);

    await profile.click();
    await expect.poll(() => group.getByRole('button', { name: own.name, exact: true }).getAttribute('aria-current')).toBe('true');
    await switchTo(page, members);
    expect((await getJson<ServiceAgreement>(page, CONTEXT)).id).toBe(members.id);
    await expectAccountsShown(page, membersAccounts);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the profile and More dropdowns on a click outside, and the profile dropdown on Escape', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'member');
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
    const user = await getJson<CurrentUser>(page, '/api/user-manager/client-api/v2/users/me');

    const profile = profileToggle(page, user.fullName);
    await profile.click();
    await expect.poll(() => profile.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => profile.getAttribute('aria-expanded')).toBe('false');

    await profile.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => profile.evaluate((element) => element === document.activeElement)).toBe(true);

    const more = page.getByRole('button', { name: layoutCopy.more, exact: true });
    await more.click();
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('offers the same choices in the small-screen drawer, accessibly', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, 'trusted');
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
    await page.getByRole('button', { name: layoutCopy.openMenu }).click();
    const group = page.getByRole('navigation', { name: layoutCopy.mainNavLabel }).getByRole('group', { name: layoutCopy.trustedUsersHeading });
    await group.waitFor();
    await expect.poll(() => group.getByRole('button').count()).toBe(2);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
