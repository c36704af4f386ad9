import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonths, businessDateAt, daysBetween, isAfterCutoff, isKnownTimeZone, processingDateAt, startOfDateIn, wallClockAt } from '../../../engine/core/calendar';
import { appManifest } from '../../../src/manifests';

const calendar = { timeZone: 'America/New_York', processingCutoff: '20:00' };
const at = (iso: string) => new Date(iso);

describe('the business calendar', () => {
  it('is the one configured for the credit union, and its zone is known', () => {
    expect(appManifest.calendar).toEqual(calendar);
    expect(isKnownTimeZone(calendar.timeZone)).toBe(true);
    expect(isKnownTimeZone('America/Nowhere')).toBe(false);
  });

  it('calls 23:30 Eastern still today, though UTC has moved on, and 00:30 Eastern the new day', () => {
    // 2026-12-30 23:30 EST is 04:30 UTC on the 31st.
    expect(businessDateAt(at('2026-12-31T04:30:00Z'), calendar)).toBe('2026-12-30');
    expect(wallClockAt(at('2026-12-31T04:30:00Z'), calendar.timeZone)).toEqual({ date: '2026-12-30', minutes: 23 * 60 + 30 });
    expect(businessDateAt(at('2026-12-31T05:30:00Z'), calendar)).toBe('2026-12-31');
    expect(wallClockAt(at('2026-12-31T05:30:00Z'), calendar.timeZone)).toEqual({ date: '2026-12-31', minutes: 30 });
  });

  it('follows daylight time: 22:30 EDT on the Monday after the spring switch, and both 01:30s of the autumn switch', () => {
    expect(businessDateAt(at('2027-03-16T02:30:00Z'), calendar)).toBe('2027-03-15');
    expect(businessDateAt(at('2027-03-14T06:59:00Z'), calendar)).toBe('2027-03-14'); // 01:59 EST, a minute before the switch
    expect(wallClockAt(at('2027-03-14T07:00:00Z'), calendar.timeZone)).toEqual({ date: '2027-03-14', minutes: 3 * 60 }); // 03:00 EDT
    expect(wallClockAt(at('2026-11-01T05:30:00Z'), calendar.timeZone)).toEqual({ date: '2026-11-01', minutes: 90 }); // 01:30 EDT
    expect(wallClockAt(at('2026-11-01T06:30:00Z'), calendar.timeZone)).toEqual({ date: '2026-11-01', minutes: 90 }); // 01:30 EST
    expect(businessDateAt(at('2026-11-02T04:30:00Z'), calendar)).toBe('2026-11-01');
  });

  it('processes a request made at or after the cut-off, or on a weekend or holiday, on the next business day', () => {
    expect(processingDateAt(at('2026-12-30T19:59:00Z'), calendar)).toBe('2026-12-30'); // 14:59 EST Wednesday
    expect(isAfterCutoff(at('2026-12-31T00:59:00Z'), calendar)).toBe(false); // 19:59 EST
    expect(isAfterCutoff(at('2026-12-31T01:00:00Z'), calendar)).toBe(true); // 20:00 EST
    expect(processingDateAt(at('2026-12-31T01:00:00Z'), calendar)).toBe('2026-12-31');
    // Thursday 2026-12-31 at 23:30 EST: Friday is New Year's Day, so the next business day is Monday.
    expect(processingDateAt(at('2027-01-01T04:30:00Z'), calendar)).toBe('2027-01-04');
    // Saturday morning and Sunday night of the spring switch: Monday.
    expect(processingDateAt(at('2027-03-13T15:00:00Z'), calendar)).toBe('2027-03-15');
    expect(processingDateAt(at('2027-03-15T03:30:00Z'), calendar)).toBe('2027-03-15');
    // The Monday after, at 22:30 EDT: Tuesday.
    expect(processingDateAt(at('2027-03-16T02:30:00Z'), calendar)).toBe('2027-03-16');
  });

  it('starts a day at midnight in the zone, so a switch day is 23 or 25 hours long', () => {
    expect(startOfDateIn('2026-11-29', calendar.timeZone).toISOString()).toBe('2026-11-29T05:00:00.000Z');
    expect(startOfDateIn('2027-03-14', calendar.timeZone).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfDateIn('2027-03-15', calendar.timeZone).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(startOfDateIn('2026-11-01', calendar.timeZone).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDateIn('2026-11-02', calendar.timeZone).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDateIn('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('moves by calendar days across month, year and leap-day ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts calendar days between two dates, negative backwards, across month ends and leap days', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // across the daylight-saving switch in New York
  });

  it('adds months keeping the day, clamped to a shorter month, or anchored to a series\' first day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -6)).toBe('2025-07-15');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
    expect(addMonths('2026-02-28', 1, 31)).toBe('2026-03-31');
  });
});
