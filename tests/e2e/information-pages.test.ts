import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { pathOf } from '../../engine/core/route-ref';
import { appManifest, menusManifest, routesManifest } from '../../src/manifests';
import { staticPagesManifest } from '../../src/manifests/static-pages-manifest';
import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalScroll, launchBrowser, openSignedIn } from './support/browser';

// Reads only: the shared server, no state written.
const pages = staticPagesManifest.pages;
const titleOf = (to: string): string => pages[to.replace('/static/', '')]!.title;
const linksOf = (menu: 'footer' | 'smallScreenFooter') =>
  menusManifest.menus[menu].items.flatMap((item) => (item.route === undefined ? [] : [{ label: item.label, to: pathOf(routesManifest, item.route, item.params) }]));

describe('information pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens each policy page from the footer at 1280 px, each with its text and no axe violations', async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', DESKTOP);
    // Start from a page without the summary's sign-in prompts, which make the rest of the page inert.
    await page.goto('/more-menu');
    await page.getByRole('heading', { level: 1, name: informationPagesManifest.moreMenu.heading }).waitFor();
    const footer = page.getByRole('navigation', { name: menusManifest.menus.footer.label });
    for (const link of linksOf('footer')) {
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.to);
      await page.getByRole('heading', { level: 1, name: titleOf(link.to) }).waitFor();
      await expectNoAxeViolations(page);
    }
    await page.getByText(appManifest.routingNumber).first().waitFor();
    await page.goto('/static/no-such-page');
    await page.getByRole('heading', { level: 1, name: staticPagesManifest.copy.notFoundTitle }).waitFor();
    await page.getByRole('link', { name: pages.about!.title }).first().click();
    await page.waitForURL((url) => url.pathname === '/static/about');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens the small-screen footer's routing number, locations, contact and help at 375 px", async () => {
    const { context, page, problems } = await openSignedIn(browser, 'member', PHONE);
    await page.goto('/more-menu');
    await page.getByRole('heading', { level: 1, name: informationPagesManifest.moreMenu.heading }).waitFor();
    const bar = page.getByRole('navigation', { name: menusManifest.menus.smallScreenFooter.label });
    for (const link of linksOf('smallScreenFooter')) {
      await bar.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.to);
      await page.getByRole('heading', { level: 1, name: titleOf(link.to) }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    }
    // Locations lists the branches from config with their hours.
    await page.goto('/static/locations');
    for (const branch of staticPagesManifest.branches) await page.getByRole('heading', { level: 3, name: branch.name }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists the More menu as a grouped page and the document room with filters, accessibly at both widths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, problems } = await openSignedIn(browser, 'member', viewport);
      await page.goto('/more-menu');
      await page.getByRole('heading', { level: 1, name: informationPagesManifest.moreMenu.heading }).waitFor();
      await page.getByRole('link', { name: 'Electronic Document Room' }).waitFor();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.getByRole('link', { name: 'Electronic Document Room' }).click();
      await page.waitForURL((url) => url.pathname === '/more-menu/EDR');
      const copy = informationPagesManifest.documentRoom;
      await page.getByRole('heading', { level: 1, name: copy.heading }).waitFor();
      await page.getByLabel(copy.typeLabel).waitFor();
      await page.getByLabel(copy.typeLabel).selectOption('statement');
      await page.waitForURL((url) => url.searchParams.get('type') === 'statement');
      expect(await page.getByRole('link', { name: new RegExp(`^${copy.download}, ${copy.types.statement}`) }).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
