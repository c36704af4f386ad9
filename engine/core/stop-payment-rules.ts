import { addCalendarDays } from './calendar';
import type { IsoDate } from './business-days';

/** config/limits.json `stopPayment`: the fee, the longest range and how long a stop lasts. */
export interface StopPaymentLimits {
  readonly feeCents: number;
  readonly maxRangeLength: number;
  readonly durationDays: number;
}

/** What a member asks to stop: one check, or every check from `first` to `last` (both included). */
export type StopPaymentChecks = { readonly kind: 'CHECK'; readonly checkNumber: number } | { readonly kind: 'RANGE'; readonly firstCheckNumber: number; readonly lastCheckNumber: number };

export type StopPaymentRuleCode = 'STOP_PAYMENT_CHECK_NUMBER_INVALID' | 'STOP_PAYMENT_RANGE_REVERSED' | 'STOP_PAYMENT_RANGE_TOO_LONG';

export interface StopPaymentViolation {
  readonly code: StopPaymentRuleCode;
  readonly path: string;
}

/** A check number is a whole number from 1 up (a safe integer, so it compares and stores exactly). */
export function isCheckNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/**
 * The rules on the check numbers alone: each a positive whole number; a range runs upward and covers at most
 * `maxRangeLength` checks, first and last included. Empty when the request may go on to the account's own checks.
 */
export function checkStopPaymentNumbers(checks: StopPaymentChecks, limits: Pick<StopPaymentLimits, 'maxRangeLength'>): StopPaymentViolation[] {
  if (checks.kind === 'CHECK') return isCheckNumber(checks.checkNumber) ? [] : [{ code: 'STOP_PAYMENT_CHECK_NUMBER_INVALID', path: '/checkNumber' }];
  const violations: StopPaymentViolation[] = [];
  if (!isCheckNumber(checks.firstCheckNumber)) violations.push({ code: 'STOP_PAYMENT_CHECK_NUMBER_INVALID', path: '/firstCheckNumber' });
  if (!isCheckNumber(checks.lastCheckNumber)) violations.push({ code: 'STOP_PAYMENT_CHECK_NUMBER_INVALID', path: '/lastCheckNumber' });
  if (violations.length > 0) return violations;
  if (checks.lastCheckNumber < checks.firstCheckNumber) return [{ code: 'STOP_PAYMENT_RANGE_REVERSED', path: '/lastCheckNumber' }];
  if (checks.lastCheckNumber - checks.firstCheckNumber + 1 > limits.maxRangeLength) return [{ code: 'STOP_PAYMENT_RANGE_TOO_LONG', path: '/lastCheckNumber' }];
  return [];
}

/** The first and last check number a request covers (the same number twice for one check). */
export function stopPaymentSpan(checks: StopPaymentChecks): { readonly first: number; readonly last: number } {
  return checks.kind === 'CHECK' ? { first: checks.checkNumber, last: checks.checkNumber } : { first: checks.firstCheckNumber, last: checks.lastCheckNumber };
}

/** Whether two spans of check numbers share at least one check. */
export function spansOverlap(a: { readonly first: number; readonly last: number }, b: { readonly first: number; readonly last: number }): boolean {
  return a.first <= b.last && b.first <= a.last;
}

/**
 * The last day a stop placed on `placedOn` (the credit union's date when it was placed, never the device's) is in
 * effect: `durationDays` calendar days later, weekends and holidays counted like any day.
 */
export function stopPaymentExpiresOn(placedOn: IsoDate, limits: Pick<StopPaymentLimits, 'durationDays'>): IsoDate {
  return addCalendarDays(placedOn, limits.durationDays);
}

/** A stop is ACTIVE through its expiry date and EXPIRED from the day after. */
export function stopPaymentStatus(expiresOn: IsoDate, today: IsoDate): 'ACTIVE' | 'EXPIRED' {
  return today <= expiresOn ? 'ACTIVE' : 'EXPIRED';
}
