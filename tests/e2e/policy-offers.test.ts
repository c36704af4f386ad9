import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { isAllowed } from '../../engine/core/policy';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { alertsManifest, copyManifest, errorsManifest, policyManifest } from '../../src/manifests';
import { personas } from '../../src/server/seed/personas';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { personaPolicySubject } from '../support/persona-policy';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, newContext, signIn, watchConsole, type Viewport } from './support/browser';
import { keepScreenshot } from './support/screenshots';

/**
 * What restricted members, trusted users and a view-only staff member are offered, as config/policy.json decides for
 * them: no Open New Account, no credit offers, no contribution, no loan application, and the policy's own message
 * where a page exists only for what they may not do. Each expectation is derived from the policy for the persona's
 * subject, so a change of policy changes what is checked. E2E_SCREENSHOTS (a folder) keeps a screenshot of each
 * page checked, at both widths.
 */

const OPEN_NEW_ACCOUNT = copyManifest.screens['accounts-summary'].openNewAccount;
const CONTRIBUTE_HEADING = iraManifest.screen.contributeHeading;
const APPLY = lendingManifest.copy.landing.apply;
const OFFERS = insightsManifest.copy.carouselLabel;
const MEMBER_NAME = 'Alex Morgan';

const subjectOf = (username: string) => {
  const persona = personas.find((candidate) => candidate.username === username);
  if (!persona) throw new Error(`no persona ${username}`);
  return personaPolicySubject(persona);
};
const allows = (username: string, capability: string): boolean => isAllowed(policyManifest, subjectOf(username), { capability });
/** The message the policy gives a persona refused a capability (the condition's, or the actor's refusal). */
function refusalText(username: string, capability: string): string {
  const subject = subjectOf(username);
  const condition = subject.conditions.map((name) => policyManifest.conditions[name]).find((definition) => definition !== undefined && (definition.keepsOnly ? !definition.keepsOnly.includes(capability) : definition.removes?.includes(capability)));
  return errorsManifest.errors[(condition?.errorCode ?? policyManifest.refusal) as ErrorCode]?.message ?? '';
}

async function shoot(page: Page, name: string, viewport: Viewport): Promise<void> {
  await keepScreenshot(page, `policy-${name}-${viewport.width}`);
}

/** Closes an account alert's modal (level 7's "Limited Features" on most pages): the page behind it is what is checked. */
async function dismissAlert(page: Page): Promise<void> {
  await page.getByRole('main').waitFor({ state: 'attached' });
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) return;
  const button = dialog.getByRole('button', { name: /^(OK|Close)$/ });
  if ((await button.count()) > 0) {
    await button.first().click();
    await dialog.waitFor({ state: 'detached' });
  }
}

async function checked(page: Page, name: string, viewport: Viewport): Promise<void> {
  await page.getByRole('main').waitFor();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await shoot(page, name, viewport);
}

/** The pages whose actions the policy decides, with what each persona must not be offered. */
async function expectOffers(page: Page, username: string, viewport: Viewport): Promise<void> {
  await page.goto('/accounts/list/summary');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText('Everyday Checking').first().waitFor();
  expect(await page.getByRole('link', { name: OPEN_NEW_ACCOUNT }).count(), `${username}: + Open New Account`).toBe(allows(username, 'open-account') ? 1 : 0);
  expect(await page.getByRole('region', { name: OFFERS }).count(), `${username}: offers`).toBe(0);
  await checked(page, `${username}-summary`, viewport);

  await page.goto('/ira');
  await dismissAlert(page);
  await page.getByRole('heading', { level: 1, name: iraManifest.screen.heading }).waitFor();
  // The IRAs, or the note that there are none, once the page has loaded them.
  await page.getByText(iraManifest.screen.loading).waitFor({ state: 'detached' });
  // A caller who may move money is offered a contribution only if they have an IRA; one who may not, never.
  if (!allows(username, 'move-money')) expect(await page.getByRole('heading', { name: CONTRIBUTE_HEADING }).count(), `${username}: Contribute`).toBe(0);
  await checked(page, `${username}-ira`, viewport);

  await page.goto('/consumer-loans');
  await dismissAlert(page);
  await page.getByRole('heading', { level: 1, name: lendingManifest.copy.landing.heading }).waitFor();
  await page.getByRole('table').first().waitFor();
  expect(await page.getByRole('link', { name: APPLY }).count(), `${username}: loan application`).toBe(allows(username, 'borrow') ? 1 : 0);
  await checked(page, `${username}-loans`, viewport);

  if (!allows(username, 'open-account')) {
    await page.goto('/open-new-accounts');
    // A member whose alert puts its modal over this page (Restricted Action) closes it first: the page stays.
    await dismissAlert(page);
    await page.getByText(refusalText(username, 'open-account'), { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: /review/i }).count(), `${username}: an opening form`).toBe(0);
    await checked(page, `${username}-open-account`, viewport);
  }
}

describe('the browser offers only what the policy allows', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([DESKTOP, PHONE])('at %o', (viewport) => {
    it.each(['bankruptcy', 'level7', 'trusted', 'trusted-mover'])('%s is offered none of what the policy refuses', async (username) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/login');
      await signIn(page, username);
      await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
      // Level 7's modal leaves the summary alone; its banner says what is left.
      await expectOffers(page, username, viewport);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('fatal sees the sign-out modal and nothing of the accounts behind it', async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/login');
      await signIn(page, 'fatal');
      const modal = alertsManifest.types.fatal?.modal;
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: modal?.title ?? '' }).waitFor();
      expect(await dialog.locator('.modal__buttons button').allInnerTexts()).toEqual(['Sign Out']);
      expect(await page.getByRole('main').count()).toBe(0);
      expect(await page.getByText('Everyday Checking').count()).toBe(0);
      await expectNoAxeViolations(page);
      await shoot(page, 'fatal-summary', viewport);
      await context.close();
    });

    it('msr-viewer, serving member, is offered none of what a view-only staff role may not do', async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/login');
      await signIn(page, 'msr-viewer');
      await page.waitForURL((url) => url.pathname.startsWith('/servicedesk'));
      const desk = staffManifest.desk;
      await page.getByRole('searchbox', { name: desk.searchLabel }).fill('Morgan');
      await page.getByRole('button', { name: desk.searchButton, exact: true }).click();
      await page.getByRole('button', { name: resolveTemplate(desk.openLabel, { member: MEMBER_NAME }) }).click();
      await page.getByRole('dialog').getByLabel(staffManifest.visit.reasonLabel).fill('Member asked about their options');
      await page.getByRole('dialog').getByRole('button', { name: desk.openSubmit }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/accounts'));
      await expectOffers(page, 'msr-viewer', viewport);
      await page.goto('/pod');
      await dismissAlert(page);
      await page.getByText(refusalText('msr-viewer', 'designate-beneficiary'), { exact: true }).first().waitFor();
      await checked(page, 'msr-viewer-pod', viewport);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
