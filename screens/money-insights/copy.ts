import { activeLocale } from '../../engine/react/locale';
import { moneyInsightsManifest } from '../../src/manifests/money-insights-manifest';

export const copy = moneyInsightsManifest.copy;

const MONTH = new Intl.DateTimeFormat(activeLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat(activeLocale(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 2026" for "2026-11". */
export const monthLabel = (month: string): string => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** "Dec 3, 2026" for "2026-12-03". */
export const dayLabel = (date: string): string => DAY.format(new Date(`${date}T00:00:00Z`));
