import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseAmountToCents } from '../../../engine/core/money';

describe('formatCents', () => {
  it.each([
    [123456, '$1,234.56'],
    [-1200, '-$12.00'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [5, '$0.05'],
    [-5, '-$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [10_000_000_000, '$100,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
    [-Number.MAX_SAFE_INTEGER, '-$90,071,992,547,409.91'],
  ])('%d → %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %d', (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });
});

describe('parseAmountToCents', () => {
  it.each<[string, number | null]>([
    ['1,234.5', 123450],
    ['1234.56', 123456],
    ['$1,234.56', 123456],
    ['  20 ', 2000],
    ['0', 0],
    ['0.01', 1],
    ['.75', 75],
    ['5.', 500],
    ['007', 700],
    ['1,000,000', 100_000_000],
    ['0.29', 29],
    ['1.005', null],
    ['12.345', null],
    ['-5', null],
    ['-0.01', null],
    ['abc', null],
    ['12a', null],
    ['1e5', null],
    ['', null],
    ['.', null],
    ['$', null],
    ['12,34', null],
    ['1,2345', null],
    [',123', null],
    ['1 000', null],
    ['99999999999999999999', null],
  ])('%j → %s', (text, expected) => {
    expect(parseAmountToCents(text)).toBe(expected);
  });

  it('round-trips every safe amount through formatCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseAmountToCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});
