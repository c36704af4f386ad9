import * as federalHolidays from '@18f/us-federal-holidays';
import { describe, expect, it } from 'vitest';
import {
  InvalidIsoDateError,
  addBusinessDays,
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

// The calendar is computed by rule (no date library in the first load); a maintained holiday library checks it.
describe('Federal Reserve holidays against a maintained library', () => {
  it("are the library's federal holidays with Sunday moved to Monday and Saturday left alone, every day 1990 to 2100", () => {
    const mismatches: string[] = [];
    for (let year = 1990; year <= 2100; year += 1) {
      const expected = new Set(federalHolidays.allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: true }).map((holiday) => holiday.dateString));
      for (const day of isoDays(year)) if (isFedHoliday(day) !== expected.has(day)) mismatches.push(`${day}: ${isFedHoliday(day) ? 'holiday here' : 'holiday in the library'}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('calendar dates', () => {
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

describe('isBusinessDay on the Federal Reserve calendar', () => {
  it.each([
    ['2026-07-03', true, 'Friday before a Saturday July 4: the Fed is open'],
    ['2026-07-04', false, 'Independence Day on a Saturday'],
    ['2026-11-26', false, 'Thanksgiving'],
    ['2026-11-27', true, 'day after Thanksgiving'],
    ['2026-06-13', false, 'Saturday'],
    ['2026-06-14', false, 'Sunday'],
    ['2026-06-15', true, 'Monday'],
    ['2026-01-19', false, 'Martin Luther King Jr. Day'],
    ['2026-06-19', false, 'Juneteenth'],
    ['2026-10-12', false, 'Columbus Day'],
    ['2026-11-11', false, 'Veterans Day'],
    ['2026-12-25', false, 'Christmas'],
    ['2021-12-31', true, 'Friday before a Saturday New Year: open'],
    ['2022-12-26', false, 'Christmas on Sunday observed Monday'],
    ['2023-01-02', false, "New Year's Day on Sunday observed Monday"],
    ['2024-02-29', true, 'leap day, a Thursday'],
  ])('%s is %s (%s)', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('knows a Saturday holiday is still a holiday but not an observed Friday', () => {
    expect(isFedHoliday('2026-07-04')).toBe(true);
    expect(isFedHoliday('2026-07-03')).toBe(false);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-5', '', 'today'])('rejects %j', (value) => {
    expect(() => isBusinessDay(value)).toThrow(InvalidIsoDateError);
  });
});

describe('moving between business days', () => {
  it('skips weekends and holidays going forward', () => {
    expect(nextBusinessDay('2026-07-02')).toBe('2026-07-03');
    expect(nextBusinessDay('2026-07-03')).toBe('2026-07-06');
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-27');
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-28');
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04');
  });

  it('skips weekends and holidays going back', () => {
    expect(previousBusinessDay('2026-11-27')).toBe('2026-11-25');
    expect(previousBusinessDay('2026-07-06')).toBe('2026-07-03');
    expect(previousBusinessDay('2026-01-20')).toBe('2026-01-16');
    expect(previousBusinessDay('2023-01-03')).toBe('2022-12-30');
  });

  it('suggests the date itself or the next business day', () => {
    expect(onOrAfterBusinessDay('2026-11-26')).toBe('2026-11-27');
    expect(onOrAfterBusinessDay('2026-07-03')).toBe('2026-07-03');
    expect(onOrAfterBusinessDay('2026-07-04')).toBe('2026-07-06');
  });

  it('adds business days in both directions', () => {
    expect(addBusinessDays('2026-11-24', 2)).toBe('2026-11-27');
    expect(addBusinessDays('2026-07-02', 1)).toBe('2026-07-03');
    expect(addBusinessDays('2026-07-02', 2)).toBe('2026-07-06');
    expect(addBusinessDays('2026-07-06', -1)).toBe('2026-07-03');
    expect(addBusinessDays('2026-06-13', 0)).toBe('2026-06-13');
    expect(addBusinessDays('2026-06-12', 5)).toBe('2026-06-22');
    expect(() => addBusinessDays('2026-06-12', 1.5)).toThrow(RangeError);
  });

  it('every result of nextBusinessDay is a business day after the input, with none between', () => {
    let date = '2025-12-20';
    for (let i = 0; i < 400; i += 1) {
      const next = nextBusinessDay(date);
      expect(next > date).toBe(true);
      expect(isBusinessDay(next)).toBe(true);
      expect(previousBusinessDay(next) <= date || !isBusinessDay(date)).toBe(true);
      date = next;
    }
  });
});
