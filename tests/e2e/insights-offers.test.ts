/**
 * Insights and offers end to end: the accounts summary's offers carousel advances every slideIntervalMs,
 * pauses on hover and with focus inside, and never advances for members who prefer reduced motion; /insights-offers
 * lists every insight and offer, and "No thanks" removes one for good; axe clean at 1280 and 375 px. On a server of
 * its own: dispositions are writes.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { appManifest } from '../../src/manifests';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const copy = insightsManifest.copy;
const INTERVAL = appManifest.offers.slideIntervalMs;
const SUMMARY = '/accounts/list/summary';

const carousel = (page: Page): Locator => page.getByRole('region', { name: copy.carouselLabel });
/** The aria-label ("2 of 4") of the slide shown. */
const shownSlide = (page: Page): Promise<string | null> => carousel(page).locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('aria-label');
const liveMode = (page: Page): Promise<string | null> => carousel(page).locator('[aria-live]').getAttribute('aria-live');

/** Proves the carousel stays on its slide: one and a half intervals pass (a wait for something that must not happen). */
async function expectStaysOn(page: Page, slide: string | null): Promise<void> {
  await page.waitForTimeout(INTERVAL * 1.5);
  expect(await shownSlide(page)).toBe(slide);
}

describe('insights and offers', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('advances the carousel every slide interval, and pauses on hover and with focus inside', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto(SUMMARY);
    await carousel(page).waitFor();
    expect(await carousel(page).getAttribute('aria-roledescription')).toBe('carousel');
    expect(await liveMode(page)).toBe('off');
    const first = await shownSlide(page);
    expect(first).toMatch(/^1 of \d+$/);
    await expect.poll(() => shownSlide(page), { timeout: INTERVAL * 3 }).toBe(first!.replace(/^1 /, '2 '));
    await expectNoAxeViolations(page);

    await carousel(page).hover();
    await expect.poll(() => liveMode(page)).toBe('polite');
    await expectStaysOn(page, await shownSlide(page));
    await page.mouse.move(0, 0);
    await expect.poll(() => liveMode(page)).toBe('off');

    await carousel(page).getByRole('button', { name: copy.next }).focus();
    await expect.poll(() => liveMode(page)).toBe('polite');
    await expectStaysOn(page, await shownSlide(page));
    await carousel(page).getByRole('button', { name: copy.pause }).click();
    await page.getByRole('heading', { level: 1 }).first().click();
    await expectStaysOn(page, await shownSlide(page));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never advances for a member who prefers reduced motion, and is axe clean at 375 px', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE, { baseURL: server.baseUrl, reducedMotion: 'reduce' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SUMMARY);
    await carousel(page).waitFor();
    await carousel(page).getByRole('button', { name: copy.play }).waitFor();
    expect(await liveMode(page)).toBe('polite');
    await expectStaysOn(page, '1 of ' + (await carousel(page).locator('[aria-roledescription="slide"]').count()));
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    it(`lists every insight and offer at /insights-offers (${name} px)`, async () => {
      const { context, page, problems } = await openSignedIn(browser, 'member', viewport, { baseURL: server.baseUrl });
      await page.goto('/insights-offers');
      await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
      const insights = page.getByRole('region', { name: copy.insightsHeading });
      const offers = page.getByRole('region', { name: copy.offersHeading });
      await insights.getByRole('heading', { level: 3, name: 'Your savings could earn more' }).waitFor();
      await offers.getByRole('heading', { level: 3, name: '12-month share certificate' }).waitFor();
      // Every placement is listed here, not only the accounts summary's.
      await insights.getByRole('heading', { level: 3, name: 'Your subscriptions add up' }).waitFor();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('"No thanks" removes an offer, and it stays away after a reload', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP, { baseURL: server.baseUrl });
    await page.goto('/insights-offers');
    const offers = page.getByRole('region', { name: copy.offersHeading });
    const gap = offers.getByRole('heading', { level: 3, name: 'GAP protection for your auto loan' });
    await gap.waitFor();
    await offers.getByRole('button', { name: 'No thanks, do not show GAP protection for your auto loan again' }).click();
    await gap.waitFor({ state: 'detached' });
    await page.reload();
    await offers.getByRole('heading', { level: 3, name: '12-month share certificate' }).waitFor();
    expect(await gap.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
