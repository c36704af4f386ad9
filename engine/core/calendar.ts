import { isBusinessDay, nextBusinessDay, type IsoDate } from './business-days';

/**
 * The credit union's business calendar: its time zone and its processing cut-off (config/app.json `calendar`). Every
 * "today" that matters (postings, due dates, payment rules, what a form offers) is the date in this zone, on the
 * server and in the browser alike, never the UTC date or the device's own zone.
 */
export interface BusinessCalendar {
  /** IANA zone the books are kept in, e.g. America/New_York. */
  readonly timeZone: string;
  /** HH:MM in that zone; at or after it a request is processed on the next business day. */
  readonly processingCutoff: string;
}

/** The wall clock in the calendar's zone at an instant: its date and its minutes since midnight. */
export interface ZonedWallClock {
  readonly date: IsoDate;
  readonly minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` names a zone this runtime knows (a manifest check: an unknown zone would throw at the first date). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The date and time of day at `instant` in `timeZone`. */
export function wallClockAt(instant: Date, timeZone: string): ZonedWallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const readableFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a reader of a message reads it, on the wall clock of `timeZone` with the zone's abbreviation
 * ("Dec 3, 2026, 9:30 AM EST" in en-US): a message leaves the server, so the time is the credit union's, not the
 * server's; `locale` is the reader's language (en-US unless given).
 */
export function formatInstantIn(instant: Date, timeZone: string, locale = 'en-US'): string {
  const key = `${locale} ${timeZone}`;
  let format = readableFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    readableFormats.set(key, format);
  }
  return format.format(instant);
}

/** The business calendar's date at `instant` (yyyy-mm-dd): what every rule calls today. */
export function businessDateAt(instant: Date, calendar: Pick<BusinessCalendar, 'timeZone'>): IsoDate {
  return wallClockAt(instant, calendar.timeZone).date;
}

const cutoffMinutes = (cutoff: string): number => Number(cutoff.slice(0, 2)) * 60 + Number(cutoff.slice(3, 5));

/** Whether `instant` is at or after the day's processing cut-off in the calendar's zone. */
export function isAfterCutoff(instant: Date, calendar: BusinessCalendar): boolean {
  return wallClockAt(instant, calendar.timeZone).minutes >= cutoffMinutes(calendar.processingCutoff);
}

/**
 * The business day a request made at `instant` is processed on: today when it is a business day and the cut-off has
 * not passed, else the next business day (a Friday-evening bill payment leaves on Monday).
 */
export function processingDateAt(instant: Date, calendar: BusinessCalendar): IsoDate {
  const { date, minutes } = wallClockAt(instant, calendar.timeZone);
  return isBusinessDay(date) && minutes < cutoffMinutes(calendar.processingCutoff) ? date : nextBusinessDay(date);
}

/** The first instant of `date` in `timeZone` (midnight there; a daylight-saving day is 23 or 25 hours long). */
export function startOfDateIn(date: IsoDate, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  let instant = midnightAsUtc;
  // Two steps settle it: the zone's offset at the guess, then at the corrected guess (which may sit across a switch).
  for (let step = 0; step < 2; step += 1) {
    const wall = wallClockAt(new Date(instant), timeZone);
    instant -= Date.parse(`${wall.date}T00:00:00Z`) + wall.minutes * 60_000 - midnightAsUtc;
  }
  return new Date(instant);
}

/** `date` moved by whole calendar days (negative goes back), weekends and holidays counted like any day. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The same day of the month `months` later (negative goes back), clamped to the end of a shorter month: Jan 31 plus
 * one month is Feb 28 (29 in a leap year). `dayOfMonth` anchors a series to its first day, so a monthly step from
 * Feb 28 of a Jan 31 series lands on Mar 31; it defaults to the day of `date`.
 */
export function addMonths(date: IsoDate, months: number, dayOfMonth = Number(date.slice(8, 10))): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(dayOfMonth, lastDay))).toISOString().slice(0, 10);
}
