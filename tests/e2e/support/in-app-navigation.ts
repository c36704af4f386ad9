/**
 * Moving one signed-in page between the app's routes the way a member's clicks do: by the app's own router, without
 * loading the app again. A full load costs a browser test about a second of a loaded machine's CPU (parsing and
 * running the app's scripts, fetching its first data); a move in the app costs what the new page itself needs.
 */
import type { Page } from 'playwright-core';

const STOP = '/under-construction';
const COMING_SOON = '.under-construction';
/** Set on the window by the first full load: gone once a page leaves the app (a partner hand-off), so that loads again. */
const MARKER = '__inAppNavigation';

/**
 * Opens `path` (with its query) and waits until it settled: no route or data loading left, and a heading or a modal
 * that is the new page's. The first call, and any after the page left the app, loads it in full.
 *
 * The move goes through the Coming Soon page first: a route that leads to the page already shown (a redirect to it,
 * its own section) would change nothing, so nothing would tell that the router is done; from Coming Soon, any other
 * page is a change. Staff are sent elsewhere from it, which ends the stop too. A wait that runs out is not an error
 * here: a caller that opened a Coming Soon page, or two pages in a row with the same heading, looks at what is there.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const inApp = await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker] === true, MARKER).catch(() => false);
  if (!inApp) {
    await page.goto(path);
    await page.evaluate((marker) => ((window as unknown as Record<string, unknown>)[marker] = true), MARKER);
  } else {
    await page.evaluate((stop) => {
      window.history.pushState(null, '', stop);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, STOP);
    await page
      .waitForFunction(({ stop, comingSoon }) => window.location.pathname !== stop || document.querySelector(comingSoon) !== null, { stop: STOP, comingSoon: COMING_SOON }, { timeout: 5_000 })
      .catch(() => undefined);
    await page.evaluate((target) => {
      for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-in-app-seen', heading.textContent ?? '');
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await page
    .waitForFunction(
      (comingSoon) => {
        if (document.querySelector('.route-loading, [aria-busy="true"]')) return false;
        if (document.querySelector(comingSoon)) return false;
        if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
        const heading = document.querySelector('main h1');
        // A heading from before the move is the old page's, unless the router kept the element and changed its text.
        return heading !== null && (!heading.hasAttribute('data-in-app-seen') || heading.getAttribute('data-in-app-seen') !== heading.textContent);
      },
      COMING_SOON,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
