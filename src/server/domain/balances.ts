import { sql, type Kysely } from 'kysely';
import type { Database, ProductKind } from '../db/schema';

/** Cards and loans are owed by the member (debit-normal on the credit union's books); the rest is held. */
export function isOwedKind(kind: ProductKind): boolean {
  return kind === 'creditCard' || kind === 'autoLoan' || kind === 'heloc';
}

export interface LedgerTotals {
  /** Sum of the arrangement's ledger entries (debits positive). */
  ledgerSumCents: number;
  /** Sum of pending (unposted) debits: card authorisations and other holds. */
  pendingDebitsCents: number;
}

/**
 * Ledger sums and pending holds for a set of accounts, in two grouped queries. Balances are never stored: they are
 * always what the immutable ledger says.
 */
export async function ledgerTotals(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, LedgerTotals>> {
  const totals = new Map<string, LedgerTotals>(arrangementIds.map((id) => [id, { ledgerSumCents: 0, pendingDebitsCents: 0 }]));
  if (arrangementIds.length === 0) return totals;
  const [booked, pending] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(['arrangement_id', sql<number>`sum(amount_cents)::bigint`.as('cents')])
      .where('arrangement_id', 'in', arrangementIds)
      .groupBy('arrangement_id')
      .execute(),
    db
      .selectFrom('transactions')
      .select(['arrangement_id', sql<number>`sum(amount_cents)::bigint`.as('cents')])
      .where('arrangement_id', 'in', arrangementIds)
      .where('status', '=', 'PENDING')
      .where('credit_debit', '=', 'DEBIT')
      .groupBy('arrangement_id')
      .execute(),
  ]);
  for (const row of booked) {
    const entry = row.arrangement_id === null ? undefined : totals.get(row.arrangement_id);
    if (entry) entry.ledgerSumCents = row.cents;
  }
  for (const row of pending) {
    const entry = totals.get(row.arrangement_id);
    if (entry) entry.pendingDebitsCents = row.cents;
  }
  return totals;
}

/** What the member sees as the booked balance: held for deposits and IRA, owed for cards and loans. */
export function bookedBalance(kind: ProductKind, totals: LedgerTotals): number {
  return isOwedKind(kind) ? totals.ledgerSumCents : -totals.ledgerSumCents;
}

/**
 * Available balance: deposits less pending holds; credit lines (cards, HELOC) the unused limit less holds; a
 * term loan has nothing to draw, so it shows its balance.
 */
export function availableBalance(kind: ProductKind, totals: LedgerTotals, creditLimitCents: number | null): number {
  const booked = bookedBalance(kind, totals);
  if (kind === 'creditCard' || kind === 'heloc') return Math.max(0, (creditLimitCents ?? 0) - booked - totals.pendingDebitsCents);
  if (kind === 'autoLoan') return booked;
  return booked - totals.pendingDebitsCents;
}
