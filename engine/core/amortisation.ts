import { onOrAfterBusinessDay, type IsoDate } from './business-days';

/** One installment of a fixed-rate loan, in integer cents. */
export interface AmortisationRow {
  /** 1-based. */
  installment: number;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  /** What is owed after this payment; 0 after the last. */
  balanceAfterCents: number;
}

/** APR in basis points to the monthly rate as a fraction (549 bps → 0.004575). */
const monthlyRate = (aprBps: number): number => aprBps / 10_000 / 12;

function assertTerms(principalCents: number, aprBps: number, termMonths: number): void {
  if (!Number.isSafeInteger(principalCents) || principalCents <= 0) throw new RangeError(`Principal of ${principalCents} cents`);
  if (!Number.isInteger(aprBps) || aprBps < 0) throw new RangeError(`APR of ${aprBps} bps`);
  if (!Number.isInteger(termMonths) || termMonths <= 0) throw new RangeError(`Term of ${termMonths} months`);
}

/** A month's interest on `balanceCents`, rounded half up to the cent in integer arithmetic (no float drift). */
function monthInterest(balanceCents: number, aprBps: number): number {
  const numerator = balanceCents * aprBps;
  const denominator = 120_000; // 10,000 bps × 12 months
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The level monthly payment of the standard annuity formula, P·r / (1 − (1 + r)^−n), rounded to the cent as
 * published tables do; with no interest, the principal over the term (rounded up, so the last payment is the smaller).
 */
export function monthlyPaymentCents(principalCents: number, aprBps: number, termMonths: number): number {
  assertTerms(principalCents, aprBps, termMonths);
  if (aprBps === 0) return Math.ceil(principalCents / termMonths);
  const rate = monthlyRate(aprBps);
  return Math.round((principalCents * rate) / (1 - (1 + rate) ** -termMonths));
}

/**
 * The full schedule: each month's interest on the balance, the rest of the level payment to principal; the last
 * payment is whatever clears the balance (it absorbs the rounding), so the principal column sums to the amount exactly.
 */
export function amortisationSchedule(principalCents: number, aprBps: number, termMonths: number): AmortisationRow[] {
  const payment = monthlyPaymentCents(principalCents, aprBps, termMonths);
  const rows: AmortisationRow[] = [];
  let balance = principalCents;
  for (let installment = 1; installment <= termMonths; installment += 1) {
    const interest = monthInterest(balance, aprBps);
    const last = installment === termMonths || payment - interest >= balance;
    const principal = last ? balance : payment - interest;
    balance -= principal;
    rows.push({ installment, paymentCents: principal + interest, principalCents: principal, interestCents: interest, balanceAfterCents: balance });
    if (balance === 0) break;
  }
  return rows;
}

/**
 * The largest principal a level payment of `paymentCents` repays over the term (the inverse of the annuity formula),
 * rounded down to the cent: what a pre-qualification can offer within a payment budget.
 */
export function principalForPaymentCents(paymentCents: number, aprBps: number, termMonths: number): number {
  if (paymentCents <= 0) return 0;
  if (aprBps === 0) return paymentCents * termMonths;
  const rate = monthlyRate(aprBps);
  return Math.floor((paymentCents * (1 - (1 + rate) ** -termMonths)) / rate);
}

/** yyyy-mm-dd of `day` (1-28) in the month `monthsAhead` after `from`'s month. */
function dayInMonthAhead(from: IsoDate, monthsAhead: number, day: number): IsoDate {
  const [year, month] = from.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + monthsAhead;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of the month a loan's payments fall due: the funding day, kept within 1-28 so every month has it. */
export const paymentDueDayOf = (fundedOn: IsoDate): number => Math.min(28, Number(fundedOn.slice(8, 10)));

/**
 * The due dates of `count` monthly installments on `dueDay` (1-28), the first in the month after `fundedOn`, each moved
 * to the next business day when it falls on a weekend or Federal Reserve holiday.
 */
export function installmentDueDates(fundedOn: IsoDate, dueDay: number, count: number): IsoDate[] {
  if (!Number.isInteger(dueDay) || dueDay < 1 || dueDay > 28) throw new RangeError(`Due day ${dueDay}`);
  return Array.from({ length: count }, (_, index) => onOrAfterBusinessDay(dayInMonthAhead(fundedOn, index + 1, dueDay)));
}

/** An installment of the amortisation with the day it falls due. */
export interface DatedInstallment extends AmortisationRow {
  dueDate: IsoDate;
}

/**
 * The schedule a loan funded on `fundedOn` is booked with: the amortisation, each installment due on the funding day
 * of the month (kept within 1-28) from the next month, moved to the next business day. The disclosure a member signs
 * and the schedule stored at funding both come from here, so they cannot differ.
 */
export function fundedLoanSchedule(principalCents: number, aprBps: number, termMonths: number, fundedOn: IsoDate): { dueDay: number; installments: DatedInstallment[] } {
  const dueDay = paymentDueDayOf(fundedOn);
  const rows = amortisationSchedule(principalCents, aprBps, termMonths);
  const dueDates = installmentDueDates(fundedOn, dueDay, rows.length);
  return { dueDay, installments: rows.map((row, index) => ({ ...row, dueDate: dueDates[index]! })) };
}
