import * as federalHolidays from '@18f/us-federal-holidays';
import { addDays, format, isValid, isWeekend, parse } from 'date-fns';

/** An ISO calendar date, `yyyy-mm-dd`, with no time and no time zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_FORMAT = 'yyyy-MM-dd';

/** Thrown when a value given as an ISO date is not a real `yyyy-mm-dd` calendar date. */
export class InvalidIsoDateError extends Error {
  readonly value: string;
  constructor(value: string) {
    super(`Expected a calendar date as yyyy-mm-dd, found "${value}"`);
    this.name = 'InvalidIsoDateError';
    this.value = value;
  }
}

const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/**
 * The Federal Reserve's holidays for a year. The Fed observes a Sunday holiday on Monday but does NOT move a
 * Saturday holiday to Friday (it is open that Friday), unlike the OPM calendar the library follows by default.
 */
function fedHolidays(year: number): ReadonlySet<IsoDate> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const list = federalHolidays.allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: true });
    holidays = new Set(list.map((holiday) => holiday.dateString));
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

// Dates are parsed and formatted in local time on purpose: both ends agree, so no time zone can shift the day.
function toDate(isoDate: IsoDate): Date {
  const date = ISO_DATE.test(isoDate) ? parse(isoDate, ISO_FORMAT, new Date(2000, 0, 1)) : new Date(Number.NaN);
  if (!isValid(date)) throw new InvalidIsoDateError(isoDate);
  return date;
}

function toIso(date: Date): IsoDate {
  return format(date, ISO_FORMAT);
}

function isBusinessDate(date: Date): boolean {
  return !isWeekend(date) && !fedHolidays(date.getFullYear()).has(toIso(date));
}

/** True when the Federal Reserve is open on `isoDate`: a weekday that is not a Fed holiday. */
export function isBusinessDay(isoDate: IsoDate): boolean {
  return isBusinessDate(toDate(isoDate));
}

/** Whether `isoDate` is a Federal Reserve holiday (observed date), regardless of the weekday. */
export function isFedHoliday(isoDate: IsoDate): boolean {
  const date = toDate(isoDate);
  return fedHolidays(date.getFullYear()).has(toIso(date));
}

function step(isoDate: IsoDate, direction: 1 | -1): IsoDate {
  let date = addDays(toDate(isoDate), direction);
  while (!isBusinessDate(date)) date = addDays(date, direction);
  return toIso(date);
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
  return isBusinessDay(isoDate) ? toIso(toDate(isoDate)) : nextBusinessDay(isoDate);
}

/**
 * Moves `n` business days from `isoDate` (backwards when `n` is negative); `n = 0` returns `isoDate` unchanged even
 * when it is not a business day. "Funds in 2 business days" from a Friday is the next Tuesday.
 */
export function addBusinessDays(isoDate: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Expected a whole number of business days, found ${n}`);
  let result = toIso(toDate(isoDate));
  for (let i = 0; i < Math.abs(n); i += 1) result = step(result, n > 0 ? 1 : -1);
  return result;
}
