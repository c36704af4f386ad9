/**
 * Keyboard focus across the shell (WCAG 2.2 AA): a new page puts focus on its heading, a closed modal gives focus
 * back to the control that opened it, Tab out of the More menu closes it, and on a phone the bottom bar never hides
 * the focused control (2.4.11).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyManifest, menusManifest, modalsManifest } from '../../src/manifests';
import { DESKTOP, PHONE, launchBrowser, openSignedIn } from './support/browser';

const zelle = copyManifest.screens.zelle;
const partnershipError = modalsManifest.modals.partnershipError!;

/** What has focus: its tag, whether it is main's h1, and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return { tag: active?.tagName ?? '', isMainHeading: active !== null && active === document.querySelector('main h1'), text: active?.textContent?.trim() ?? '' };
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('focus after a change of page', () => {
  it('moves to the new page heading when a navigation link is followed with the keyboard', async () => {
    const { context, page } = await openSignedIn(browser, 'member', DESKTOP);
    // Signing in is itself a change of page: the accounts heading has focus.
    await expect.poll(() => focused(page).then((f) => f.isMainHeading)).toBe(true);

    const statements = menusManifest.menus.mainNav.items.find((item) => item.route === 'statements')!;
    const link = page.getByRole('navigation', { name: menusManifest.menus.mainNav.label }).getByRole('link', { name: statements.label, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/statements');
    await expect.poll(() => focused(page).then((f) => f.isMainHeading)).toBe(true);
    const heading = await focused(page);
    expect(heading.text).toBe(await page.locator('main h1').textContent());
    // The heading is focusable by script only: Tab never stops on it.
    await expect.poll(() => page.locator('main h1').getAttribute('tabindex')).toBe('-1');
    await context.close();
  });
});

describe('focus after a modal closes', () => {
  it('returns to the button that opened the modal', async () => {
    const { context, page } = await openSignedIn(browser, 'member', DESKTOP);
    await page.route('**/api/partnership/zelle', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }));
    await page.goto('/move-money/zelle-eligibility');
    const opener = page.getByRole('button', { name: zelle.continue });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: partnershipError.title });
    await dialog.waitFor();
    const cancel = partnershipError.buttons.find((button) => button.action === 'close')!;
    await dialog.getByRole('button', { name: cancel.label }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe('the More menu', () => {
  it('closes when Tab moves focus out of it', async () => {
    const { context, page } = await openSignedIn(browser, 'member', DESKTOP);
    const nav = page.getByRole('navigation', { name: menusManifest.menus.mainNav.label });
    const toggle = nav.getByRole('button', { name: copyManifest.layout.more });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const inside = () => panel.evaluate((element) => element.contains(document.activeElement));
    // Tab through the items: the menu stays open while focus is inside it…
    let visited = 0;
    for (;;) {
      await page.keyboard.press('Tab');
      if (!(await inside())) break;
      visited += 1;
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(visited).toBeLessThan(40);
    }
    expect(visited).toBeGreaterThan(1);
    // …and closed once Tab left it.
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => panel.isHidden()).toBe(true);
    await context.close();
  });
});

describe('focus not obscured by the bottom bar at 375 px', () => {
  it('keeps every control Tab reaches above the bar, down to the last footer link', async () => {
    const { context, page } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/cashiers-check-request');
    await page.locator('main h1').waitFor();
    await page.locator('main input, main select').first().waitFor();
    const bar = page.getByRole('navigation', { name: menusManifest.menus.smallScreenFooter.label });
    const barTop = (await bar.boundingBox())!.y;
    expect(barTop).toBeLessThan(PHONE.height);

    const checked: string[] = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const position = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (active === null || active === document.body) return null;
        const rect = active.getBoundingClientRect();
        return { inBar: active.closest('.small-footer') !== null, top: rect.top, bottom: rect.bottom, label: `${active.tagName} ${active.id || active.textContent?.trim().slice(0, 30)}` };
      });
      if (position === null || position.inBar) break;
      checked.push(position.label);
      // Within a pixel: the page scrolls by whole pixels while the bar's top may fall between two.
      expect(position.bottom, position.label).toBeLessThanOrEqual(barTop + 1);
      expect(position.top, position.label).toBeGreaterThanOrEqual(0);
    }
    // The walk went through the form and the page footer, well below the first screenful.
    expect(checked.some((label) => label.startsWith('INPUT') || label.startsWith('SELECT'))).toBe(true);
    expect(checked.length).toBeGreaterThan(10);
    await context.close();
  });

  it('still scrolls with the keyboard when nothing has focus (the page scrolls in its own region)', async () => {
    const { context, page } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/move-money/cashiers-check-request');
    await page.locator('main h1').waitFor();
    await page.locator('main input, main select').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const scrolled = () => page.evaluate(() => Math.max(window.scrollY, ...[...document.querySelectorAll('[data-scroll-root]')].map((element) => element.scrollTop)));
    expect(await scrolled()).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(scrolled).toBeGreaterThan(100);
    await context.close();
  });

  it('ends the page above the bar: the last footer line is not covered once scrolled to the end', async () => {
    const { context, page } = await openSignedIn(browser, 'member', PHONE);
    await page.locator('main h1').waitFor();
    const note = page.locator('.site-footer__note');
    await note.waitFor();
    const barTop = (await page.getByRole('navigation', { name: menusManifest.menus.smallScreenFooter.label }).boundingBox())!.y;
    // Scrolled as far as the page goes (End), the last line sits wholly above the bar. The summary may still be growing
    // as its balances arrive, so scroll to the end again until the footer's last line is where it stays.
    const lastLineBottom = async () => {
      await page.evaluate(() => {
        for (const region of [document.scrollingElement, ...document.querySelectorAll('[data-scroll-root]')]) if (region) region.scrollTop = region.scrollHeight;
      });
      const box = (await note.boundingBox())!;
      return box.y + box.height;
    };
    await expect.poll(lastLineBottom).toBeLessThanOrEqual(barTop);
    await context.close();
  });
});
