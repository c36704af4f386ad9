/**
 * The member-service tools end to end, at 1280 and 375 px, axe clean and without sideways scrolling:
 * msr signs in, opens `member` (a fetch from the page, independent of the search screen), the MRC portal shows the
 * member with the sign-in unlock, and manage beneficiaries edits the payable-on-death savings' list: a list over 100%
 * is refused next to the totals, then one that adds up is saved. On a server of its own: it changes beneficiaries.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { CurrentUser } from '../../engine/core/generated/api.gen';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signIn, signInByApi, watchConsole, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const { portal, beneficiaries: copy, paths } = staffManifest.memberService;
const MRC_PORTAL = '/more-menu/mrc-portal';
const PASSWORD = 'Demo-pass-2026';

async function checkScreen(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

/** Opens `memberId` from the page, as the member search would. */
async function openVisit(page: Page, memberId: string, reason: string): Promise<void> {
  const status = await page.evaluate(
    async ({ memberId: id, reason: why }) =>
      (await fetch('/api/service-desk/client-api/v1/visits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memberId: id, reason: why }) })).status,
    { memberId, reason },
  );
  expect(status).toBe(201);
}

const rowsOf = (account: Locator): Locator => account.getByRole('group', { name: /^Beneficiary \d+$/ });

describe('member service: the MRC portal and manage beneficiaries', () => {
  let server: RunningServer;
  let browser: Browser;
  let member: CurrentUser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const memberContext = await newContext(browser, DESKTOP, { baseURL: server.baseUrl });
    const login = await signInByApi(memberContext, server.baseUrl, 'member', PASSWORD);
    expect(login.status()).toBe(200);
    member = (await (await memberContext.request.get('/api/user-manager/client-api/v2/users/me')).json()) as CurrentUser;
    await memberContext.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const runs: readonly { name: string; viewport: Viewport; heir: string }[] = [
    { name: 'desktop (1280 px)', viewport: DESKTOP, heir: 'Casey Morgan' },
    { name: 'phone (375 px)', viewport: PHONE, heir: 'Avery Morgan' },
  ];

  it.each(runs)('$name', async ({ name, viewport, heir }) => {
    const context = await newContext(browser, viewport, { baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/login');
      await signIn(page, 'msr');
      await page.waitForURL((url) => url.pathname.startsWith('/servicedesk'));
      await openVisit(page, member.id, `Member called about beneficiaries (${name})`);

      // The MRC portal: the member served, masked contacts, the unlocks and the links.
      await page.goto(MRC_PORTAL);
      await page.getByRole('heading', { level: 1, name: portal.heading }).waitFor();
      await page.getByRole('heading', { level: 2, name: `${portal.memberHeading}: ${member.fullName}` }).waitFor();
      await page.getByText(member.externalId, { exact: true }).waitFor();
      await page.getByText(portal.signInOpen).waitFor();
      await checkScreen(page);
      await page.getByRole('button', { name: portal.unlockSignIn }).click();
      await page.getByText(resolveTemplate(staffManifest.actionReason.tooShort, { min: String(staffManifest.visit.reasonMinLength) })).waitFor();
      await expect.poll(() => page.getByLabel(portal.unlockReasonLabel).evaluate((node) => node === document.activeElement)).toBe(true);
      await page.getByLabel(portal.unlockReasonLabel).fill('Member asked us to check their sign-in');
      await page.getByRole('button', { name: portal.unlockSignIn }).click();
      await page.getByRole('status').filter({ hasText: portal.nothingToUnlock }).waitFor();
      await checkScreen(page);

      // Manage beneficiaries, from the portal's link: the payable-on-death savings' list.
      await page.getByRole('link', { name: portal.beneficiariesLink }).click();
      await page.waitForURL((url) => url.pathname === paths.beneficiaries);
      await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
      const pod = page.getByRole('region', { name: new RegExp(`^${copy.kinds.POD}: `) });
      await rowsOf(pod).first().waitFor();
      await page.getByRole('region', { name: new RegExp(`^${copy.kinds.IRA}: `) }).waitFor();
      await checkScreen(page);

      // Down to one primary, at 100%, then a new primary at 50%: over 100, refused beside the totals.
      while ((await rowsOf(pod).count()) > 1) await rowsOf(pod).last().getByRole('button', { name: copy.remove }).click();
      await rowsOf(pod).first().getByLabel(copy.shareLabel).fill('100');
      await pod.getByRole('button', { name: copy.add }).click();
      const added = rowsOf(pod).nth(1);
      await expect.poll(() => added.getByLabel(copy.nameLabel).evaluate((node) => node === document.activeElement)).toBe(true);
      await added.getByLabel(copy.nameLabel).fill(heir);
      await added.getByLabel(copy.relationshipLabel).selectOption('Child');
      await added.getByLabel(copy.designationLabel).selectOption('PRIMARY');
      await added.getByLabel(copy.shareLabel).fill('50');
      await pod.getByText(resolveTemplate(copy.totals, { primary: '150', contingent: '0' })).waitFor();
      await pod.getByLabel(copy.reasonLabel).fill('Member added a beneficiary by phone');
      await pod.getByRole('button', { name: copy.save }).click();
      await pod.getByText(copy.errors.primaryTotal).waitFor();
      await checkScreen(page);

      // 50 and 50 adds up: saved, and the saved list is what the page now shows.
      await rowsOf(pod).first().getByLabel(copy.shareLabel).fill('50');
      const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/beneficiaries'));
      await pod.getByRole('button', { name: copy.save }).click();
      expect((await saved).status()).toBe(200);
      await pod.getByText(copy.saved).waitFor();
      await expect.poll(() => rowsOf(pod).count()).toBe(2);
      await expect.poll(() => rowsOf(pod).nth(1).getByLabel(copy.nameLabel).inputValue()).toBe(heir);
      await checkScreen(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
