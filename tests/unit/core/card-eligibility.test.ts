import { describe, expect, it } from 'vitest';
import { isCardFeatureEligible } from '../../../engine/core/card-eligibility';
import { appManifest } from '../../../src/manifests';

const eligibility = { productCodes: ['200', '201', '313'], statuses: ['AC', 'DA', 'IN', 'UN'] };

describe('isCardFeatureEligible', () => {
  it.each([
    ['200', 'AC', true],
    ['201', 'DA', true],
    ['313', 'IN', true],
    ['200', 'UN', true],
    ['200', 'CL', false],
    ['999', 'AC', false],
    ['K', 'AC', false],
    ['', '', false],
  ])('product %s in status %s: %s', (productCode, status, expected) => {
    expect(isCardFeatureEligible({ productCode, status }, eligibility)).toBe(expected);
  });

  it('reads the lists it is given: app.json decides', () => {
    expect(isCardFeatureEligible({ productCode: '200', status: 'AC' }, appManifest.cardEligibility)).toBe(true);
    expect(isCardFeatureEligible({ productCode: '200', status: 'AC' }, { productCodes: ['201'], statuses: ['AC'] })).toBe(false);
    expect(isCardFeatureEligible({ productCode: '200', status: 'AC' }, { productCodes: ['200'], statuses: ['DA'] })).toBe(false);
  });
});
