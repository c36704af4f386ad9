import type { IsoDate } from './business-days';
import { daysBetween } from './calendar';

/**
 * Whether a certificate maturing on `maturesOn` matures within `days` calendar days of `today` (the credit union's
 * business date), today and the last day included; a maturity already past is not coming.
 */
export function maturesWithin(maturesOn: IsoDate, today: IsoDate, days: number): boolean {
  const ahead = daysBetween(today, maturesOn);
  return ahead >= 0 && ahead <= days;
}
