import { spokenCalendarDate } from '../../../../engine/core/business-days';
import { ageAtEndOfYear, ageInMonths, openTaxYears, priorYearDeadline } from '../../../../engine/core/payment-rules';
import type { IraOpenTaxYear } from '../../../../engine/core/generated/api.gen';
import { iraManifest } from '../../../manifests/ira-manifest';
import type { IraDistributionType } from '../../db/schema';

const { contributions, distributions } = iraManifest;

/** The tax years a contribution made on `today` may be for, each with its deadline (null: the current year). */
export function contributionTaxYears(today: string): IraOpenTaxYear[] {
  const current = Number(today.slice(0, 4));
  return openTaxYears(today, contributions.priorYearDeadline).map((taxYear) => ({ taxYear, deadline: taxYear === current ? null : priorYearDeadline(today, contributions.priorYearDeadline) }));
}

/** A deadline as the messages name it ("April 15, 2026"). */
export const spokenDeadline = (isoDay: string): string => spokenCalendarDate(isoDay);

/**
 * The distribution types the owner's age allows on `today`: normal from the configured age (59½), early before it,
 * and a required minimum distribution from the year the owner reaches its age. Without a date of birth on file, the
 * owner is taken to be under 59½ (early only), the choice that withholds the most.
 */
export function allowedDistributionTypes(birthDate: string | undefined, today: string): IraDistributionType[] {
  if (birthDate === undefined) return ['EARLY'];
  const allowed: IraDistributionType[] = [ageInMonths(birthDate, today) >= distributions.normalFromAgeMonths ? 'NORMAL' : 'EARLY'];
  if (ageAtEndOfYear(birthDate, Number(today.slice(0, 4))) >= distributions.requiredMinimumFromAge) allowed.push('REQUIRED_MINIMUM');
  return allowed.filter((type) => distributions.types.includes(type));
}
