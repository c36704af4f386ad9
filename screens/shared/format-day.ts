const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** An ISO calendar day ("2026-11-02") as members read it ("Nov 2, 2026"); not a day: shown as given. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

const longDayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** An ISO calendar day with the month written out ("November 25, 2026"), for dates read in running text. */
export function formatLongDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : longDayFormat.format(date);
}

const dayTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** An instant ("2026-03-18T15:00:00.000Z") as members read it, with the time and its zone ("Mar 18, 2026, 11:00 AM EDT"). */
export function formatDayTime(isoInstant: string): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? isoInstant : dayTimeFormat.format(date);
}
