/**
 * Savings goals at 1280 and 375 px: `member` adds a goal on /accounts/savings-goals (a target the form refuses first,
 * its problem announced in an alert that takes focus), sees it with its progress, finds its progress bar by name on the
 * savings account's page, edits it, and deletes it through a dialog that opens on the choice that keeps it. Each step
 * is axe clean. On a server of its own, seeded at the pinned test clock: goals change what other browser tests read,
 * and a goal's target day must be a business day after the server's today.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, resolveTemplate } from '../../engine/core';
import { modalsManifest } from '../../src/manifests';
import { savingsGoalsManifest } from '../../src/manifests/savings-goals-manifest';
import { formatDay } from '../../screens/shared/format-day';
import { testClockStart } from '../support/test-clock';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn, type Viewport } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = savingsGoalsManifest.copy;
const GOALS = '/api/savings-goals/client-api/v1/goals';
const confirmDelete = modalsManifest.modals.confirmDeleteSavingsGoal;
// Wednesdays a few months after the pinned clock's day (Wednesday 2026-03-18): business days after its today.
const TARGET_DAY = '2026-06-17';
const EDITED_DAY = '2026-09-16';

/** The goal's id and account, as the goals list answers them. */
async function goalNamed(page: Page, name: string): Promise<{ id: string; accountId: string }> {
  const answer = await page.request.get(GOALS);
  expect(answer.status()).toBe(200);
  const { goals } = (await answer.json()) as { goals: { id: string; accountId: string; name: string }[] };
  const goal = goals.find((candidate) => candidate.name === name);
  if (goal === undefined) throw new Error(`No goal named ${name}`);
  return goal;
}

const isFocused = (page: Page, selector: string): Promise<boolean> => page.locator(selector).first().evaluate((node) => node === document.activeElement);

describe('savings goals', () => {
  let server: RunningServer;
  let browser: Browser;
  // Seeded afresh at the pinned instant (not copied from the run's seed, which follows the real clock).
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { DEMO_CLOCK_START: testClockStart().toISOString(), DEMO_SEED: '1' } })]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [width, viewport] of [['1280 px', DESKTOP], ['375 px', PHONE]] as [string, Viewport][]) {
    it(`adds, shows, edits and deletes a goal at ${width}`, async () => {
      const { context, page, problems } = await openSignedIn(browser, 'member', viewport, { baseURL: server.baseUrl });
      const name = `Kitchen at ${width}`;
      const renamed = `New kitchen at ${width}`;
      const checkLayout = async () => {
        await expectNoAxeViolations(page);
        if (viewport === PHONE) await expectNoHorizontalScroll(page);
      };

      await page.goto('/accounts/savings-goals');
      await page.getByRole('heading', { level: 1, name: copy.listHeading }).waitFor();
      await page.getByRole('button', { name: copy.add }).click();
      const form = page.getByRole('form', { name: copy.addHeading });
      await form.waitFor();
      await checkLayout();

      // A target the browser cannot read: refused before anything is sent, the problem in an alert that takes focus.
      await form.getByLabel(copy.nameLabel).fill(name);
      await form.getByLabel(copy.targetLabel).fill('a lot');
      await form.getByLabel(copy.dateLabel).fill(TARGET_DAY);
      await form.getByRole('button', { name: copy.save }).click();
      const summary = form.getByRole('alert');
      const targetProblem = resolveTemplate(copy.targetInvalid, { max: formatCents(savingsGoalsManifest.limits.maxTargetCents) });
      await summary.getByText(targetProblem).waitFor();
      await expect.poll(() => isFocused(page, '.form-error-summary')).toBe(true);
      expect(await form.getByLabel(copy.targetLabel).getAttribute('aria-invalid')).toBe('true');
      await checkLayout();

      // Its link leads to the field; a readable target saves the goal.
      await summary.getByRole('link', { name: targetProblem }).click();
      await expect.poll(() => form.getByLabel(copy.targetLabel).evaluate((node) => node === document.activeElement)).toBe(true);
      await form.getByLabel(copy.targetLabel).fill('2500.00');
      await form.getByRole('button', { name: copy.save }).click();
      await page.getByRole('status').getByText(resolveTemplate(copy.saved, { name })).waitFor();
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
      await item.getByText(resolveTemplate(copy.targetBy, { target: '$2,500.00', date: formatDay(TARGET_DAY) })).waitFor();
      const bar = item.getByRole('progressbar', { name: resolveTemplate(copy.progressLabel, { name }) });
      await bar.waitFor();
      const progress = await bar.getAttribute('aria-valuetext');
      expect(progress).toMatch(/ of \$2,500\.00 \(\d+%\)$/);
      await checkLayout();

      // The savings account's page shows the goal's progress bar, named for the goal.
      const goal = await goalNamed(page, name);
      await page.goto(`/accounts/details?id=${goal.accountId}`);
      const section = page.getByRole('region', { name: copy.sectionHeading });
      const sectionBar = section.getByRole('progressbar', { name: resolveTemplate(copy.progressLabel, { name }) });
      await sectionBar.waitFor();
      expect(await sectionBar.getAttribute('aria-valuetext')).toBe(progress);
      await section.getByRole('heading', { level: 3, name }).waitFor();
      await checkLayout();

      // Edited: a new name, target and day.
      await section.getByRole('link', { name: copy.viewAll }).click();
      await page.getByRole('heading', { level: 1, name: copy.listHeading }).waitFor();
      await page.getByRole('button', { name: resolveTemplate(copy.editLabel, { name }) }).click();
      const editForm = page.getByRole('form', { name: resolveTemplate(copy.editHeading, { name }) });
      await editForm.getByLabel(copy.nameLabel).fill(renamed);
      await editForm.getByLabel(copy.targetLabel).fill('3000');
      await editForm.getByLabel(copy.dateLabel).fill(EDITED_DAY);
      await editForm.getByRole('button', { name: copy.save }).click();
      await page.getByRole('status').getByText(resolveTemplate(copy.saved, { name: renamed })).waitFor();
      const editedItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: renamed }) });
      await editedItem.getByText(resolveTemplate(copy.targetBy, { target: '$3,000.00', date: formatDay(EDITED_DAY) })).waitFor();
      expect(await editedItem.getByRole('progressbar', { name: resolveTemplate(copy.progressLabel, { name: renamed }) }).getAttribute('aria-valuetext')).toMatch(/ of \$3,000\.00 \(\d+%\)$/);
      expect(await page.getByRole('heading', { level: 2, name, exact: true }).count()).toBe(0);

      // Deleting asks first, with focus on the choice that keeps the goal; keeping it changes nothing.
      const remove = page.getByRole('button', { name: resolveTemplate(copy.removeLabel, { name: renamed }) });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: confirmDelete?.title ?? '' });
      await dialog.waitFor();
      const keep = confirmDelete?.buttons.find((button) => button.action === 'close')?.label ?? '';
      const erase = confirmDelete?.buttons.find((button) => button.action === 'confirm')?.label ?? '';
      await expect.poll(() => dialog.getByRole('button', { name: keep }).evaluate((node) => node === document.activeElement)).toBe(true);
      await checkLayout();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => remove.evaluate((node) => node === document.activeElement)).toBe(true);
      await editedItem.waitFor();

      await remove.click();
      await dialog.getByRole('button', { name: erase }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText(resolveTemplate(copy.removed, { name: renamed })).waitFor();
      await expect.poll(() => editedItem.count()).toBe(0);
      const left = (await (await page.request.get(GOALS)).json()) as { goals: { name: string }[] };
      expect(left.goals.map((entry) => entry.name)).not.toContain(renamed);
      await checkLayout();
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
