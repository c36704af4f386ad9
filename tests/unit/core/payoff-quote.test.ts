import { describe, expect, it } from 'vitest';
import { loanServicing, type ScheduledInstallment } from '../../../engine/core/loan-servicing';
import { payoffQuote, payoffThroughProblem, payoffThroughRange } from '../../../engine/core/payoff-quote';

/* The hand-computed loan of loan-servicing.test.ts: $3,000.00 at 12% APR over 3 months, funded 2026-01-15. */
const schedule: ScheduledInstallment[] = [
  { installment: 1, dueDate: '2026-02-16', paymentCents: 102_007, principalCents: 99_007, interestCents: 3_000, balanceAfterCents: 200_993 },
  { installment: 2, dueDate: '2026-03-16', paymentCents: 102_007, principalCents: 99_997, interestCents: 2_010, balanceAfterCents: 100_996 },
  { installment: 3, dueDate: '2026-04-15', paymentCents: 102_006, principalCents: 100_996, interestCents: 1_010, balanceAfterCents: 0 },
];
const loan = { principalCents: 300_000, aprBps: 1_200, fundedOn: '2026-01-15', schedule, payments: [{ bookingDate: '2026-02-16', amountCents: 102_007 }] };

describe('payoff quote', () => {
  it('through today is the payoff of the servicing rule for today', () => {
    const today = '2026-02-20';
    expect(payoffQuote(loan, today)).toEqual({ payoffCents: loanServicing({ ...loan, today }).payoff.amountCents, goodThrough: today, perDiemCents: 67 });
    // After the first installment: 200,993 + 4 days (30/360) at 12%: 200,993 × 0.12 × 4 / 360 = 267.99 → 268.
    expect(payoffQuote(loan, today).payoffCents).toBe(201_261);
  });

  it('a later day adds its days of interest, with no further payment assumed, and counts an installment falling due in between', () => {
    // 200,993 × 0.12 / 360 = 67.0 a day: seven days more is 469 more (11 days since the due date: 737).
    expect(payoffQuote(loan, '2026-02-27')).toEqual({ payoffCents: 200_993 + 737, goodThrough: '2026-02-27', perDiemCents: 67 });
    expect(payoffQuote(loan, '2026-02-27').payoffCents - payoffQuote(loan, '2026-02-20').payoffCents).toBe(7 * 67);
    // Days count 30/360 like the page's payoff: February counts 30 days, so Mar 2 is 16 days after Feb 16 (1,072).
    expect(payoffQuote(loan, '2026-03-02').payoffCents).toBe(200_993 + 1_072);
    // Past the second due date with nothing paid: its interest is owed, its principal still accrues.
    expect(payoffQuote(loan, '2026-03-20')).toEqual({ payoffCents: 200_993 + 2_010 + 268, goodThrough: '2026-03-20', perDiemCents: 67 });
  });

  it('quotes nothing more on a loan paid off', () => {
    const paid = { ...loan, payments: [{ bookingDate: '2026-02-16', amountCents: 306_020 }] };
    expect(payoffQuote(paid, '2026-03-01')).toEqual({ payoffCents: 0, goodThrough: '2026-03-01', perDiemCents: 0 });
  });

  it('allows today up to the days ahead allowed, calendar days across month and year ends', () => {
    expect(payoffThroughRange('2026-12-15', 30)).toEqual({ min: '2026-12-15', max: '2027-01-14' });
    expect(payoffThroughRange('2028-02-29', 1)).toEqual({ min: '2028-02-29', max: '2028-03-01' });
    expect(payoffThroughProblem('2026-12-15', '2026-12-15', 30)).toBeUndefined();
    expect(payoffThroughProblem('2027-01-14', '2026-12-15', 30)).toBeUndefined();
    expect(payoffThroughProblem('2026-12-14', '2026-12-15', 30)).toBe('past');
    expect(payoffThroughProblem('2027-01-15', '2026-12-15', 30)).toBe('tooFar');
    for (const bad of [undefined, '', '2026-02-30', '2026-1-05', '12/20/2026', '2026-12-20T00:00:00Z']) expect(payoffThroughProblem(bad, '2026-12-15', 30)).toBe('malformed');
  });
});
