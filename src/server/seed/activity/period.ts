import { addDays } from '../calendar';

/** The stretch of history a generator fills: from `start` up to (not including) `today`. */
export interface Period {
  start: string;
  today: string;
}

export function eachDay(period: Period, visit: (date: string, dayOfMonth: number) => void): void {
  for (let date = period.start; date < period.today; date = addDays(date, 1)) visit(date, Number(date.slice(8, 10)));
}

/** Every other Friday from the first Friday on or after the start: a biweekly payroll calendar. */
export function isBiweeklyFriday(period: Period, date: string): boolean {
  const start = new Date(`${period.start}T00:00:00Z`);
  const firstFriday = addDays(period.start, (5 - start.getUTCDay() + 7) % 7);
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${firstFriday}T00:00:00Z`)) / 86_400_000);
  return days >= 0 && days % 14 === 0;
}
