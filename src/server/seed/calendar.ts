import { businessDate } from '../domain/business-date';

/** Calendar arithmetic on ISO `yyyy-mm-dd` dates in UTC, so seeding gives the same dates in every time zone. */

/** The seeding clock's day on the credit union's calendar: the day the server calls today when it reads the seed. */
export function seedToday(now: Date): string {
  return businessDate(now);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** A day of the given month (1-28 keeps it valid in every month). */
export function dayOfMonth(iso: string, day: number): string {
  return `${iso.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** 17:00 UTC on the date: mid-day in every US time zone, so the posting falls on that calendar day there. */
export function postingTime(iso: string): Date {
  return new Date(`${iso}T17:00:00Z`);
}

export function dayOfWeek(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
