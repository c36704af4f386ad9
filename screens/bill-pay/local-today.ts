/** Today as an ISO date (yyyy-mm-dd) in the member's own time zone: the earliest date a payment form offers. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
