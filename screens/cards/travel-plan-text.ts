import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { formatDay } from '../shared/format-day';
import type { TravelItinerary } from './card-services-api';

const copy = cardsManifest.copy.cardServices.travel;

/** "France, Italy". */
export const destinationsText = (plan: TravelItinerary): string => plan.destinations.map((destination) => destination.countryName).join(', ');

/** The trip's first and last day as members read them. */
export const tripDays = (plan: TravelItinerary) => ({ start: formatDay(plan.startDate), end: formatDay(plan.endDate) });

/** "Dec 1, 2026 to Dec 14, 2026". */
export const datesText = (plan: TravelItinerary): string => resolveTemplate(copy.datesValue, tripDays(plan));
