import { addBusinessDays, isBusinessDay, nextBusinessDay, onOrAfterBusinessDay, previousBusinessDay } from '../business-days';
import type { Limits, PaymentKind, RecurringFrequency } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string | undefined): value is string {
  const match = value === undefined ? null : ISO_DATE.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(isoDate: string): [number, number, number] {
  if (!isIsoDate(isoDate)) throw new RangeError(`Expected a calendar date as yyyy-mm-dd, found "${isoDate}"`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addCalendarDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Payments post on the next business day; every other kind is a transfer and posts on the preceding one. */
const PAYMENT_KINDS: ReadonlySet<PaymentKind> = new Set(['LOAN_PAYMENT', 'CARD_PAYMENT', 'BILL_PAY']);

/**
 * The date a movement the member asked for on `requested` is actually made. A non-business day moves to
 * the next business day for payments and to the preceding one for transfers, but never before `today`: then it is
 * the first business day on or after today. `note` is the configured explanation when a non-business day moved.
 */
export function effectiveExecutionDate(
  kind: PaymentKind,
  requested: string,
  today: string,
  limits: Limits,
): { date: string; adjusted: boolean; note?: string } {
  let date = isBusinessDay(requested) ? requested : PAYMENT_KINDS.has(kind) ? nextBusinessDay(requested) : previousBusinessDay(requested);
  if (date < today) date = onOrAfterBusinessDay(today);
  if (date === requested) return { date, adjusted: false };
  if (isBusinessDay(requested)) return { date, adjusted: true };
  // The copy says which way the date went; a transfer pushed forward by `today` reads as the next-business-day rule.
  const note = date > requested ? limits.messages.paymentDateAdjusted : limits.messages.transferDateAdjusted;
  return { date, adjusted: true, note };
}

/** The funds-availability copy for the kind of movement, or undefined when funds are available at once. */
export function fundsAvailabilityNote(kind: PaymentKind, limits: Limits): string | undefined {
  switch (kind) {
    case 'ACH_IN':
    case 'ACH_OUT':
    case 'BILL_PAY':
      return limits.messages.fundsAvailabilityExternal;
    case 'LOAN_PAYMENT':
      return limits.messages.fundsAvailabilityLoanPayment;
    case 'HELOC_ADVANCE':
      return limits.messages.fundsAvailabilityHeloc;
    default:
      return undefined;
  }
}

/**
 * The next occurrence of a recurring order after `date`: WEEKLY +7 days, BIWEEKLY +14, MONTHLY the same day of the
 * next month, clamped to its last day. Pass the order's first date as `anchor` so a monthly order started on the
 * 31st returns to the 31st after a short month instead of drifting to the 28th.
 */
export function nextOccurrence(date: string, frequency: RecurringFrequency, anchor: string = date): string {
  if (frequency === 'WEEKLY') return addCalendarDays(date, 7);
  if (frequency === 'BIWEEKLY') return addCalendarDays(date, 14);
  const [year, month] = parts(date);
  const [, , anchorDay] = parts(anchor);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return iso(nextYear, nextMonth, Math.min(anchorDay, daysInMonth(nextYear, nextMonth)));
}

/**
 * The earliest date a bill payment asked for on `today` can reach a payee that needs `leadBusinessDays` Federal
 * Reserve business days: that many business days after today, or with none the first business day on or after today.
 */
export function earliestPayeeDate(today: string, leadBusinessDays: number): string {
  return leadBusinessDays > 0 ? addBusinessDays(today, leadBusinessDays) : onOrAfterBusinessDay(today);
}
