import type { TravelWindow } from './types';

/** Whether a travel plan names the country and its dates (inclusive) hold the day. ISO dates compare as strings. */
export function isCoveredByTravelPlan(countryCode: string, date: string, plans: readonly TravelWindow[]): boolean {
  return plans.some((plan) => plan.startDate <= date && date <= plan.endDate && plan.countryCodes.includes(countryCode));
}
