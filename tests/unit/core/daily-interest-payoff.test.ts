import { describe, expect, it } from 'vitest';
import { dailyInterestCents, dailyInterestPayoff } from '../../../engine/core/daily-interest-payoff';

describe('daily-interest payoff (a loan without a stored schedule)', () => {
  it('adds a per-diem of APR / 365 on the balance owed for each day after interest was last charged', () => {
    // $21,065.44 at 5.49%: 2,106,544 × 0.0549 / 365 = 316.85 → 317 a day.
    const loan = { balanceOwedCents: 2_106_544, aprBps: 549, interestChargedThrough: '2026-11-04' };
    expect(dailyInterestCents(2_106_544, 549)).toBe(317);
    expect(dailyInterestPayoff(loan, '2026-11-04')).toEqual({
      payoffCents: 2_106_544,
      goodThrough: '2026-11-04',
      perDiemCents: 317,
      outstandingPrincipalCents: 2_106_544,
      accruedDays: 0,
      accruedInterestCents: 0,
    });
    // Nov 5 to Nov 29, both counted: 25 days × 317 = 7,925.
    expect(dailyInterestPayoff(loan, '2026-11-29')).toMatchObject({ payoffCents: 2_106_544 + 7_925, accruedDays: 25, accruedInterestCents: 7_925 });
    // Each later day adds exactly one per-diem.
    expect(dailyInterestPayoff(loan, '2026-12-09').payoffCents - dailyInterestPayoff(loan, '2026-11-29').payoffCents).toBe(10 * 317);
  });

  it('rounds the per-diem half a cent up', () => {
    // 365,000 × 0.01 / 365 = 10.00 exactly; 36,500 × 0.0050 / 365 = 0.50 → 1; 36,499 × 0.0050 / 365 = 0.49997 → 0.
    expect(dailyInterestCents(365_000, 100)).toBe(10);
    expect(dailyInterestCents(36_500, 50)).toBe(1);
    expect(dailyInterestCents(36_499, 50)).toBe(0);
  });

  it('counts the actual days across a month end and a leap day (the year still divides by 365)', () => {
    // $11,839.20 at 7.25%: 1,183,920 × 0.0725 / 365 = 235.16 → 235 a day.
    const heloc = { balanceOwedCents: 1_183_920, aprBps: 725, interestChargedThrough: '2028-01-31' };
    // Feb 1 to Feb 29 2028 (leap year): 29 days.
    expect(dailyInterestPayoff(heloc, '2028-02-29')).toMatchObject({ accruedDays: 29, perDiemCents: 235, payoffCents: 1_183_920 + 29 * 235 });
    // Through Mar 1: 30 days; through the same date a common year later, Feb 28 2027 from Jan 31 2027: 28 days.
    expect(dailyInterestPayoff(heloc, '2028-03-01').accruedDays).toBe(30);
    expect(dailyInterestPayoff({ ...heloc, interestChargedThrough: '2027-01-31' }, '2027-02-28').accruedDays).toBe(28);
    // Across a year end: Dec 31 charged, Jan 10 is 10 days on.
    expect(dailyInterestPayoff({ ...heloc, interestChargedThrough: '2026-12-31' }, '2027-01-10')).toMatchObject({ accruedDays: 10, payoffCents: 1_183_920 + 2_350 });
  });

  it('accrues nothing before the day interest was last charged, and nothing on a loan paid off', () => {
    expect(dailyInterestPayoff({ balanceOwedCents: 500_000, aprBps: 600, interestChargedThrough: '2026-11-10' }, '2026-11-08')).toMatchObject({ accruedDays: 0, payoffCents: 500_000 });
    expect(dailyInterestPayoff({ balanceOwedCents: 0, aprBps: 600, interestChargedThrough: '2026-11-01' }, '2026-11-20')).toEqual({
      payoffCents: 0,
      goodThrough: '2026-11-20',
      perDiemCents: 0,
      outstandingPrincipalCents: 0,
      accruedDays: 19,
      accruedInterestCents: 0,
    });
    // An overpaid loan (a credit balance) owes nothing.
    expect(dailyInterestPayoff({ balanceOwedCents: -1_200, aprBps: 600, interestChargedThrough: '2026-11-01' }, '2026-11-02').payoffCents).toBe(0);
  });
});
