/** An ISO calendar date, `yyyy-mm-dd`, with no time and no time zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Thrown when a value given as an ISO date is not a real `yyyy-mm-dd` calendar date. */
export class InvalidIsoDateError extends Error {
  readonly value: string;
  constructor(value: string) {
    super(`Expected a calendar date as yyyy-mm-dd, found "${value}"`);
    this.name = 'InvalidIsoDateError';
    this.value = value;
  }
}

// A date is its day number since 1970-01-01, reckoned in UTC: no device or server time zone can move the day, and
// the arithmetic needs no date library (this module is in every first load).
function dayNumber(isoDate: IsoDate): number {
  const time = ISO_DATE.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over to March: a real date reads back as itself.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) throw new InvalidIsoDateError(isoDate);
  return time / DAY_MS;
}

/** Whether `value` is a real calendar date written yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

const spokenFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date as a sentence names it: "Thursday, November 26, 2026" (`weekday` true) or "November 26, 2026", in
 * `locale` (en-US unless given). Formatted at UTC midnight, where the date was reckoned, so no zone can move it.
 */
export function spokenCalendarDate(isoDate: IsoDate, { weekday = false, locale = 'en-US' }: { weekday?: boolean; locale?: string } = {}): string {
  const key = `${locale} ${weekday ? 'weekday' : 'plain'}`;
  let format = spokenFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...(weekday ? { weekday: 'long' } : {}), month: 'long', day: 'numeric', year: 'numeric' });
    spokenFormats.set(key, format);
  }
  return format.format(new Date(dayNumber(isoDate) * DAY_MS));
}

function isoOf(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 is Sunday, 6 Saturday (1970-01-01 was a Thursday). */
const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

const MONDAY = 1;
const THURSDAY = 4;

const dayOf = (year: number, month: number, date: number): number => Date.UTC(year, month - 1, date) / DAY_MS;

/** The `nth` given weekday of a month (1 is the first). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  const first = dayOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7;
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayOf(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/** The federal holidays of a year on their calendar dates (5 U.S.C. 6103); Juneteenth from 2021. */
function federalHolidayDays(year: number): number[] {
  return [
    dayOf(year, 1, 1),
    nthWeekday(year, 1, MONDAY, 3),
    nthWeekday(year, 2, MONDAY, 3),
    lastWeekday(year, 5, MONDAY),
    ...(year > 2020 ? [dayOf(year, 6, 19)] : []),
    dayOf(year, 7, 4),
    nthWeekday(year, 9, MONDAY, 1),
    nthWeekday(year, 10, MONDAY, 2),
    dayOf(year, 11, 11),
    nthWeekday(year, 11, THURSDAY, 4),
    dayOf(year, 12, 25),
  ];
}

const holidaysByYear = new Map<number, ReadonlySet<number>>();

/**
 * The Federal Reserve's holidays for a year, as day numbers. The Fed observes a Sunday holiday on Monday but does NOT
 * move a Saturday holiday to Friday (it is open that Friday), unlike the OPM calendar.
 */
function fedHolidays(year: number): ReadonlySet<number> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(federalHolidayDays(year).map((day) => (weekdayOf(day) === 0 ? day + 1 : day)));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

function isBusinessDate(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !fedHolidays(yearOf(day)).has(day);
}

/** True when the Federal Reserve is open on `isoDate`: a weekday that is not a Fed holiday. */
export function isBusinessDay(isoDate: IsoDate): boolean {
  return isBusinessDate(dayNumber(isoDate));
}

/** Whether `isoDate` is a Federal Reserve holiday (observed date), regardless of the weekday. */
export function isFedHoliday(isoDate: IsoDate): boolean {
  const day = dayNumber(isoDate);
  return fedHolidays(yearOf(day)).has(day);
}

function step(isoDate: IsoDate, direction: 1 | -1): IsoDate {
  let day = dayNumber(isoDate) + direction;
  while (!isBusinessDate(day)) day += direction;
  return isoOf(day);
}

/** The first business day strictly after `isoDate` (where a payment due on a non-business day posts). */
export function nextBusinessDay(isoDate: IsoDate): IsoDate {
  return step(isoDate, 1);
}

/** The last business day strictly before `isoDate` (where a transfer due on a non-business day posts). */
export function previousBusinessDay(isoDate: IsoDate): IsoDate {
  return step(isoDate, -1);
}

/**
 * `isoDate` itself when it is a business day, else the next one. Use it to suggest a replacement for a date the
 * member picked on a weekend or holiday.
 */
export function onOrAfterBusinessDay(isoDate: IsoDate): IsoDate {
  return isBusinessDay(isoDate) ? isoDate : nextBusinessDay(isoDate);
}

/**
 * Moves `n` business days from `isoDate` (backwards when `n` is negative); `n = 0` returns `isoDate` unchanged even
 * when it is not a business day. "Funds in 2 business days" from a Friday is the next Tuesday.
 */
export function addBusinessDays(isoDate: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Expected a whole number of business days, found ${n}`);
  let result = isoOf(dayNumber(isoDate));
  for (let i = 0; i < Math.abs(n); i += 1) result = step(result, n > 0 ? 1 : -1);
  return result;
}
