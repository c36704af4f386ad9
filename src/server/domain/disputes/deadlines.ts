import { addBusinessDays } from '../../../../engine/core/business-days';
import { addCalendarDays } from '../../../../engine/core/calendar';

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
