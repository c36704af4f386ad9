/**
 * Calendar days and instants as members read them, in a locale ("Nov 2, 2026" in en-US, "2 nov 2026" in es-US).
 * Formats are built once per locale and kind.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, kind: 'day' | 'longDay' | 'dayTime'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'dayTime'
        ? { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
        : { month: kind === 'day' ? 'short' : 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const dayAt = (isoDay: string): Date => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

/** An ISO calendar day ("2026-11-02") with a short month ("Nov 2, 2026"); not a day: shown as given. */
export function formatDayIn(isoDay: string, locale: string): string {
  const date = dayAt(isoDay);
  return Number.isNaN(date.getTime()) ? isoDay : formatOf(locale, 'day').format(date);
}

/** An ISO calendar day with the month written out ("November 25, 2026"), for dates read in running text. */
export function formatLongDayIn(isoDay: string, locale: string): string {
  const date = dayAt(isoDay);
  return Number.isNaN(date.getTime()) ? isoDay : formatOf(locale, 'longDay').format(date);
}

/** An instant with the time and its zone, on the reader's clock ("Mar 18, 2026, 11:00 AM EDT"). */
export function formatDayTimeIn(isoInstant: string, locale: string): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? isoInstant : formatOf(locale, 'dayTime').format(date);
}
