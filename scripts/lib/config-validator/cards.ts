import type { CardsManifest } from '../../../engine/core/generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';

const FILE = 'config/cards.json';

/**
 * config/cards.json beyond its schema: category and country codes are ids members' protections and travel plans
 * store, so each appears once; an MCC range runs low to high; the home country is one of the countries.
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
  const seenCountries = new Set<string>();
  cards.countries.forEach((country, index) => {
    if (seenCountries.has(country.code)) issues.push(makeIssue(FILE, pointerJoin('/countries', index, 'code'), 'a country code not listed before', describeFound(country.code), 'codes must be unique'));
    seenCountries.add(country.code);
  });
  if (!seenCountries.has(cards.homeCountry)) {
    issues.push(makeIssue(FILE, '/homeCountry', `one of the countries listed (${[...seenCountries].join(', ')})`, describeFound(cards.homeCountry), 'no country has that code'));
  }
  return issues;
}
