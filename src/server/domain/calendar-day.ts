/** The calendar day (UTC, ISO yyyy-mm-dd) of an instant: how the ledger dates postings and the routes date "today". */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
