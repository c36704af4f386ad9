import { isBusinessDay, onOrAfterBusinessDay, type IsoDate } from './business-days';
import { addCalendarDays, addMonths, daysBetween } from './calendar';

/** One booked debit as the detector needs it. */
export interface ChargeObservation {
  readonly date: IsoDate;
  readonly amountCents: number;
  /** The counterparty's name, else the description: what "the same merchant" is judged on. */
  readonly merchant: string;
}

export type RecurringCadence = 'weekly' | 'biweekly' | 'monthly' | 'yearly';

export interface RecurringCharge {
  readonly merchant: string;
  /** The latest charge's amount. */
  readonly amountCents: number;
  readonly cadence: RecurringCadence;
  readonly occurrences: number;
  readonly lastDate: IsoDate;
  readonly nextDate: IsoDate;
}

export interface RecurringRules {
  /** Most a charge may differ from the series' median amount, in basis points of it. */
  readonly amountToleranceBps: number;
  /** Fewest charges that make a weekly, biweekly or monthly series (a yearly one needs two). */
  readonly minOccurrences: number;
}

interface CadenceBand {
  readonly cadence: RecurringCadence;
  readonly minDays: number;
  readonly maxDays: number;
  readonly minOccurrences: (rules: RecurringRules) => number;
}

// Gaps between charges allowed per cadence: a monthly charge moves with month lengths and with weekends and holidays
// when it is an ACH debit, which posts on business days only.
const BANDS: readonly CadenceBand[] = [
  { cadence: 'weekly', minDays: 6, maxDays: 8, minOccurrences: (rules) => rules.minOccurrences },
  { cadence: 'biweekly', minDays: 13, maxDays: 15, minOccurrences: (rules) => rules.minOccurrences },
  { cadence: 'monthly', minDays: 26, maxDays: 35, minOccurrences: (rules) => rules.minOccurrences },
  { cadence: 'yearly', minDays: 358, maxDays: 372, minOccurrences: () => 2 },
];

function step(date: IsoDate, cadence: RecurringCadence, dayOfMonth: number): IsoDate {
  switch (cadence) {
    case 'weekly':
      return addCalendarDays(date, 7);
    case 'biweekly':
      return addCalendarDays(date, 14);
    case 'monthly':
      return addMonths(date, 1, dayOfMonth);
    case 'yearly':
      return addMonths(date, 12, dayOfMonth);
  }
}

/** Case, digits (store numbers, reference codes) and punctuation do not make another merchant. */
export function merchantKey(merchant: string): string {
  return merchant
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The next expected date after the last charge, on or after today. The anchor day of a monthly or yearly series is
 * the day of its first charge (so a charge on the 31st comes back on the 31st after a short month). A series whose
 * every charge posted on a business day is taken for an ACH debit, which cannot post on a weekend or holiday: its
 * next date moves to the next business day. Card charges post any day and keep the calendar date.
 */
function nextDate(series: readonly ChargeObservation[], cadence: RecurringCadence, today: IsoDate): IsoDate {
  const dayOfMonth = Number(series[0]!.date.slice(8, 10));
  const businessDaysOnly = series.every((charge) => isBusinessDay(charge.date));
  let next = step(series[series.length - 1]!.date, cadence, dayOfMonth);
  while (next < today) next = step(next, cadence, dayOfMonth);
  return businessDaysOnly ? onOrAfterBusinessDay(next) : next;
}

function classify(series: readonly ChargeObservation[], rules: RecurringRules, today: IsoDate): RecurringCadence | undefined {
  const gaps = series.slice(1).map((charge, index) => daysBetween(series[index]!.date, charge.date));
  const band = BANDS.find((candidate) => gaps.length > 0 && gaps.every((gap) => gap >= candidate.minDays && gap <= candidate.maxDays));
  if (!band || series.length < band.minOccurrences(rules)) return undefined;
  // A series that stopped (more than two periods without a charge) is no longer a subscription.
  if (daysBetween(series[series.length - 1]!.date, today) > 2 * band.maxDays) return undefined;
  const typical = median(series.map((charge) => charge.amountCents));
  const tolerance = Math.round((typical * rules.amountToleranceBps) / 10_000);
  if (!series.every((charge) => Math.abs(charge.amountCents - typical) <= tolerance)) return undefined;
  return band.cadence;
}

/**
 * Subscriptions and other repeating charges among a member's debits: the charges of one merchant, of similar amounts,
 * at a steady weekly, biweekly, monthly or yearly gap. A merchant charged at irregular gaps (groceries, dining) is not
 * one. Sorted by the next expected date, then merchant.
 */
export function detectRecurringCharges(charges: readonly ChargeObservation[], rules: RecurringRules, today: IsoDate): RecurringCharge[] {
  const byMerchant = new Map<string, ChargeObservation[]>();
  for (const charge of charges) {
    const key = merchantKey(charge.merchant);
    if (key === '' || charge.amountCents <= 0) continue;
    const list = byMerchant.get(key) ?? [];
    list.push(charge);
    byMerchant.set(key, list);
  }
  const found: RecurringCharge[] = [];
  for (const list of byMerchant.values()) {
    const series = [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const cadence = classify(series, rules, today);
    if (!cadence) continue;
    const last = series[series.length - 1]!;
    found.push({ merchant: last.merchant, amountCents: last.amountCents, cadence, occurrences: series.length, lastDate: last.date, nextDate: nextDate(series, cadence, today) });
  }
  return found.sort((a, b) => (a.nextDate === b.nextDate ? a.merchant.localeCompare(b.merchant) : a.nextDate < b.nextDate ? -1 : 1));
}
