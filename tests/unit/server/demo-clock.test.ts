import { describe, expect, it } from 'vitest';
import { clockStartingAt, demoClockStart } from '../../../src/server/clock';

describe('the demo clock', () => {
  it('starts at the chosen instant and runs forward with the process clock', () => {
    let processMs = Date.parse('2026-11-29T13:00:00Z');
    const clock = clockStartingAt(new Date('2026-12-31T03:30:00Z'), () => processMs);
    expect(clock().toISOString()).toBe('2026-12-31T03:30:00.000Z');
    processMs += 90_000;
    expect(clock().toISOString()).toBe('2026-12-31T03:31:30.000Z');
  });

  it('reads DEMO_CLOCK_START only as a date-time with its offset, and says what it expects otherwise', () => {
    expect(demoClockStart(undefined)).toBeUndefined();
    expect(demoClockStart('  ')).toBeUndefined();
    expect(demoClockStart('2026-12-30T22:30:00-05:00')?.toISOString()).toBe('2026-12-31T03:30:00.000Z');
    expect(demoClockStart('2027-03-15T02:30:00Z')?.toISOString()).toBe('2027-03-15T02:30:00.000Z');
    // Without an offset the instant would depend on the machine's zone.
    expect(() => demoClockStart('2026-12-30T22:30:00')).toThrow(/DEMO_CLOCK_START must be an ISO date-time with its offset/);
    expect(() => demoClockStart('tomorrow')).toThrow(/found "tomorrow"/);
  });
});
