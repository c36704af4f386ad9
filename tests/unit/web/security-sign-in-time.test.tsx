import { describe, expect, it } from 'vitest';
import { formatSignInTime } from '../../../screens/security/sign-in-time';

describe('formatSignInTime', () => {
  it('shows the instant in the given zone with its short abbreviation, standard and daylight time', () => {
    expect(formatSignInTime('2026-11-20T20:04:00.000Z', 'America/New_York')).toBe('Nov 20, 2026, 3:04 PM EST');
    expect(formatSignInTime('2026-07-04T16:30:00.000Z', 'America/New_York')).toBe('Jul 4, 2026, 12:30 PM EDT');
    expect(formatSignInTime('2026-11-20T20:04:00.000Z', 'America/Los_Angeles')).toBe('Nov 20, 2026, 12:04 PM PST');
    expect(formatSignInTime('2026-11-20T20:04:00.000Z', 'UTC')).toBe('Nov 20, 2026, 8:04 PM UTC');
  });

  it('uses the device zone when none is given, still naming it', () => {
    const deviceZone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date('2026-11-20T20:04:00Z')).find((part) => part.type === 'timeZoneName')?.value;
    expect(formatSignInTime('2026-11-20T20:04:00.000Z').endsWith(` ${deviceZone}`)).toBe(true);
  });

  it('leaves text that is not an instant as it is', () => {
    expect(formatSignInTime('yesterday', 'UTC')).toBe('yesterday');
  });
});
