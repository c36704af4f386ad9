import { businessDate } from '../domain/business-date';

/** The seed's calendar: the domain's ISO date arithmetic, the seeding clock's day and the time a seeded posting carries. */
export { addDays, dayOfMonth, dayOfWeek, isoDate } from '../domain/iso-dates';

/** The seeding clock's day on the credit union's calendar: the day the server calls today when it reads the seed. */
export function seedToday(now: Date): string {
  return businessDate(now);
}

/** 17:00 UTC on the date: mid-day in every US time zone, so the posting falls on that calendar day there. */
export function postingTime(iso: string): Date {
  return new Date(`${iso}T17:00:00Z`);
}
