import { businessDate } from '../domain/business-date';

/** The seed's calendar: ISO date arithmetic (the one in engine/core), the seeding clock's day and a seeded posting's time. */
export { addCalendarDays as addDays } from '../../../engine/core/calendar';

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A day of the given month (1-28 keeps it valid in every month). */
export function dayOfMonth(iso: string, day: number): string {
  return `${iso.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

export function dayOfWeek(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The seeding clock's day on the credit union's calendar: the day the server calls today when it reads the seed. */
export function seedToday(now: Date): string {
  return businessDate(now);
}

/** 17:00 UTC on the date: mid-day in every US time zone, so the posting falls on that calendar day there. */
export function postingTime(iso: string): Date {
  return new Date(`${iso}T17:00:00Z`);
}
