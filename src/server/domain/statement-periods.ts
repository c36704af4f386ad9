/** A monthly statement: its document id, the calendar month it covers and the balances at either end. */
export interface StatementPeriod {
  /** "STMT-yyyy-mm": the id statements and their downloads go by. */
  id: string;
  /** "yyyy-mm". */
  month: string;
  start: string;
  end: string;
  openingCents: number;
  closingCents: number;
}

const PREFIX = 'STMT-';

export function statementIdOf(month: string): string {
  return `${PREFIX}${month}`;
}

/** Last day of a "yyyy-mm" month, as an ISO date. */
export function monthEnd(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}

/**
 * The statements of an account: one per calendar month from the first month its ledger has a posting in up to the
 * last month that has ended by `today`, newest first, each month's opening balance the previous one's closing
 * balance (a month without postings still gets its statement). `totals` are the net posted amounts per month,
 * oldest first (transaction-lines.ts monthlyPostedTotals).
 */
export function monthlyStatements(totals: readonly { month: string; deltaCents: number }[], today: string): StatementPeriod[] {
  const first = totals[0];
  if (!first) return [];
  const byMonth = new Map(totals.map((total) => [total.month, total.deltaCents]));
  const current = today.slice(0, 7);
  const periods: StatementPeriod[] = [];
  let balance = 0;
  for (let month = first.month; month < current; month = nextMonth(month)) {
    const closing = balance + (byMonth.get(month) ?? 0);
    periods.push({ id: statementIdOf(month), month, start: `${month}-01`, end: monthEnd(month), openingCents: balance, closingCents: closing });
    balance = closing;
  }
  return periods.reverse();
}
