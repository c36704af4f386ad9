import { describe, expect, it } from 'vitest';
import {
  accrualBalancesCents,
  daysOf,
  isDividendPostingDate,
  latestPostingDate,
  periodDividendCents,
  postingDatesBetween,
  postingDateInMonth,
  scheduledDividendCents,
} from '../../../engine/core/dividends';

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

describe('compounding or simple dividends (the schedule\'s compound)', () => {
  // $10,000.00 at 4.33%: January paid $36.78 (3,678), credited on Jan 31; February has 28 days.
  const february = { balancesCents: Array(28).fill(1_003_678), dividendsToDateCents: Array(28).fill(3_678) };

  it('compounding: January\'s dividend is in February\'s balance and earns too', () => {
    // 1,003,678 × 28 × 433 / 3,650,000 = 3,333.86 cents.
    expect(scheduledDividendCents(february, 433, true)).toBe(3_334);
  });

  it('simple: February earns on the $10,000.00 principal only, the earlier dividend left out of the base', () => {
    // 1,000,000 × 28 × 433 / 3,650,000 = 3,321.64 cents: 12 cents less than compounding.
    expect(scheduledDividendCents(february, 433, false)).toBe(3_322);
    expect(accrualBalancesCents([1_003_678], [3_678], false)).toEqual([1_000_000]);
    expect(accrualBalancesCents([1_003_678], [3_678], true)).toEqual([1_003_678]);
  });

  it('simple: a dividend counts from the day it is credited, and a withdrawal takes from the dividends last', () => {
    // 14 days before the dividend is credited, 14 after it: the base is the principal throughout.
    const days = { balancesCents: [...Array(14).fill(1_000_000), ...Array(14).fill(1_003_678)], dividendsToDateCents: [...Array(14).fill(0), ...Array(14).fill(3_678)] };
    expect(scheduledDividendCents(days, 433, false)).toBe(periodDividendCents(Array(28).fill(1_000_000), 433));
    // Half withdrawn mid-month: the base is what is left less the dividends (500,000 − 3,678), never below zero.
    const withdrawn = { balancesCents: [...Array(14).fill(1_003_678), ...Array(14).fill(500_000)], dividendsToDateCents: Array(28).fill(3_678) };
    // (14 × 1,000,000 + 14 × 496,322) × 433 / 3,650,000 = 2,485.12; compounding: (14 × 1,003,678 + 14 × 500,000) → 2,497.34.
    expect(scheduledDividendCents(withdrawn, 433, false)).toBe(2_485);
    expect(scheduledDividendCents(withdrawn, 433, true)).toBe(2_497);
    expect(accrualBalancesCents([2_000], [3_678], false)).toEqual([0]);
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
