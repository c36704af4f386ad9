import { onOrAfterBusinessDay } from '../business-days';
import type { Limits } from './types';

/** A month and day of the year (config/ira.json contributions.priorYearDeadline). */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

/** The age in whole years someone born on `birthDate` (yyyy-mm-dd) reaches by December 31 of `year`. */
export function ageAtEndOfYear(birthDate: string, year: number): number {
  return year - Number(birthDate.slice(0, 4));
}

/** The age in whole months someone born on `birthDate` has on `day` (both yyyy-mm-dd). */
export function ageInMonths(birthDate: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number) as [number, number, number];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (year - birthYear) * 12 + (month - birthMonth) - (date < birthDay ? 1 : 0);
}

/**
 * The most a product kind takes in one tax year: the yearly limit, plus the catch-up when the contributor (born on
 * `birthDate`) reaches its age by the end of that year. Undefined for kinds without a yearly limit.
 */
export function yearlyContributionLimit(kind: string, limits: Limits, input: { year: number; birthDate?: string | undefined }): number | undefined {
  const limit = (limits.amounts.yearlyContributionLimitCents as Partial<Record<string, number>>)[kind];
  if (limit === undefined) return undefined;
  const catchUp = (limits.contributionCatchUp as Partial<Record<string, { cents: number; fromAge: number }>> | undefined)?.[kind];
  const eligible = catchUp !== undefined && input.birthDate !== undefined && ageAtEndOfYear(input.birthDate, input.year) >= catchUp.fromAge;
  return eligible ? limit + catchUp.cents : limit;
}

/** The last day a contribution for the year before `today`'s may still be made: the deadline, or the next business day after it. */
export function priorYearDeadline(today: string, deadline: MonthDay): string {
  const year = today.slice(0, 4);
  return onOrAfterBusinessDay(`${year}-${String(deadline.month).padStart(2, '0')}-${String(deadline.day).padStart(2, '0')}`);
}

/** The tax years a contribution made on `today` may be for: the current one, and the prior one until its deadline. */
export function openTaxYears(today: string, deadline: MonthDay): number[] {
  const year = Number(today.slice(0, 4));
  return today <= priorYearDeadline(today, deadline) ? [year, year - 1] : [year];
}
