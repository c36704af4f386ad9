import type { IsoDate } from './business-days';

/** One stored installment of a funded loan's schedule (loan_payment_schedules), in integer cents. */
export interface ScheduledInstallment {
  installment: number;
  dueDate: IsoDate;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  balanceAfterCents: number;
}

/** A payment posted to the loan: a credit to its arrangement after the disbursement. */
export interface LoanPayment {
  bookingDate: IsoDate;
  amountCents: number;
}

/**
 * PAID: covered in full. PAST_DUE: its due date has gone by and it is not covered in full (paidCents may be part of it).
 * PARTIALLY_PAID: not yet past due, part of it covered. DUE: the next one, nothing of it covered yet. UPCOMING: later.
 */
export type InstallmentStatus = 'PAID' | 'PARTIALLY_PAID' | 'PAST_DUE' | 'DUE' | 'UPCOMING';

export interface ServicedInstallment extends ScheduledInstallment {
  paidCents: number;
  status: InstallmentStatus;
}

export interface LoanServicingState {
  installments: ServicedInstallment[];
  /** Everything applied to the schedule (payments beyond the last installment are not counted). */
  appliedCents: number;
  /** The first installment not yet past due and not covered in full: the unpaid part of it. Null when none is left. */
  nextDue: { installment: number; dueDate: IsoDate; amountCents: number } | null;
  /** The unpaid parts of installments whose due date has gone by; null when none. */
  pastDue: { amountCents: number; oldestDueDate: IsoDate; installments: number } | null;
  /** What clears the loan today (good through `asOf` only). */
  payoff: { amountCents: number; asOf: IsoDate; outstandingPrincipalCents: number; accruedInterestCents: number };
  /** One more day's interest on the principal the payoff accrues on (30/360: a 360th of a year's); 0 once paid off. */
  perDiemCents: number;
}

/**
 * Days between two dates on the 30/360 (bond basis) count: every month 30 days, a year 360. The amortisation's monthly
 * interest (balance × APR / 12) is this convention, so a full period accrues exactly one installment's interest.
 */
export function days360(from: IsoDate, to: IsoDate): number {
  const [y1, m1, rawD1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, rawD2] = to.split('-').map(Number) as [number, number, number];
  const d1 = Math.min(rawD1, 30);
  const d2 = rawD2 === 31 && d1 === 30 ? 30 : rawD2;
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (d2 - d1);
}

/** Simple interest on `balanceCents` for `days` (30/360) at `aprBps`, rounded half up in integer arithmetic. */
export function accruedInterestCents(balanceCents: number, aprBps: number, days: number): number {
  if (balanceCents <= 0 || days <= 0) return 0;
  const numerator = balanceCents * aprBps * days;
  const denominator = 10_000 * 360;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Where a funded loan stands on `today`. Payments posted on or before today are applied in order of the schedule,
 * oldest installment first (a late payment cures the oldest missed one; an extra one pays ahead), each installment's
 * interest before its principal.
 *
 * Payoff: the principal still owed on the installments due by today, plus their unpaid interest, plus simple interest
 * on that principal since the last due date on or before today (the funding day before the first) at the loan's APR
 * on the 30/360 count, less whatever was paid ahead on installments not yet due.
 */
export function loanServicing(input: {
  principalCents: number;
  aprBps: number;
  fundedOn: IsoDate;
  schedule: readonly ScheduledInstallment[];
  payments: readonly LoanPayment[];
  today: IsoDate;
}): LoanServicingState {
  const { today } = input;
  const schedule = [...input.schedule].sort((a, b) => a.installment - b.installment);
  let available = input.payments.filter((payment) => payment.bookingDate <= today).reduce((sum, payment) => sum + payment.amountCents, 0);
  let appliedCents = 0;
  let nextFound = false;
  const installments = schedule.map((row): ServicedInstallment => {
    const paidCents = Math.max(0, Math.min(available, row.paymentCents));
    available -= paidCents;
    appliedCents += paidCents;
    let status: InstallmentStatus;
    if (paidCents === row.paymentCents) status = 'PAID';
    else if (row.dueDate < today) status = 'PAST_DUE';
    else if (paidCents > 0) status = 'PARTIALLY_PAID';
    else status = nextFound ? 'UPCOMING' : 'DUE';
    if (status === 'PARTIALLY_PAID' || status === 'DUE') nextFound = true;
    return { ...row, paidCents, status };
  });

  const next = installments.find((row) => row.status === 'PARTIALLY_PAID' || row.status === 'DUE');
  const missed = installments.filter((row) => row.status === 'PAST_DUE');
  const pastDueCents = missed.reduce((sum, row) => sum + row.paymentCents - row.paidCents, 0);

  const interestPaid = (row: ServicedInstallment) => Math.min(row.paidCents, row.interestCents);
  const principalPaid = (row: ServicedInstallment) => row.paidCents - interestPaid(row);
  const due = installments.filter((row) => row.dueDate <= today);
  const ahead = installments.filter((row) => row.dueDate > today);
  const accruingPrincipal = input.principalCents - due.reduce((sum, row) => sum + principalPaid(row), 0);
  const unpaidInterest = due.reduce((sum, row) => sum + row.interestCents - interestPaid(row), 0);
  const lastDueDate = due.at(-1)?.dueDate ?? input.fundedOn;
  const accrued = accruedInterestCents(accruingPrincipal, input.aprBps, days360(lastDueDate, today));
  const paidAhead = ahead.reduce((sum, row) => sum + row.paidCents, 0);
  const outstandingPrincipal = input.principalCents - installments.reduce((sum, row) => sum + principalPaid(row), 0);

  return {
    installments,
    appliedCents,
    nextDue: next ? { installment: next.installment, dueDate: next.dueDate, amountCents: next.paymentCents - next.paidCents } : null,
    pastDue: missed[0] ? { amountCents: pastDueCents, oldestDueDate: missed[0].dueDate, installments: missed.length } : null,
    payoff: {
      amountCents: outstandingPrincipal === 0 ? 0 : Math.max(0, accruingPrincipal + unpaidInterest + accrued - paidAhead),
      asOf: today,
      outstandingPrincipalCents: outstandingPrincipal,
      accruedInterestCents: accrued,
    },
    perDiemCents: outstandingPrincipal === 0 ? 0 : accruedInterestCents(accruingPrincipal, input.aprBps, 1),
  };
}
