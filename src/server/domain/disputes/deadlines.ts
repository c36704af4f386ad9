import { addBusinessDays } from '../../../../engine/core/business-days';

const DAY_MS = 86_400_000;

/** `isoDate` plus `days` calendar days. */
export function addCalendarDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface DisputeLimits {
  provisionalCreditBusinessDays: number;
  resolutionCalendarDays: number;
}

/**
 * Regulation E dates of a dispute filed on `filedOn` (the credit union's business date): the provisional credit is due
 * `provisionalCreditBusinessDays` Federal Reserve business days later (weekends and Fed holidays do not count), the
 * resolution `resolutionCalendarDays` calendar days later.
 */
export function disputeDeadlines(filedOn: string, limits: DisputeLimits): { provisionalCreditDue: string; resolutionDue: string } {
  return {
    provisionalCreditDue: addBusinessDays(filedOn, limits.provisionalCreditBusinessDays),
    resolutionDue: addCalendarDays(filedOn, limits.resolutionCalendarDays),
  };
}
