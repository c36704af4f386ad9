/**
 * The current time, for the whole server: request handlers, sessions, the payment executor and the demo seed all read
 * it from the one `Clock` the app was built with, never from `new Date()`, so a test pins one value and every rule
 * that depends on the day (business days, due dates, six months of seeded history) follows it.
 */
export type Clock = () => Date;

/** The process clock: what `npm start` uses. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that reads `start` now and runs forward with the process clock: a demo set to an evening in New York, or to
 * a daylight-saving switch day, shows what a member sees then, minute by minute.
 */
export function clockStartingAt(start: Date, processNow: () => number = Date.now): Clock {
  const offset = start.getTime() - processNow();
  return () => new Date(processNow() + offset);
}

/** The demo's start instant from DEMO_CLOCK_START (an ISO date-time with its offset); undefined when unset. */
export function demoClockStart(value: string | undefined): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const start = new Date(text);
  if (!/(Z|[+-]\d\d:\d\d)$/.test(text) || Number.isNaN(start.getTime())) throw new Error(`DEMO_CLOCK_START must be an ISO date-time with its offset (2026-12-30T22:30:00-05:00), found "${value}"`);
  return start;
}
