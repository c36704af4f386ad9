import type { IsoDate } from './business-days';

/** Simple interest accrues at the APR over a year of 365 days (actual/365 fixed: a leap year's extra day accrues too). */
export const DAILY_INTEREST_DAYS_IN_YEAR = 365;

/** What a loan without a stored payment schedule owes and since when interest on it has not been charged. */
export interface DailyInterestLoan {
  /** The ledger balance owed: principal plus any interest, fees and missed payments already posted to the loan. */
  balanceOwedCents: number;
  aprBps: number;
  /** The last day interest is already in the balance: the last interest posting, else the last payment, else the opening day. */
  interestChargedThrough: IsoDate;
}

export interface DailyInterestPayoff {
  payoffCents: number;
  goodThrough: IsoDate;
  /** One day's interest on the balance owed, rounded to the cent (half a cent up). */
  perDiemCents: number;
  outstandingPrincipalCents: number;
  /** Days from the day after `interestChargedThrough` through `goodThrough`, both counted (0 when not after it). */
  accruedDays: number;
  /** accruedDays × perDiemCents: interest accrues a whole per-diem a day, so each later day adds exactly one per-diem. */
  accruedInterestCents: number;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
function calendarDaysFrom(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One day's simple interest on `balanceCents` at `aprBps` (APR / 365), rounded half up in integer arithmetic. */
export function dailyInterestCents(balanceCents: number, aprBps: number): number {
  if (balanceCents <= 0 || aprBps <= 0) return 0;
  const denominator = 10_000 * DAILY_INTEREST_DAYS_IN_YEAR;
  return Math.floor((2 * balanceCents * aprBps + denominator) / (2 * denominator));
}

/**
 * What clears a loan that has no stored schedule on `through`, assuming no further payment: the balance owed (the
 * ledger's, which already holds the interest charged so far and anything past due) plus the interest accrued daily
 * since it was last charged, through `through`. Interest is simple (on the balance owed, never on accrued interest).
 */
export function dailyInterestPayoff(loan: DailyInterestLoan, through: IsoDate): DailyInterestPayoff {
  const principal = Math.max(0, loan.balanceOwedCents);
  const perDiemCents = dailyInterestCents(principal, loan.aprBps);
  const accruedDays = Math.max(0, calendarDaysFrom(loan.interestChargedThrough, through));
  const accruedInterestCents = accruedDays * perDiemCents;
  return { payoffCents: principal + accruedInterestCents, goodThrough: through, perDiemCents, outstandingPrincipalCents: principal, accruedDays, accruedInterestCents };
}

