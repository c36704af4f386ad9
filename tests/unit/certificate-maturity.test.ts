import { describe, expect, it } from 'vitest';
import { maturesWithin } from '../../engine/core/certificate-maturity';

describe('a certificate maturing within the notice window', () => {
  it('counts calendar days from the business date, both ends included, and never a maturity already past', () => {
    expect(maturesWithin('2026-11-16', '2026-11-16', 30)).toBe(true);
    expect(maturesWithin('2026-12-16', '2026-11-16', 30)).toBe(true);
    expect(maturesWithin('2026-12-17', '2026-11-16', 30)).toBe(false);
    expect(maturesWithin('2026-11-15', '2026-11-16', 30)).toBe(false);
  });

  it('crosses a month end, a year end and a leap day by the calendar', () => {
    expect(maturesWithin('2027-01-14', '2026-12-15', 30)).toBe(true);
    expect(maturesWithin('2027-01-15', '2026-12-15', 30)).toBe(false);
    expect(maturesWithin('2028-03-01', '2028-02-28', 2)).toBe(true);
    expect(maturesWithin('2028-03-02', '2028-02-28', 2)).toBe(false);
  });
});
