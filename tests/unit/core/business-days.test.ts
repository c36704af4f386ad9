/**
 * The Federal Reserve calendar the product computes by rule, checked against a maintained holiday library for every
 * year from 1990 to 2100, and the day arithmetic every business-day rule stands on.
 */
import * as federalHolidays from '@18f/us-federal-holidays';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  InvalidIsoDateError,
  isBusinessDay,
  isCalendarDate,
  isFedHoliday,
  nextBusinessDay,
  onOrAfterBusinessDay,
  previousBusinessDay,
  spokenCalendarDate,
} from '../../../engine/core/business-days';

const isoDays = (year: number): string[] => {
  const days: string[] = [];
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
};

describe('Federal Reserve holidays', () => {
  it('are the library\'s federal holidays with Sunday moved to Monday and Saturday left alone, 1990 to 2100', () => {
    const mismatches: string[] = [];
    for (let year = 1990; year <= 2100; year += 1) {
      const expected = new Set(federalHolidays.allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: true }).map((holiday) => holiday.dateString));
      for (const day of isoDays(year)) if (isFedHoliday(day) !== expected.has(day)) mismatches.push(`${day}: ${isFedHoliday(day) ? 'holiday here' : 'holiday in the library'}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the Fed open on the Friday before a Saturday holiday and closed on the Monday after a Sunday one', () => {
    // July 4, 2026 is a Saturday; December 25, 2022 was a Sunday.
    expect(isFedHoliday('2026-07-04')).toBe(true);
    expect(isBusinessDay('2026-07-03')).toBe(true);
    expect(isFedHoliday('2022-12-26')).toBe(true);
    expect(isBusinessDay('2022-12-26')).toBe(false);
    expect(isFedHoliday('2020-06-19')).toBe(false);
    expect(isFedHoliday('2021-06-18')).toBe(false);
    expect(isFedHoliday('2026-11-26')).toBe(true);
  });
});

describe('business-day arithmetic', () => {
  it('steps over weekends and holidays both ways', () => {
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-27');
    expect(previousBusinessDay('2026-11-27')).toBe('2026-11-25');
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04');
    expect(previousBusinessDay('2027-01-04')).toBe('2026-12-31');
    expect(onOrAfterBusinessDay('2026-11-28')).toBe('2026-11-30');
    expect(onOrAfterBusinessDay('2026-11-30')).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-20', 2)).toBe('2026-11-24');
    expect(addBusinessDays('2026-11-30', -2)).toBe('2026-11-25');
    expect(addBusinessDays('2026-11-29', 0)).toBe('2026-11-29');
    expect(() => addBusinessDays('2026-11-29', 1.5)).toThrow(RangeError);
  });

  it('takes only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '20260101', '']) {
      expect(isCalendarDate(value), value).toBe(false);
      expect(() => isBusinessDay(value), value).toThrow(InvalidIsoDateError);
    }
  });

  it('names a date as a sentence does, whatever the zone of the machine', () => {
    expect(spokenCalendarDate('2026-11-26', { weekday: true })).toBe('Thursday, November 26, 2026');
    expect(spokenCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });
});
