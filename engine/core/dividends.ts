import { addCalendarDays } from './calendar';
import type { IsoDate } from './business-days';

/**
 * When a deposit product's dividends post (config/account-opening.json `dividendSchedule`): monthly, on the last day
 * of the month or on a fixed day of the month (1-28, so every month has it).
 */
export interface DividendPostingRule {
  readonly postingDay: 'LAST_DAY_OF_MONTH' | number;
}

/**
 * A period's dividend by the daily balance method: each day of the period earns its end-of-day balance × the annual
 * rate / 365 (every year counted as 365 days), accrued in fractional cents; the sum is rounded to the cent once, when
 * it posts (half a cent rounds up). A day with a zero or negative balance earns nothing. Exact integer arithmetic
 * (BigInt), so a long period on a large balance never loses a fraction.
 */
export function periodDividendCents(dailyBalancesCents: readonly number[], annualRateBps: number): number {
  if (annualRateBps <= 0) return 0;
  let balanceDays = 0n;
  for (const balance of dailyBalancesCents) if (balance > 0) balanceDays += BigInt(balance);
  const numerator = balanceDays * BigInt(annualRateBps);
  const denominator = 10_000n * 365n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/**
 * The balance each day of a period earns on (config/account-opening.json `dividendSchedule` `compound`). Compounding:
 * the end-of-day balance, dividends credited earlier included, so they earn too. Simple (`compound: false`): that
 * balance less every dividend credited to the account up to that day, so dividends never earn; never below zero (a
 * withdrawal takes from the dividends last). `dividendsToDateCents[i]` is the total of dividends credited to the account
 * on or before the day of `dailyBalancesCents[i]`.
 */
export function accrualBalancesCents(dailyBalancesCents: readonly number[], dividendsToDateCents: readonly number[], compound: boolean): number[] {
  if (compound) return [...dailyBalancesCents];
  return dailyBalancesCents.map((balance, day) => Math.max(0, balance - (dividendsToDateCents[day] ?? 0)));
}

/** A period's dividend (periodDividendCents) on the balances the schedule's `compound` says earn (accrualBalancesCents). */
export function scheduledDividendCents(
  days: { balancesCents: readonly number[]; dividendsToDateCents: readonly number[] },
  annualRateBps: number,
  compound: boolean,
): number {
  return periodDividendCents(accrualBalancesCents(days.balancesCents, days.dividendsToDateCents, compound), annualRateBps);
}

const lastDayOfMonth = (yearMonth: string): IsoDate => addCalendarDays(`${nextMonth(yearMonth)}-01`, -1);

function nextMonth(yearMonth: string): string {
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(5, 7));
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The dividend posting date of the month `yearMonth` (yyyy-mm) under `rule`. */
export function postingDateInMonth(yearMonth: string, rule: DividendPostingRule): IsoDate {
  return rule.postingDay === 'LAST_DAY_OF_MONTH' ? lastDayOfMonth(yearMonth) : `${yearMonth}-${String(rule.postingDay).padStart(2, '0')}`;
}

/** Whether `date` is a dividend posting date under `rule`. */
export const isDividendPostingDate = (date: IsoDate, rule: DividendPostingRule): boolean => postingDateInMonth(date.slice(0, 7), rule) === date;

/** The posting dates after `after` up to and including `through`, in order (each one closes a dividend period). */
export function postingDatesBetween(after: IsoDate, through: IsoDate, rule: DividendPostingRule): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let month = after.slice(0, 7); month <= through.slice(0, 7); month = nextMonth(month)) {
    const date = postingDateInMonth(month, rule);
    if (date > after && date <= through) dates.push(date);
  }
  return dates;
}

/** The latest posting date on or before `date`. */
export function latestPostingDate(date: IsoDate, rule: DividendPostingRule): IsoDate {
  const thisMonth = postingDateInMonth(date.slice(0, 7), rule);
  if (thisMonth <= date) return thisMonth;
  return postingDateInMonth(addCalendarDays(`${date.slice(0, 7)}-01`, -1).slice(0, 7), rule);
}

/** Every day from `from` to `through`, both included. */
export function daysOf(from: IsoDate, through: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= through; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}
