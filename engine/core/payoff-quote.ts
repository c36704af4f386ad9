import { addCalendarDays } from './calendar';
import type { IsoDate } from './business-days';
import { loanServicing } from './loan-servicing';
import { isIsoDate } from './payment-rules/dates';

/** The dates a payoff quote may be good through: today (the credit union's business date) up to `maxDaysAhead` after. */
export function payoffThroughRange(today: IsoDate, maxDaysAhead: number): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addCalendarDays(today, maxDaysAhead) };
}

/** Why a requested good-through date cannot be quoted: not a calendar date, before today, or past the last day allowed. */
export type PayoffThroughProblem = 'malformed' | 'past' | 'tooFar';

export function payoffThroughProblem(through: string | undefined, today: IsoDate, maxDaysAhead: number): PayoffThroughProblem | undefined {
  if (!isIsoDate(through)) return 'malformed';
  const { min, max } = payoffThroughRange(today, maxDaysAhead);
  if (through < min) return 'past';
  if (through > max) return 'tooFar';
  return undefined;
}

export interface PayoffQuote {
  payoffCents: number;
  goodThrough: IsoDate;
  perDiemCents: number;
}

/**
 * What clears the loan on `through` if nothing more is paid before: the loan's servicing (the page's payoff) computed
 * for that day, so a quote through today is the payoff the page shows. Payments booked after today are not in the
 * ledger yet, so none is assumed; the per-diem is one more day's interest on that payoff's principal.
 */
export function payoffQuote(loan: Omit<Parameters<typeof loanServicing>[0], 'today'>, through: IsoDate): PayoffQuote {
  const state = loanServicing({ ...loan, today: through });
  return { payoffCents: state.payoff.amountCents, goodThrough: through, perDiemCents: state.perDiemCents };
}
