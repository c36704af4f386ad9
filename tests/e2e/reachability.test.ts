/**
 * Every built page can be reached where a member would look for it. menus.json's screenLinks (the
 * links screens give, which the reachability check of npm run validate counts) are each found on their page; an
 * account's detail offers the actions for its kind; the More menu's single sign-on entries and Chat show and work.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../engine/core/generated/api.gen';
import { copyManifest, menusManifest, ssoManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

const actions = menusManifest.menus.accountActions.items;
const actionLabel = (id: string): string => actions.find((item) => item.id === id)?.label ?? id;
const moreLabel = (id: string): string => menusManifest.menus.more.items.find((item) => item.id === id)?.label ?? id;
const sso = copyManifest.screens['partnership-sso'];

async function accountOfKind(page: Page, kind: string): Promise<string> {
  const summary = (await (await page.request.get('/api/arrangement-manager/client-api/v2/productsummary')).json()) as ProductSummary;
  const account = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === kind);
  if (!account) throw new Error(`member has no ${kind} account`);
  return account.id;
}

describe('reachability of every built page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds each screen link of menus.json on the page it is declared on', async () => {
    const sessions = new Map<string, Awaited<ReturnType<typeof openSignedIn>>>();
    const problems: string[] = [];
    for (const link of menusManifest.screenLinks) {
      const persona = link.persona ?? 'member';
      if (!sessions.has(persona)) sessions.set(persona, await openSignedIn(browser, persona, DESKTOP));
      const { page } = sessions.get(persona)!;
      const search = link.fromAccountKind === undefined ? '' : `?id=${await accountOfKind(page, link.fromAccountKind)}`;
      await page.goto(`${link.from}${search}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const target = page.locator(`main a[href="${link.to}"], main a[href^="${link.to}?"]`).first();
      try {
        await target.waitFor({ timeout: 10_000 });
      } catch {
        problems.push(`${link.from} shows no link to ${link.to}`);
      }
    }
    for (const session of sessions.values()) {
      problems.push(...session.problems);
      await session.context.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it("offers an account's actions on its detail: Account Services and Stop Payment, an IRA's beneficiaries, Credit Card Fraud (375 px, axe clean)", async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    const nav = page.getByRole('navigation', { name: menusManifest.menus.accountActions.label });

    await page.goto(`/accounts/details?id=${await accountOfKind(page, 'checking')}`);
    await nav.getByRole('link', { name: actionLabel('account-services') }).waitFor();
    // A checking account has two: its services, and a stop payment on one of its checks.
    await nav.getByRole('link', { name: actionLabel('stop-payments') }).waitFor();
    await expect.poll(() => nav.getByRole('link').count()).toBe(2);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await nav.getByRole('link', { name: actionLabel('account-services') }).click();
    await page.getByRole('heading', { level: 1, name: copyManifest.screens['account-services'].heading }).waitFor();
    await page.getByText(copyManifest.screens['account-services'].allAccounts).waitFor();

    await page.goto(`/accounts/details?id=${await accountOfKind(page, 'ira')}`);
    await nav.getByRole('link', { name: actionLabel('ira-beneficiaries') }).click();
    await page.waitForURL((url) => url.pathname === '/accounts/manage-ira-beneficiaries' && url.searchParams.has('account'));
    await page.getByRole('heading', { level: 1, name: 'Designated Beneficiaries' }).waitFor();

    await page.goto(`/accounts/details?id=${await accountOfKind(page, 'creditCard')}`);
    await nav.getByRole('link', { name: actionLabel('credit-card-fraud') }).click();
    await page.waitForURL((url) => url.pathname === '/credit-card-fraud');
    await page.getByRole('heading', { level: 1, name: 'Credit Card Fraud' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows Chat, the Settings tabs and the More menu single sign-on entries, and hands off to the partner (desktop)', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);
    // The chat toggle opens the chat panel (tests/e2e/chat.test.ts, on its own server: chat sign-on writes).
    await page.getByRole('button', { name: 'Open chat' }).waitFor();

    await page.goto('/settings/profile');
    const tabs = page.getByRole('navigation', { name: menusManifest.menus.settings.label });
    await tabs.getByRole('link', { name: 'Sign-In & Security' }).waitFor();
    await tabs.getByRole('link', { name: 'Trusted Users' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: copyManifest.layout.more }).click();
    const homeLoan = page.getByRole('button', { name: moreLabel('home-loan-application') });
    await homeLoan.waitFor();
    const directDeposit = page.getByRole('button', { name: moreLabel('direct-deposit') });
    await directDeposit.waitFor();
    // The member holds the master agreement, so the Investment Center shows instead of Digital Investor.
    await page.getByRole('link', { name: moreLabel('investment-center') }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: moreLabel('digital-investor') }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const popupOpened = page.waitForEvent('popup');
    await directDeposit.click();
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.pathname === '/partner/sso/directDeposit');
    await popup.getByRole('heading', { level: 1, name: sso.heading }).waitFor();
    await popup.getByText(ssoManifest.targets.directDeposit!.description, { exact: false }).waitFor();
    await popup.close();
    expect(problems).toEqual([]);
    await context.close();

    // Not holding the master agreement, a trusted user is offered Digital Investor instead.
    const trusted = await openSignedIn(browser, 'trusted', DESKTOP);
    await trusted.page.getByRole('button', { name: copyManifest.layout.more }).click();
    await trusted.page.getByRole('button', { name: moreLabel('digital-investor') }).waitFor();
    await expect.poll(() => trusted.page.getByRole('link', { name: moreLabel('investment-center') }).count()).toBe(0);
    expect(trusted.problems).toEqual([]);
    await trusted.context.close();
  });
});
