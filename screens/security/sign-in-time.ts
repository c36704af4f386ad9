import { activeLocale } from '../../engine/react/locale';
/**
 * A sign-in instant as members read it, in the device's time zone with that zone's abbreviation, e.g.
 * "Nov 20, 2026, 3:04 PM EST". `timeZone` is for tests; the browser's own zone is used when it is left out.
 */
export function formatSignInTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(activeLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(date);
}
