import { describe, expect, it } from 'vitest';
import cardsJson from '../../config/cards.json';
import type { CardsManifest } from '../../engine/core/generated/manifests.gen';
import { checkCards } from '../../scripts/lib/config-validator/cards';

const cards = (): CardsManifest => structuredClone(cardsJson) as CardsManifest;

describe('config/cards.json cross-checks', () => {
  it('pass on the shipped file', () => {
    expect(checkCards(cards())).toEqual([]);
  });

  it('name a category id used twice, a range that runs backwards, a country listed twice and an unknown home country', () => {
    const broken = cards();
    broken.merchantCategories.push({ ...broken.merchantCategories[0]!, mccRanges: [{ from: 5000, to: 4000 }] });
    broken.countries.push({ code: 'FR', name: 'France again' });
    broken.homeCountry = 'ZZ';
    const at = broken.merchantCategories.length - 1;
    expect(checkCards(broken).map((issue) => issue.message)).toEqual([
      expect.stringContaining(`config/cards.json at /merchantCategories/${at}/id: expected a category id not used before, found "grocery"`),
      expect.stringContaining(`config/cards.json at /merchantCategories/${at}/mccRanges/0: expected "from" not above "to"`),
      expect.stringContaining(`config/cards.json at /countries/${broken.countries.length - 1}/code: expected a country code not listed before, found "FR"`),
      expect.stringContaining('config/cards.json at /homeCountry: expected one of the countries listed'),
    ]);
  });
});
