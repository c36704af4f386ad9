import { describe, expect, it } from 'vitest';
import { amortisationSchedule } from '../../engine/core/amortisation';
import { accruedInterestCents, days360, loanServicing, type LoanPayment, type ScheduledInstallment } from '../../engine/core/loan-servicing';

/*
 * The hand-computed case: $3,000.00 at 12% APR (1% a month) over 3 months, funded 2026-01-15.
 * Payment: 300,000 × 0.01 / (1 − 1.01^−3) = 102,006.63 → 102,007.
 *   1: interest 3,000, principal 99,007, balance 200,993
 *   2: interest 2,009.93 → 2,010, principal 99,997, balance 100,996
 *   3: interest 1,009.96 → 1,010, principal 100,996 (the rest), payment 102,006, balance 0
 */
const schedule: ScheduledInstallment[] = [
  { installment: 1, dueDate: '2026-02-16', paymentCents: 102_007, principalCents: 99_007, interestCents: 3_000, balanceAfterCents: 200_993 },
  { installment: 2, dueDate: '2026-03-16', paymentCents: 102_007, principalCents: 99_997, interestCents: 2_010, balanceAfterCents: 100_996 },
  { installment: 3, dueDate: '2026-04-15', paymentCents: 102_006, principalCents: 100_996, interestCents: 1_010, balanceAfterCents: 0 },
];
const serviced = (payments: LoanPayment[], today: string) => loanServicing({ principalCents: 300_000, aprBps: 1_200, fundedOn: '2026-01-15', schedule, payments, today });
const statuses = (state: ReturnType<typeof serviced>) => state.installments.map((row) => [row.status, row.paidCents]);

describe('loan servicing', () => {
  it('uses the hand-computed schedule the amortisation produces', () => {
    expect(amortisationSchedule(300_000, 1_200, 3)).toEqual(schedule.map(({ dueDate: _dueDate, ...row }) => row));
  });

  it('counts days 30/360, so a full period accrues exactly one month of the amortisation interest', () => {
    expect(days360('2026-02-16', '2026-03-10')).toBe(24);
    expect(days360('2026-01-31', '2026-02-28')).toBe(28);
    expect(days360('2026-12-31', '2027-01-31')).toBe(30);
    expect(days360('2028-02-29', '2028-03-29')).toBe(30);
    expect(accruedInterestCents(300_000, 1_200, 30)).toBe(3_000);
    expect(accruedInterestCents(200_993, 1_200, 30)).toBe(2_010);
  });

  it('before any payment: the first installment is due, the payoff is principal plus interest since funding', () => {
    const state = serviced([], '2026-02-05');
    expect(statuses(state)).toEqual([['DUE', 0], ['UPCOMING', 0], ['UPCOMING', 0]]);
    expect(state.nextDue).toEqual({ installment: 1, dueDate: '2026-02-16', amountCents: 102_007 });
    expect(state.pastDue).toBeNull();
    // 20 days (30/360) on 300,000 at 12%: 300,000 × 0.12 × 20 / 360 = 2,000.
    expect(state.payoff).toEqual({ amountCents: 302_000, asOf: '2026-02-05', outstandingPrincipalCents: 300_000, accruedInterestCents: 2_000 });
  });

  it('one installment paid and a partial payment toward the next: paid, partly paid, the rest of it next', () => {
    const state = serviced([{ bookingDate: '2026-02-12', amountCents: 102_007 }, { bookingDate: '2026-02-25', amountCents: 50_000 }], '2026-03-10');
    expect(statuses(state)).toEqual([['PAID', 102_007], ['PARTIALLY_PAID', 50_000], ['UPCOMING', 0]]);
    expect(state.nextDue).toEqual({ installment: 2, dueDate: '2026-03-16', amountCents: 52_007 });
    expect(state.pastDue).toBeNull();
    // Principal after installment 1: 200,993; 24 days since 2026-02-16: 200,993 × 0.12 × 24 / 360 = 1,607.94 → 1,608;
    // less the 50,000 paid ahead: 152,601. Principal actually owed: 200,993 − (50,000 − 2,010) = 153,003.
    expect(state.payoff).toEqual({ amountCents: 152_601, asOf: '2026-03-10', outstandingPrincipalCents: 153_003, accruedInterestCents: 1_608 });
  });

  it('an extra payment pays the next installment ahead: the one after it is due next', () => {
    const state = serviced([{ bookingDate: '2026-02-12', amountCents: 204_014 }], '2026-03-10');
    expect(statuses(state)).toEqual([['PAID', 102_007], ['PAID', 102_007], ['DUE', 0]]);
    expect(state.nextDue).toEqual({ installment: 3, dueDate: '2026-04-15', amountCents: 102_006 });
    // 200,993 + 1,608 − 102,007 = 100,594.
    expect(state.payoff.amountCents).toBe(100_594);
    expect(state.payoff.outstandingPrincipalCents).toBe(100_996);
  });

  it('a missed installment is past due from the day after its due date, with its interest in the payoff', () => {
    const payments = [{ bookingDate: '2026-02-12', amountCents: 102_007 }];
    expect(serviced(payments, '2026-03-16').pastDue).toBeNull();
    const state = serviced(payments, '2026-03-20');
    expect(statuses(state)).toEqual([['PAID', 102_007], ['PAST_DUE', 0], ['DUE', 0]]);
    expect(state.pastDue).toEqual({ amountCents: 102_007, oldestDueDate: '2026-03-16', installments: 1 });
    expect(state.nextDue).toEqual({ installment: 3, dueDate: '2026-04-15', amountCents: 102_006 });
    // 200,993 still accruing, its 2,010 of interest unpaid, 4 days since 2026-03-16: 200,993 × 0.12 × 4 / 360 = 267.99 → 268.
    expect(state.payoff).toEqual({ amountCents: 203_271, asOf: '2026-03-20', outstandingPrincipalCents: 200_993, accruedInterestCents: 268 });
  });

  it('a partial payment on a missed installment leaves the rest of it past due; a late payment cures the oldest first', () => {
    const partial = serviced([{ bookingDate: '2026-02-12', amountCents: 102_007 }, { bookingDate: '2026-03-18', amountCents: 30_000 }], '2026-04-20');
    expect(statuses(partial)).toEqual([['PAID', 102_007], ['PAST_DUE', 30_000], ['PAST_DUE', 0]]);
    expect(partial.pastDue).toEqual({ amountCents: 72_007 + 102_006, oldestDueDate: '2026-03-16', installments: 2 });
    expect(partial.nextDue).toBeNull();

    const cured = serviced([{ bookingDate: '2026-03-20', amountCents: 204_014 }], '2026-03-20');
    expect(statuses(cured)).toEqual([['PAID', 102_007], ['PAID', 102_007], ['DUE', 0]]);
    expect(cured.pastDue).toBeNull();
  });

  it('ignores payments dated after today and what is paid beyond the last installment; paid off owes nothing', () => {
    expect(serviced([{ bookingDate: '2026-03-11', amountCents: 102_007 }], '2026-03-10').appliedCents).toBe(0);
    const done = serviced([{ bookingDate: '2026-02-12', amountCents: 400_000 }], '2026-03-10');
    expect(done.appliedCents).toBe(306_020);
    expect(done.installments.every((row) => row.status === 'PAID')).toBe(true);
    expect(done.nextDue).toBeNull();
    expect(done.payoff.amountCents).toBe(0);
  });
});
