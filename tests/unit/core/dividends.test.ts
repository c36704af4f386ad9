import { describe, expect, it } from 'vitest';
import { daysOf, isDividendPostingDate, latestPostingDate, periodDividendCents, postingDatesBetween, postingDateInMonth } from '../../../engine/core/dividends';

const monthEnd = { postingDay: 'LAST_DAY_OF_MONTH' } as const;

describe('a period dividend by the daily balance method', () => {
  it('accrues balance × rate / 365 per day and rounds once: $10,000 at 4.33% for 31 days is $36.78', () => {
    // 1,000,000 × 31 × 433 / 3,650,000 = 3,677.53 cents.
    expect(periodDividendCents(Array(31).fill(1_000_000), 433)).toBe(3_678);
  });

  it('rounds the sum, not each day: a cent-fraction every day still adds up', () => {
    // $100 at 0.35%: 0.0959 cents a day; rounded daily it would be 0, over 31 days it is 2.97 → 3 cents.
    expect(periodDividendCents(Array(31).fill(10_000), 35)).toBe(3);
    expect(periodDividendCents([10_000], 35)).toBe(0);
  });

  it('weighs each day by that day’s balance, and a zero or overdrawn day earns nothing', () => {
    const balances = [...Array(15).fill(100_000), ...Array(15).fill(200_000)];
    // (15 × 100,000 + 15 × 200,000) × 410 / 3,650,000 = 505.48 cents.
    expect(periodDividendCents(balances, 410)).toBe(505);
    expect(periodDividendCents([...balances, -50_000, 0], 410)).toBe(505);
  });

  it('rounds half a cent up and pays nothing at a zero rate', () => {
    // 3,650,000 × 1 / 3,650,000 = 1 cent exactly; 1,825,000 → 0.5 → 1.
    expect(periodDividendCents([3_650_000], 1)).toBe(1);
    expect(periodDividendCents([1_825_000], 1)).toBe(1);
    expect(periodDividendCents([1_824_999], 1)).toBe(0);
    expect(periodDividendCents([1_000_000], 0)).toBe(0);
  });

  it('stays exact on balances whose sum would overflow a double', () => {
    expect(periodDividendCents(Array(365).fill(Number.MAX_SAFE_INTEGER), 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('dividend posting dates', () => {
  it('are the last day of each month, or a fixed day', () => {
    expect(postingDateInMonth('2026-02', monthEnd)).toBe('2026-02-28');
    expect(postingDateInMonth('2028-02', monthEnd)).toBe('2028-02-29');
    expect(postingDateInMonth('2026-12', monthEnd)).toBe('2026-12-31');
    expect(postingDateInMonth('2026-02', { postingDay: 5 })).toBe('2026-02-05');
    expect(isDividendPostingDate('2026-04-30', monthEnd)).toBe(true);
    expect(isDividendPostingDate('2026-04-29', monthEnd)).toBe(false);
  });

  it('lists the dates that closed a period after one day up to another', () => {
    expect(postingDatesBetween('2025-12-04', '2026-03-31', monthEnd)).toEqual(['2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31']);
    expect(postingDatesBetween('2026-03-31', '2026-04-29', monthEnd)).toEqual([]);
    expect(latestPostingDate('2026-11-29', monthEnd)).toBe('2026-10-31');
    expect(latestPostingDate('2026-11-30', monthEnd)).toBe('2026-11-30');
    expect(latestPostingDate('2026-01-04', { postingDay: 5 })).toBe('2025-12-05');
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
