import { PAGE_CLOCK_ELEMENT_ID } from '../core/page-data';

/** The server's instant embedded in the page (ms), or undefined without one (the dev server, a unit test's document). */
function readServedAt(): number | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_CLOCK_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { now?: unknown };
    const ms = typeof parsed.now === 'string' ? Date.parse(parsed.now) : Number.NaN;
    return Number.isNaN(ms) ? undefined : ms;
  } catch {
    return undefined;
  }
}

const monotonic = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());
const servedAt = readServedAt();
const readAt = monotonic();

/**
 * Now, by the server's clock: the instant the page was served, run forward by the browser's monotonic clock, so a
 * device set to the wrong day or zone cannot move the business date a form offers. Without a served instant (the
 * dev server, unit tests) it is the device clock.
 */
export function serverNow(): Date {
  return servedAt === undefined ? new Date() : new Date(servedAt + monotonic() - readAt);
}
