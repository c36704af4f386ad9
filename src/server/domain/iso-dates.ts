/** Calendar arithmetic on ISO `yyyy-mm-dd` dates in UTC, so the same inputs give the same dates in every time zone. */

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

// Months are added by engine/core/calendar's addMonths, the one the browser and the rules use too.

/** A day of the given month (1-28 keeps it valid in every month). */
export function dayOfMonth(iso: string, day: number): string {
  return `${iso.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

export function dayOfWeek(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
