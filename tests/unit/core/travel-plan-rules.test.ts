import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryList, countryName, isCountryCode } from '../../../engine/core/countries';
import { travelPlanProblems, type TravelPlanContext, type TravelPlanDraft } from '../../../engine/core/travel-plan-rules';
import { cardsManifest } from '../../../src/manifests/card-manifest';

const { messages } = cardsManifest;
const TODAY = '2026-11-30';
const context = (changes: Partial<TravelPlanContext> = {}): TravelPlanContext => ({
  today: TODAY,
  limits: { maxDestinations: 3, maxDays: 30, maxDaysAhead: 365 },
  messages,
  isCountry: isCountryCode,
  ...changes,
});
const plan = (changes: Partial<TravelPlanDraft> = {}): TravelPlanDraft => ({
  destinations: [{ countryCode: 'FR' }, { countryCode: 'IT' }],
  startDate: '2026-12-10',
  endDate: '2026-12-20',
  cardIds: ['card-1'],
  ...changes,
});

describe('travel plan rules', () => {
  it('find nothing wrong with a good plan', () => {
    expect(travelPlanProblems(plan(), context())).toEqual([]);
  });

  it('answer every missing part at once, in the order of the form', () => {
    expect(travelPlanProblems({}, context())).toEqual([
      { path: '/destinations', message: messages.travelDestinationsRequired },
      { path: '/startDate', message: messages.travelStartRequired },
      { path: '/endDate', message: messages.travelEndRequired },
      { path: '/cardIds', message: messages.travelCardsRequired },
    ]);
  });

  it('report a past departure, a return before it, an unknown country and no cards together', () => {
    const problems = travelPlanProblems(
      plan({ destinations: [{ countryCode: 'FR' }, { countryCode: 'ZZ' }], startDate: '2026-11-29', endDate: '2026-11-28', cardIds: [] }),
      context(),
    );
    expect(problems).toEqual([
      { path: '/destinations/1/countryCode', message: messages.unknownCountry },
      { path: '/startDate', message: messages.travelStartInPast },
      { path: '/endDate', message: messages.travelEndBeforeStart },
      { path: '/cardIds', message: messages.travelCardsRequired },
    ]);
  });

  it('take today (the business day) as a departure, and a return on the same day', () => {
    expect(travelPlanProblems(plan({ startDate: TODAY, endDate: TODAY }), context())).toEqual([]);
  });

  it('count the destinations against the limit and refuse a country named twice', () => {
    const four = ['FR', 'IT', 'ES', 'PT'].map((countryCode) => ({ countryCode }));
    expect(travelPlanProblems(plan({ destinations: four }), context())).toEqual([{ path: '/destinations', message: 'A travel plan can name at most 3 countries.' }]);
    expect(travelPlanProblems(plan({ destinations: [{ countryCode: 'FR' }, { countryCode: 'FR' }] }), context())).toEqual([
      { path: '/destinations', message: messages.travelDuplicateDestination },
    ]);
  });

  it('hold a plan to the longest length only when config sets one', () => {
    const long = plan({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(travelPlanProblems(long, context())).toEqual([{ path: '/endDate', message: 'A travel plan can cover at most 30 days.' }]);
    expect(travelPlanProblems(plan({ startDate: '2026-12-01', endDate: '2026-12-30' }), context())).toEqual([]);
    expect(travelPlanProblems(long, context({ limits: { maxDestinations: 3 } }))).toEqual([]);
  });

  it('refuse a departure further ahead than allowed', () => {
    expect(travelPlanProblems(plan({ startDate: '2027-12-01', endDate: '2027-12-02' }), context())).toEqual([
      { path: '/startDate', message: 'A travel plan can start at most 365 days from today.' },
    ]);
  });

  it('treat a date that is not a calendar day as missing', () => {
    expect(travelPlanProblems(plan({ startDate: '2026-02-30', endDate: '' }), context())).toEqual([
      { path: '/startDate', message: messages.travelStartRequired },
      { path: '/endDate', message: messages.travelEndRequired },
    ]);
  });

  it('let an edited trip already under way keep its past departure day, but not move it to another past day', () => {
    const underway = plan({ startDate: '2026-11-25', endDate: '2026-12-05' });
    expect(travelPlanProblems(underway, context({ keptStartDate: '2026-11-25' }))).toEqual([]);
    expect(travelPlanProblems(underway, context({ keptStartDate: '2026-11-26' }))).toEqual([{ path: '/startDate', message: messages.travelStartInPast }]);
  });
});

describe('the country list', () => {
  it('holds the whole ISO 3166-1 list by alpha-2 code, upper case only', () => {
    expect(COUNTRY_CODES.size).toBeGreaterThanOrEqual(249);
    for (const code of ['FR', 'JP', 'BR', 'ZA', 'NZ', 'AQ', 'VA']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['fr', 'ZZ', 'FRA', '250', '']) expect(isCountryCode(code)).toBe(false);
  });

  it("names countries in English, with config's plainer names first, sorted by the name members read", () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('US')).toBe('United States of America');
    expect(countryName('US', cardsManifest.countryNames)).toBe('United States');
    expect(countryName('ZZ')).toBe('ZZ');
    const names = countryList(cardsManifest.countryNames).map((country) => country.name);
    expect(names).toHaveLength(COUNTRY_CODES.size);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("names and sorts countries in another language, with that language's plainer names first", () => {
    const spanishNames = { ...cardsManifest.countryNames, US: 'Estados Unidos' };
    const list = countryList(spanishNames, 'es');
    expect(list.find((country) => country.code === 'DE')?.name).toBe('Alemania');
    expect(list.find((country) => country.code === 'US')?.name).toBe('Estados Unidos');
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names.indexOf('Alemania')).toBeLessThan(names.indexOf('Francia'));
  });
});
