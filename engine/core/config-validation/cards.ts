import type { CardsManifest } from '../generated/manifests.gen';
import { isCountryCode } from '../countries';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/cards.json';

/**
 * config/cards.json beyond its schema: category and country codes are ids members' protections and travel plans
 * store, so each appears once; an MCC range runs low to high; the home country and the
 * countries given plainer names are ISO 3166-1 codes.
 */
export function checkCards(cards: CardsManifest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seenCategories = new Set<string>();
  cards.merchantCategories.forEach((category, index) => {
    if (seenCategories.has(category.id)) issues.push(makeIssue(FILE, pointerJoin('/merchantCategories', index, 'id'), 'a category id not used before', describeFound(category.id), 'ids must be unique'));
    seenCategories.add(category.id);
    category.mccRanges.forEach((range, rangeIndex) => {
      if (range.from > range.to) {
        issues.push(makeIssue(FILE, pointerJoin('/merchantCategories', index, 'mccRanges', rangeIndex), '"from" not above "to"', describeFound(range)));
      }
    });
  });
  // Country codes are the ISO 3166-1 list's (engine/core/countries.ts), the one the travel plan picker offers.
  if (!isCountryCode(cards.homeCountry)) {
    issues.push(makeIssue(FILE, '/homeCountry', 'an ISO 3166-1 alpha-2 country code', describeFound(cards.homeCountry), 'no country has that code'));
  }
  for (const code of Object.keys(cards.countryNames ?? {})) {
    if (!isCountryCode(code)) issues.push(makeIssue(FILE, pointerJoin('/countryNames', code), 'an ISO 3166-1 alpha-2 country code', describeFound(code), 'no country has that code'));
  }
  return issues;
}
