import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, openSignedIn, type SignedInPage, type Viewport } from './support/browser';
import { DESKTOP_SAMPLE, memberPages } from './support/member-pages';

/**
 * Web Vitals' "good" cumulative layout shift, the goal for every page at both widths: a page reserves the space of
 * what arrives after its first paint (skeletons of the final size, header menus of fixed size, no banner inserted
 * above content), so load on the machine moves when it paints, not where. Every value is printed against it.
 */
const CLS_GOAL = 0.1;
/** A page has settled when no shift has arrived for this long after it is ready. */
const QUIET_MS = 500;

interface Shift { value: number; time: number; sources: string[] }

declare global {
  interface Window { __layoutShifts?: Shift[]; __lastLayoutShift?: number }
}

/**
 * Registered before the page's own scripts (addInitScript), buffered so shifts from before the observer started count
 * too. Shifts within 500 ms of a click or key press are the member's own doing and do not count (hadRecentInput).
 */
function observeLayoutShifts(): void {
  interface LayoutShift extends PerformanceEntry { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
  const name = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = typeof node.className === 'string' && node.className !== '' ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${classes}`;
  };
  const rect = (box: DOMRectReadOnly): string => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
  window.__layoutShifts = [];
  window.__lastLayoutShift = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      window.__lastLayoutShift = performance.now();
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({ value: entry.value, time: entry.startTime, sources: (entry.sources ?? []).map((source) => `${name(source.node)} (${rect(source.previousRect)} → ${rect(source.currentRect)})`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The largest session window (web-vitals): shifts less than 1 s apart, a window at most 5 s long. */
function cumulativeLayoutShift(shifts: readonly Shift[]): { value: number; window: Shift[] } {
  let best: Shift[] = [];
  let bestValue = 0;
  let current: Shift[] = [];
  let currentValue = 0;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first !== undefined && last !== undefined && shift.time - last.time < 1000 && shift.time - first.time < 5000) {
      current.push(shift);
      currentValue += shift.value;
    } else {
      current = [shift];
      currentValue = shift.value;
    }
    if (currentValue > bestValue) {
      bestValue = currentValue;
      best = [...current];
    }
  }
  return { value: bestValue, window: best };
}

const pages = memberPages();

// At desktop width axe checks the sample of the desktop chrome and wide layouts; at 375 px, where target size
// (2.5.8), reflow and the bottom bar bite, every page. Each axe run costs about a second on a loaded 2-core machine.
const measured: { route: string; cls: number; detail: string }[] = [];

afterAll(() => {
  const sorted = [...measured].sort((a, b) => b.cls - a.cls);
  const line = ({ route, cls }: { route: string; cls: number }) => `  ${cls.toFixed(4)}  ${route}`;
  const withDetail = (entry: { route: string; cls: number; detail: string }) => `${line(entry)}\n${entry.detail.replace(/^/gm, '      ')}`;
  const over = sorted.filter(({ cls }) => cls >= CLS_GOAL);
  // Pages past half the goal, with their worst shifts: the first to look at when load on the machine tips one over.
  const near = sorted.filter(({ cls }) => cls >= CLS_GOAL / 2 && cls < CLS_GOAL);
  console.log(`Cumulative layout shift of each of ${measured.length} pages, worst first:\n${sorted.map(line).join('\n')}`);
  console.log(`Pages at or over the goal of ${CLS_GOAL}: ${over.length === 0 ? 'none' : `\n${over.map(withDetail).join('\n')}`}`);
  console.log(`Pages past half the goal: ${near.length === 0 ? 'none' : `\n${near.map(withDetail).join('\n')}`}`);
});

// Every member page at desktop width and at 375 px, each loaded from its address (a full page load, as a member's
// bookmark or reload): CLS counts from the first paint until the page is ready and then quiet; then axe checks the
// settled page against WCAG 2.2 AA with whatever it shows (a feature-unavailable modal included). Reading only: the
// pages are opened, never submitted. One browser, one signed-in context per width, one load serving both checks.
describe.each([
  ['desktop', DESKTOP, DESKTOP_SAMPLE],
  ['375 px', PHONE, pages],
] as [string, Viewport, readonly string[]][])('every member page at %s: cumulative layout shift under 0.1, axe clean', (width, viewport, axeWalk) => {
  let browser: Browser;
  let signedIn: SignedInPage;
  let detailsQuery = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    signedIn = await openSignedIn(browser, 'member', viewport);
    await signedIn.context.addInitScript(observeLayoutShifts);
    const href = await signedIn.page.locator('a[href*="/accounts/details?"]').first().getAttribute('href');
    detailsQuery = href?.slice(href.indexOf('?')) ?? '';
  });
  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
  });

  it('has pages to measure', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const path of DESKTOP_SAMPLE) expect(pages).toContain(path);
    expect(detailsQuery).toMatch(/^\?id=/);
  });

  /** One full load of the page, measured from its first paint until it is ready and quiet. */
  async function measure(path: string): Promise<{ value: number; detail: string }> {
    const { page } = signedIn;
    await page.goto(path === '/accounts/details' ? `${path}${detailsQuery}` : path);
    // Ready as the axe walk has it: a heading (or a modal) and no loading indicator left.
    await page.locator('main h1, [role="dialog"], [role="alertdialog"]').first().waitFor();
    await page.locator('.route-loading, [aria-busy="true"]').first().waitFor({ state: 'detached' });
    // Then quiet: fonts loaded and no shift for QUIET_MS.
    await page.waitForFunction((quiet) => document.fonts.status === 'loaded' && performance.now() - (window.__lastLayoutShift ?? 0) >= quiet, QUIET_MS, { polling: 100 });
    const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
    const { value, window: worst } = cumulativeLayoutShift(shifts);
    return { value, detail: worst.map((shift) => `${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms: ${shift.sources.join(', ')}`).join('\n') };
  }

  // A page over the goal is loaded once more and judged on the better load: when its data answers against its first
  // paint is the machine's doing, so one slow answer on a loaded machine is not a page that shifts. A page over the
  // goal on both loads fails, and both are printed.
  it.each(pages)('%s', async (path) => {
    const first = await measure(path);
    const again = first.value < CLS_GOAL ? undefined : await measure(path);
    const best = again !== undefined && again.value < first.value ? again : first;
    const detail = again === undefined ? first.detail : `first load ${first.value.toFixed(4)}:\n${first.detail}\nsecond load ${again.value.toFixed(4)}:\n${again.detail}`;
    measured.push({ route: `${path} (${width})`, cls: best.value, detail });
    expect(best.value, `CLS of ${path} at ${width}:\n${detail}`).toBeLessThan(CLS_GOAL);
    if (axeWalk.includes(path)) await expectNoAxeViolations(signedIn.page);
  });
});
