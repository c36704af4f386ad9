/** Calendar arithmetic on ISO `yyyy-mm-dd` dates in UTC, so the same inputs give the same dates in every time zone. */

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** The same day of the month `months` later (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return isoDate(first);
}

/** A day of the given month (1-28 keeps it valid in every month). */
export function dayOfMonth(iso: string, day: number): string {
  return `${iso.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

export function dayOfWeek(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
