/** The credit union keeps its books on Eastern time: a payment's business "today" is the date in New York. */
const NEW_YORK = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The ISO date (yyyy-mm-dd) of an instant in America/New_York: what payment rules, postings and the executor call today. */
export function businessDate(instant: Date): string {
  return NEW_YORK.format(instant);
}
