import { describe, expect, it } from 'vitest';
import { amortisationSchedule, installmentDueDates, monthlyPaymentCents, principalForPaymentCents } from '../../../engine/core/amortisation';
import { isBusinessDay } from '../../../engine/core/business-days';

describe('amortisation', () => {
  // The published table for $10,000.00 at 6% APR over 36 months (e.g. any standard amortisation calculator):
  // payment $304.22; month 1 interest $50.00, principal $254.22, balance $9,745.78; month 2 interest $48.73,
  // principal $255.49, balance $9,490.29; total interest $951.90 there comes from the unrounded payment ($304.2194 × 36);
  // paying whole cents, with the last payment absorbing the rounding, the interest is $951.88, two cents less.
  it('matches the published table for $10,000 at 6% over 36 months', () => {
    expect(monthlyPaymentCents(1_000_000, 600, 36)).toBe(30_422);
    const schedule = amortisationSchedule(1_000_000, 600, 36);
    expect(schedule).toHaveLength(36);
    expect(schedule[0]).toEqual({ installment: 1, paymentCents: 30_422, principalCents: 25_422, interestCents: 5_000, balanceAfterCents: 974_578 });
    expect(schedule[1]).toEqual({ installment: 2, paymentCents: 30_422, principalCents: 25_549, interestCents: 4_873, balanceAfterCents: 949_029 });
    expect(schedule[2]).toEqual({ installment: 3, paymentCents: 30_422, principalCents: 25_677, interestCents: 4_745, balanceAfterCents: 923_352 });
    const last = schedule[35]!;
    expect(last.balanceAfterCents).toBe(0);
    expect(schedule.reduce((sum, row) => sum + row.principalCents, 0)).toBe(1_000_000);
    expect(schedule.reduce((sum, row) => sum + row.interestCents, 0)).toBe(95_188);
    expect(schedule.reduce((sum, row) => sum + row.paymentCents, 0)).toBe(1_095_188);
    expect(last.paymentCents).toBe(1_095_188 - 35 * 30_422);
  });

  it('pays $20,000 at 5.49% over 60 months at $381.93 (the annuity formula: $381.9309) and sums its principal exactly', () => {
    expect(monthlyPaymentCents(2_000_000, 549, 60)).toBe(38_193);
    const schedule = amortisationSchedule(2_000_000, 549, 60);
    expect(schedule.reduce((sum, row) => sum + row.principalCents, 0)).toBe(2_000_000);
    for (const row of schedule) expect(row.paymentCents).toBe(row.principalCents + row.interestCents);
    for (const row of schedule.slice(0, -1)) expect(row.paymentCents).toBe(38_193);
  });

  it('splits an interest-free loan evenly, the last payment the smaller', () => {
    const schedule = amortisationSchedule(100_000, 0, 3);
    expect(schedule.map((row) => row.paymentCents)).toEqual([33_334, 33_334, 33_332]);
    expect(schedule.every((row) => row.interestCents === 0)).toBe(true);
  });

  it('refuses a principal, rate or term that is not a positive whole number', () => {
    expect(() => monthlyPaymentCents(0, 600, 36)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100.5, 600, 36)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100_000, -1, 36)).toThrow(RangeError);
    expect(() => monthlyPaymentCents(100_000, 600, 0)).toThrow(RangeError);
  });

  it('inverts the payment formula: the principal a payment repays is at most the amount', () => {
    const principal = principalForPaymentCents(30_422, 600, 36);
    expect(principal).toBeLessThanOrEqual(1_000_000 + 10);
    expect(monthlyPaymentCents(principal, 600, 36)).toBeLessThanOrEqual(30_422);
    expect(principalForPaymentCents(0, 600, 36)).toBe(0);
    expect(principalForPaymentCents(10_000, 0, 12)).toBe(120_000);
  });

  it('puts each due date on a business day, one a month after funding', () => {
    // Funded 2026-08-29 with due day 28: 2026-11-28 is a Saturday → Monday 2026-11-30; 2027-02-28 a Sunday → 2027-03-01.
    const dates = installmentDueDates('2026-08-29', 28, 6);
    expect(dates).toEqual(['2026-09-28', '2026-10-28', '2026-11-30', '2026-12-28', '2027-01-28', '2027-03-01']);
    expect(dates.every(isBusinessDay)).toBe(true);
    expect(installmentDueDates('2026-12-15', 15, 2)).toEqual(['2027-01-15', '2027-02-16']);
  });
});
