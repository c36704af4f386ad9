import { describe, expect, it } from 'vitest';
import { cardDisplayName } from '../../../engine/core/card-display-name';

describe('cardDisplayName', () => {
  it('prefers the name, then the product description, then N/A', () => {
    expect(cardDisplayName({ name: 'Travel card', productDescription: 'Visa Signature Rewards' })).toBe('Travel card');
    expect(cardDisplayName({ productDescription: 'Visa Signature Rewards' })).toBe('Visa Signature Rewards');
    expect(cardDisplayName({ name: null, productDescription: null })).toBe('N/A');
    expect(cardDisplayName({})).toBe('N/A');
  });

  it('treats blank text as absent', () => {
    expect(cardDisplayName({ name: '  ', productDescription: 'Visa Debit Card' })).toBe('Visa Debit Card');
    expect(cardDisplayName({ name: '', productDescription: ' ' })).toBe('N/A');
  });
});
