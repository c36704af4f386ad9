import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardZip, verifyUsAddress, type AddressInput } from '../../../engine/core/address-verification';
import profileJson from '../../../config/profile.json';
import type { AddressRules } from '../../../engine/core/generated/manifests.gen';

const rules = profileJson.addressVerification as AddressRules;
const base: AddressInput = { addressLine1: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10118', addressType: 'MAILING' };

describe('verifyUsAddress', () => {
  it('verifies an address already written the USPS way', () => {
    const result = verifyUsAddress({ addressLine1: '350 5TH AVE', addressLine2: '', city: 'NEW YORK', state: 'NY', zipCode: '10118-0110' }, rules);
    expect(result.verdict).toBe('VERIFIED');
    expect(result.problems).toEqual([]);
  });

  it('standardises case, punctuation, suffixes, directionals and unit designators', () => {
    const result = verifyUsAddress(
      { addressLine1: '1600 north Peachtree Street, Apartment 4b', addressLine2: 'suite # 200', city: 'Atlanta', state: 'ga', zipCode: '303091234' },
      rules,
    );
    expect(result.verdict).toBe('CORRECTED');
    expect(result.suggestion).toEqual({ addressLine1: '1600 N PEACHTREE ST APT 4B', addressLine2: 'STE 200', addressLine3: '', city: 'ATLANTA', state: 'GA', zipCode: '30309-1234' });
  });

  it('abbreviates a post-directional and keeps a one-word street name that is also a suffix', () => {
    expect(verifyUsAddress({ ...base, addressLine1: '12 Park Avenue Southwest' }, rules).suggestion?.addressLine1).toBe('12 PARK AVE SW');
    expect(verifyUsAddress({ ...base, addressLine1: '12 Court' }, rules).suggestion?.addressLine1).toBe('12 COURT');
    expect(verifyUsAddress({ ...base, addressLine1: '12 Main St # 5' }, rules).suggestion?.addressLine1).toBe('12 MAIN ST #5');
  });

  it('refuses a ZIP code of another state, naming both', () => {
    const result = verifyUsAddress({ addressLine1: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '10001' }, rules);
    expect(result.verdict).toBe('INVALID');
    expect(result.suggestion).toBeUndefined();
    expect(result.problems).toEqual([{ field: '/zipCode', code: 'ZIP_STATE_MISMATCH', message: 'ZIP code 10001 is not in California. Check the ZIP code or the state.' }]);
  });

  it.each([
    ['1234', 'ZIP_FORMAT'],
    ['123456', 'ZIP_FORMAT'],
    ['12345-678', 'ZIP_FORMAT'],
    ['ABCDE', 'ZIP_FORMAT'],
  ])('refuses the ZIP %j', (zipCode, code) => {
    expect(verifyUsAddress({ ...base, zipCode }, rules).problems.map((problem) => problem.code)).toEqual([code]);
  });

  it('refuses an unknown state code', () => {
    const result = verifyUsAddress({ ...base, state: 'XX' }, rules);
    expect(result.problems.map((problem) => problem.code)).toEqual(['UNKNOWN_STATE']);
    expect(result.problems[0]?.message).toContain('XX');
  });

  it('standardises a PO box and allows it for a mailing address', () => {
    for (const line of ['P.O. Box 123', 'po box #123', 'Post Office Box 123', 'POB 123', 'PO Box 123']) {
      const result = verifyUsAddress({ ...base, addressLine1: line }, rules);
      expect(result.poBox, line).toBe(true);
      expect(result.suggestion?.addressLine1, line).toBe('PO BOX 123');
    }
  });

  it('refuses a PO box as the home (residential) address', () => {
    const result = verifyUsAddress({ ...base, addressLine1: 'P.O. Box 77', addressType: 'RESIDENTIAL' }, rules);
    expect(result.verdict).toBe('INVALID');
    expect(result.problems).toEqual([{ field: '/addressLine1', code: 'PO_BOX_NOT_ALLOWED', message: 'A PO box cannot be your home address. Enter the street address where you live.' }]);
  });

  it('does not take a street starting with "Po" for a PO box', () => {
    const result = verifyUsAddress({ ...base, addressLine1: '14 Polk Street', addressType: 'RESIDENTIAL' }, rules);
    expect(result.poBox).toBe(false);
    expect(result.suggestion?.addressLine1).toBe('14 POLK ST');
  });

  it('wants a house number and a unit number', () => {
    expect(verifyUsAddress({ ...base, addressLine1: 'Main Street' }, rules).problems.map((problem) => problem.code)).toEqual(['STREET_NUMBER_MISSING']);
    expect(verifyUsAddress({ ...base, addressLine1: '5 Main Street Apartment' }, rules).problems.map((problem) => problem.code)).toEqual(['UNIT_NUMBER_MISSING']);
    expect(verifyUsAddress({ ...base, addressLine2: 'Rear' }, rules).suggestion?.addressLine2).toBe('REAR');
  });

  it('refuses a city that is not a name', () => {
    expect(verifyUsAddress({ ...base, city: '12345' }, rules).problems.map((problem) => problem.code)).toEqual(['CITY_FORMAT']);
  });

  it('agrees with the config for every state: each range start is in the state, and only in that state', () => {
    for (const state of rules.states) {
      for (const range of state.zipPrefixRanges) {
        expect(verifyUsAddress({ ...base, state: state.code, zipCode: `${range.from}01` }, rules).verdict, `${state.code} ${range.from}`).not.toBe('INVALID');
        const owners = rules.states.filter((other) => other.zipPrefixRanges.some((r) => range.from >= r.from && range.from <= r.to));
        expect(owners.map((owner) => owner.code)).toEqual([state.code]);
      }
    }
  });
});

describe('standardZip', () => {
  it.each([
    ['30303', '30303'],
    [' 30303 ', '30303'],
    ['303031234', '30303-1234'],
    ['30303-1234', '30303-1234'],
    ['3030', undefined],
    ['30303-12345', undefined],
  ])('%j → %j', (value, expected) => {
    expect(standardZip(value)).toBe(expected);
  });
});

describe('verifyUsAddress properties', () => {
  const word = fc.stringMatching(/^[A-Za-z]{2,10}$/);
  const address = fc.record({
    number: fc.integer({ min: 1, max: 99999 }),
    name: word,
    suffix: fc.constantFrom(...rules.streetSuffixes.flatMap((suffix) => [suffix.standard, ...suffix.variants])),
    city: word,
    state: fc.constantFrom(...rules.states),
    plus4: fc.option(fc.integer({ min: 0, max: 9999 }), { nil: undefined }),
  });

  it('standardising is idempotent: the suggestion of a suggestion is itself, VERIFIED', () => {
    fc.assert(
      fc.property(address, (a) => {
        const range = a.state.zipPrefixRanges[0];
        const zip = `${range?.from ?? '000'}12${a.plus4 === undefined ? '' : `-${String(a.plus4).padStart(4, '0')}`}`;
        const first = verifyUsAddress({ addressLine1: `${a.number} ${a.name} ${a.suffix}`, city: a.city, state: a.state.code.toLowerCase(), zipCode: zip }, rules);
        expect(first.verdict).not.toBe('INVALID');
        const suggestion = first.suggestion;
        if (!suggestion) return;
        const second = verifyUsAddress(suggestion, rules);
        expect(second.verdict).toBe('VERIFIED');
        expect(second.suggestion).toEqual(suggestion);
      }),
    );
  });

  it('a ZIP outside every range of the state is always refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rules.states), fc.integer({ min: 0, max: 99999 }), (state, n) => {
        const zip = String(n).padStart(5, '0');
        const inState = state.zipPrefixRanges.some((range) => zip.slice(0, 3) >= range.from && zip.slice(0, 3) <= range.to);
        const result = verifyUsAddress({ ...base, state: state.code, zipCode: zip }, rules);
        expect(result.verdict === 'INVALID').toBe(!inState);
      }),
    );
  });
});
