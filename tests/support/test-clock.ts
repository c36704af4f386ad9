/**
 * The instant every test clock starts at: `TEST_NOW` when set (the calendar run sets it to the day it fakes), else a
 * fixed Wednesday. Pinned so that no test depends on the day it runs: the seed's six months of history, due dates and
 * business days all follow this clock, never the process's.
 */
export const DEFAULT_TEST_NOW = '2026-03-18T15:00:00.000Z';

export function testClockStart(): Date {
  const configured = process.env.TEST_NOW?.trim();
  const start = new Date(configured || DEFAULT_TEST_NOW);
  if (Number.isNaN(start.getTime())) throw new Error(`TEST_NOW is not a date-time: ${JSON.stringify(configured)}`);
  return start;
}

/** A clock a test moves by hand. */
export interface TestClock {
  now: () => Date;
  advanceSeconds(seconds: number): void;
}

export function createTestClock(start: Date = testClockStart()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds: (seconds) => {
      current += seconds * 1000;
    },
  };
}
