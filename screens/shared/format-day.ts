import { formatDayIn, formatDayTimeIn, formatLongDayIn } from '../../engine/core/date-format';
import { activeLocale } from '../../engine/react/locale';

/** An ISO calendar day ("2026-11-02") as members read it in the page's language ("Nov 2, 2026"); not a day: shown as given. */
export function formatDay(isoDay: string): string {
  return formatDayIn(isoDay, activeLocale());
}

/** An ISO calendar day with the month written out ("November 25, 2026"), for dates read in running text. */
export function formatLongDay(isoDay: string): string {
  return formatLongDayIn(isoDay, activeLocale());
}

/** An instant ("2026-03-18T15:00:00.000Z") as members read it, with the time and its zone ("Mar 18, 2026, 11:00 AM EDT"). */
export function formatDayTime(isoInstant: string): string {
  return formatDayTimeIn(isoInstant, activeLocale());
}
