import { describe, expect, it } from 'vitest';
import { amortisationSchedule, fundedLoanSchedule, paymentDueDayOf } from '../../../engine/core/amortisation';
import { isBusinessDay } from '../../../engine/core/business-days';
import type { ScheduledInstallment } from '../../../engine/core/loan-servicing';
import { truthInLending } from '../../../engine/core/truth-in-lending';
import { lendingManifest } from '../../../src/manifests/lending-manifest';

/**
 * The APR of a payment stream by the actuarial method with monthly unit periods: the yearly rate at which the present
 * value of the payments equals the amount financed, found by bisection. Independent of the amortisation code, so it
 * checks the disclosed APR against what the member actually pays.
 */
function actuarialAprBps(amountFinancedCents: number, payments: readonly number[]): number {
  const presentValue = (monthly: number) => payments.reduce((sum, payment, index) => sum + payment / (1 + monthly) ** (index + 1), 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > amountFinancedCents) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 12 * 10_000;
}

describe('Truth in Lending disclosure', () => {
  /*
   * By hand: $3,000.00 at 12% APR (1% a month) over 3 months, funded Thursday 2026-01-15 (payments due on the 15th).
   *   Payment: 3,000 × 0.01 / (1 − 1.01^−3) = 30 / 0.0294099 = $1,020.0663 → $1,020.07.
   *   1: interest $30.00, principal $990.07, balance $2,009.93
   *   2: interest $20.0993 → $20.10, principal $999.97, balance $1,009.96
   *   3: interest $10.0996 → $10.10, principal $1,009.96, payment $1,020.06, balance $0
   *   Total of payments: 2 × $1,020.07 + $1,020.06 = $3,060.20; finance charge $3,060.20 − $3,000.00 = $60.20
   *   (= $30.00 + $20.10 + $10.10 of interest).
   *   Due dates: 2026-02-15 is a Sunday and Monday 2026-02-16 Washington's Birthday, so Tuesday 2026-02-17;
   *   2026-03-15 is a Sunday, so Monday 2026-03-16; 2026-04-15 is a Wednesday.
   */
  it('discloses the hand-computed $3,000 at 12% over 3 months', () => {
    const { dueDay, installments } = fundedLoanSchedule(300_000, 1_200, 3, '2026-01-15');
    expect(dueDay).toBe(15);
    expect(installments).toEqual([
      { installment: 1, dueDate: '2026-02-17', paymentCents: 102_007, principalCents: 99_007, interestCents: 3_000, balanceAfterCents: 200_993 },
      { installment: 2, dueDate: '2026-03-16', paymentCents: 102_007, principalCents: 99_997, interestCents: 2_010, balanceAfterCents: 100_996 },
      { installment: 3, dueDate: '2026-04-15', paymentCents: 102_006, principalCents: 100_996, interestCents: 1_010, balanceAfterCents: 0 },
    ]);
    expect(truthInLending({ amountFinancedCents: 300_000, noteRateBps: 1_200, schedule: installments })).toEqual({
      aprBps: 1_200,
      financeChargeCents: 6_020,
      amountFinancedCents: 300_000,
      totalOfPaymentsCents: 306_020,
      payments: [
        { count: 2, amountCents: 102_007, firstDueDate: '2026-02-17', lastDueDate: '2026-03-16' },
        { count: 1, amountCents: 102_006, firstDueDate: '2026-04-15', lastDueDate: '2026-04-15' },
      ],
    });
  });

  it('reconciles to the cent with the schedule of every loan in the catalogue, and the APR is within the tolerance of the actuarial one', () => {
    const amounts = [50_000, 123_457, 1_234_567, 2_000_000, 9_999_999];
    for (const product of lendingManifest.loanProducts) {
      for (const { termMonths, aprBps } of product.rates) {
        for (const amount of amounts) {
          const { installments } = fundedLoanSchedule(amount, aprBps, termMonths, '2026-05-29');
          const tila = truthInLending({ amountFinancedCents: amount, noteRateBps: aprBps, schedule: installments });
          const label = `${product.id} ${amount} over ${termMonths}`;
          const sum = (pick: (row: ScheduledInstallment) => number) => installments.reduce((total, row) => total + pick(row), 0);
          expect(tila.totalOfPaymentsCents, label).toBe(sum((row) => row.paymentCents));
          expect(tila.financeChargeCents, label).toBe(sum((row) => row.interestCents));
          expect(tila.amountFinancedCents + tila.financeChargeCents, label).toBe(tila.totalOfPaymentsCents);
          // The payment schedule accounts for every installment and every cent, first and last due dates included.
          expect(tila.payments.reduce((total, group) => total + group.count, 0), label).toBe(termMonths);
          expect(tila.payments.reduce((total, group) => total + group.count * group.amountCents, 0), label).toBe(tila.totalOfPaymentsCents);
          expect(tila.payments[0]!.firstDueDate, label).toBe(installments[0]!.dueDate);
          expect(tila.payments.at(-1)!.lastDueDate, label).toBe(installments.at(-1)!.dueDate);
          // Regulation Z: a disclosed APR is accurate within 1/8 of a percentage point (12.5 bps) of the actuarial APR.
          const actuarial = actuarialAprBps(amount, installments.map((row) => row.paymentCents));
          expect(Math.abs(actuarial - tila.aprBps), label).toBeLessThanOrEqual(12.5);
        }
      }
    }
  });

  it('discloses a loan without interest: no finance charge, the last payment the smaller', () => {
    const { installments } = fundedLoanSchedule(100_000, 0, 3, '2026-06-01');
    const tila = truthInLending({ amountFinancedCents: 100_000, noteRateBps: 0, schedule: installments });
    expect(tila).toMatchObject({ aprBps: 0, financeChargeCents: 0, totalOfPaymentsCents: 100_000 });
    expect(tila.payments.map((group) => [group.count, group.amountCents])).toEqual([
      [2, 33_334],
      [1, 33_332],
    ]);
  });

  it('refuses a schedule that does not reconcile rather than disclose it', () => {
    const { installments } = fundedLoanSchedule(300_000, 1_200, 3, '2026-01-15');
    const disclose = (schedule: ScheduledInstallment[], amount = 300_000) => () => truthInLending({ amountFinancedCents: amount, noteRateBps: 1_200, schedule });
    expect(disclose(installments)).not.toThrow();
    expect(disclose([])).toThrow(RangeError);
    expect(disclose(installments, 300_001)).toThrow(/repays 300000 cents of 300001/);
    expect(disclose(installments.map((row) => (row.installment === 2 ? { ...row, paymentCents: row.paymentCents + 1 } : row)))).toThrow(/principal plus its interest/);
    expect(disclose([installments[1]!, installments[0]!, installments[2]!])).toThrow(RangeError);
    expect(disclose(installments.map((row) => (row.installment === 3 ? { ...row, dueDate: '2026-03-16' } : row)))).toThrow(/not due after/);
  });

  it('books the schedule on the funding day of the month, kept within 1-28, each due date a business day', () => {
    expect(paymentDueDayOf('2026-01-31')).toBe(28);
    expect(paymentDueDayOf('2026-03-09')).toBe(9);
    const { dueDay, installments } = fundedLoanSchedule(1_234_567, 549, 48, '2026-01-31');
    expect(dueDay).toBe(28);
    expect(installments.map(({ dueDate: _dueDate, ...row }) => row)).toEqual(amortisationSchedule(1_234_567, 549, 48));
    // 2026-02-28 and 2026-03-28 are Saturdays: the Mondays after; 2026-04-28 is a Tuesday.
    expect(installments.slice(0, 3).map((row) => row.dueDate)).toEqual(['2026-03-02', '2026-03-30', '2026-04-28']);
    expect(installments.every((row) => isBusinessDay(row.dueDate))).toBe(true);
  });
});
