/** The last `count` calendar months ("yyyy-mm"), oldest first, ending with today's month. */
export function monthsEnding(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The first day ("yyyy-mm-dd") of a month "yyyy-mm". */
export const firstDayOf = (month: string): string => `${month}-01`;
