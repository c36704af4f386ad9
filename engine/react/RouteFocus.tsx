import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to draw its heading (its data loading) before focus is left where it is. */
export const HEADING_WAIT_MS = 5_000;

/** The page's heading: the h1 inside main, or the first h1 of a page without main. */
function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/**
 * Watches one page change: focuses the new page's heading once it is drawn (tabIndex -1 makes it focusable, and a
 * screen reader announces the focused heading, so the new page is both reached and announced). A screen that swaps
 * its loading heading for the loaded one keeps focus on the heading. It stops when focus goes elsewhere on purpose
 * (a dialog, an autofocused field, the member's own Tab), when the page sits behind a modal (inert), or after
 * `waitMs`. `focusedBefore` is what had focus before the new page was drawn. Returns the function that stops it.
 */
export function focusHeadingWhenDrawn(doc: Document, waitMs = HEADING_WAIT_MS, focusedBefore: Element | null = doc.activeElement): () => void {
  // What had focus on the page left (the link that was activated) may stay on screen (the navigation bar): focus
  // still there is nobody's choice on the new page.
  let leftBehind: Element | null = focusedBefore;
  let ours: HTMLElement | null = null;
  const untouched = (active: Element | null) => active === null || active === doc.body || (leftBehind !== null && active === leftBehind);

  const step = (): boolean => {
    const active = doc.activeElement;
    if (ours !== null && active === ours) return false;
    if (!untouched(active)) return true;
    const heading = pageHeading(doc);
    if (heading === null) return false;
    if (heading.closest('[inert]') !== null) return true;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    if (doc.activeElement !== heading) return false;
    ours = heading;
    leftBehind = null;
    return false;
  };

  let stopped = false;
  const observer = new MutationObserver(() => {
    if (step()) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop(): void {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
  }
  if (step()) stop();
  else observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After every change of page (path, not query or hash: a filter or the skip link must not move focus), focus goes
 * to the new page's heading, so keyboard and screen-reader users start on the new content, not on a link of the
 * page they left. The first page keeps the browser's own start.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const focusedBefore = useRef<Element | null>(null);
  // Read while rendering the new page, before it is committed: by the time effects run, the new screen may have
  // put focus somewhere itself (its form's heading), and that choice must win.
  if (shown.current !== pathname && typeof document !== 'undefined') focusedBefore.current = document.activeElement;
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    return focusHeadingWhenDrawn(document, HEADING_WAIT_MS, focusedBefore.current);
  }, [pathname]);
  return null;
}
