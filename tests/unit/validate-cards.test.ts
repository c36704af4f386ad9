import { describe, expect, it } from 'vitest';
import cardsJson from '../../config/cards.json';
import type { CardsManifest } from '../../engine/core/generated/manifests.gen';
import { checkCards } from '../../engine/core/config-validation/cards';

const cards = (): CardsManifest => structuredClone(cardsJson) as CardsManifest;

describe('config/cards.json cross-checks', () => {
  it('pass on the shipped file', () => {
    expect(checkCards(cards())).toEqual([]);
  });

  it('name a category id used twice, a range that runs backwards, a plainer name for a code the ISO list lacks and an unknown home country', () => {
    const broken = cards();
    broken.merchantCategories.push({ ...broken.merchantCategories[0]!, mccRanges: [{ from: 5000, to: 4000 }] });
    broken.countryNames = { ...broken.countryNames, ZZ: 'Nowhere' };
    broken.homeCountry = 'ZZ';
    const at = broken.merchantCategories.length - 1;
    expect(checkCards(broken).map((issue) => issue.message)).toEqual([
      expect.stringContaining(`config/cards.json at /merchantCategories/${at}/id: expected a category id not used before, found "grocery"`),
      expect.stringContaining(`config/cards.json at /merchantCategories/${at}/mccRanges/0: expected "from" not above "to"`),
      expect.stringContaining('config/cards.json at /homeCountry: expected an ISO 3166-1 alpha-2 country code, found "ZZ"'),
      expect.stringContaining('config/cards.json at /countryNames/ZZ: expected an ISO 3166-1 alpha-2 country code, found "ZZ"'),
    ]);
  });
});
