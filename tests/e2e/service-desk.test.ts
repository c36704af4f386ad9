/**
 * The service desk end to end: `msr` signs in and lands on the member search, finds `member` by last name,
 * opens them with a reason, sees the staff banner over the member's accounts summary, is asked why before freezing
 * a card (the reason inside the freeze confirmation), ends the session and is back on the search; axe clean at
 * 1280 and 375 px. On a server of its own: it opens visits and freezes a card, which other browser tests would see.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { modalsManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, newContext, signIn, watchConsole, type Viewport } from './support/browser';
import { ownServerAndBrowser } from './support/own-server';

const desk = staffManifest.desk;
const visit = staffManifest.visit;
const SEARCH_PATH = '/servicedesk/search';
const SUMMARY_PATH = '/accounts/list/summary';
const MEMBER = 'Alex Morgan';
const banner = (page: Page) =>
  page.getByRole('region', { name: resolveTemplate(visit.bannerTemplate, { member: MEMBER, memberNumber: 'M100001', staff: 'Priya Shah' }) });

async function signInAsStaff(browser: Browser, viewport: Viewport, baseURL: string) {
  const context = await newContext(browser, viewport, { baseURL });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('/login');
  await signIn(page, 'msr');
  await page.waitForURL((url) => url.pathname === SEARCH_PATH);
  await page.getByRole('heading', { level: 1, name: desk.heading }).waitFor();
  return { context, page, problems };
}

/** Search by last name and open Alex Morgan with a reason: the summary opens under the staff banner. */
async function findAndOpen(page: Page, reason: string): Promise<void> {
  await page.getByRole('searchbox', { name: desk.searchLabel }).fill('morgan');
  await page.getByRole('button', { name: desk.searchButton }).click();
  const open = page.getByRole('button', { name: resolveTemplate(desk.openLabel, { member: MEMBER }) });
  await open.waitFor();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await open.click();
  const dialog = page.getByRole('dialog', { name: resolveTemplate(desk.openTitle, { member: MEMBER }) });
  await dialog.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  await expectNoAxeViolations(page);
  // Escape closes it and nothing opens; too short a reason is refused in the dialog.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await open.click();
  await dialog.getByLabel(visit.reasonLabel).fill('x');
  await dialog.getByRole('button', { name: desk.openSubmit }).click();
  await dialog.getByRole('alert').filter({ hasText: resolveTemplate(desk.reasonTooShort, { min: visit.reasonMinLength }) }).waitFor();
  await dialog.getByLabel(visit.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: desk.openSubmit }).click();
  await page.waitForURL((url) => url.pathname === SUMMARY_PATH);
  await banner(page).waitFor();
  await banner(page).getByText(reason).waitFor();
  await page.getByText('Everyday Checking').first().waitFor();
  // Loading the member's pages is no action: no reason is asked for (the summary's own calls have had time to run).
  await page.waitForTimeout(2_000);
  expect(await page.getByRole('dialog', { name: staffManifest.actionReason.title }).count()).toBe(0);
}

/** End session from the banner: back on the search, banner gone. */
async function endSession(page: Page): Promise<void> {
  await banner(page).getByRole('button', { name: visit.endSession }).click();
  await page.waitForURL((url) => url.pathname === SEARCH_PATH);
  await page.getByRole('heading', { level: 1, name: desk.heading }).waitFor();
  await expect.poll(() => banner(page).count()).toBe(0);
}

describe('the service desk', () => {
  const own = ownServerAndBrowser();

  it('finds a member by last name, opens them with a reason, acts with a reason, and ends the session (1280 px)', async () => {
    const { context, page, problems } = await signInAsStaff(own.browser, DESKTOP, own.server.baseUrl);
    await expectNoAxeViolations(page);
    // With no member open, every other page sends staff back to the search.
    await page.goto('/cards/list');
    await page.waitForURL((url) => url.pathname === SEARCH_PATH);

    await findAndOpen(page, 'Member called about a card');
    await expectNoAxeViolations(page);

    // An action for the member asks why in its own confirmation, then goes through.
    await page.goto('/cards/list');
    await banner(page).waitFor();
    const freeze = page.getByRole('button', { name: new RegExp(`^${cardsManifest.copy.cards.actions.freeze}:`) }).first();
    // The freeze button's accessible name ends with the card's title, which the confirmation next to the card names.
    const frozenCard = ((await freeze.getAttribute('aria-label')) ?? '').replace(new RegExp(`^${cardsManifest.copy.cards.actions.freeze}: `), '');
    await freeze.click();
    const freezeCard = modalsManifest.modals.freezeCard!;
    const freezeDialog = page.getByRole('dialog', { name: freezeCard.title! });
    await freezeDialog.waitFor();
    await expectNoAxeViolations(page);
    await freezeDialog.getByLabel(staffManifest.actionReason.label).fill('Member reported the card lost');
    await freezeDialog.getByRole('button', { name: freezeCard.buttons.find((button) => button.id === 'freeze-card')!.label }).click();
    await page.getByRole('status').filter({ hasText: resolveTemplate(cardsManifest.copy.cards.cardFrozen, { card: frozenCard }) }).waitFor();

    // The search names the open visit, to continue or end it.
    await page.goto(SEARCH_PATH);
    await page.getByRole('heading', { level: 2, name: resolveTemplate(desk.visitHeading, { member: MEMBER }) }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: resolveTemplate(desk.continueVisit, { member: MEMBER }) }).click();
    await page.waitForURL((url) => url.pathname === SUMMARY_PATH);

    await endSession(page);
    await page.goto(SUMMARY_PATH);
    await page.waitForURL((url) => url.pathname === SEARCH_PATH);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('works at 375 px: search, open, banner, end session, no sideways scrolling', async () => {
    const { context, page, problems } = await signInAsStaff(own.browser, PHONE, own.server.baseUrl);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await findAndOpen(page, 'Member asked about a payment');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await endSession(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
