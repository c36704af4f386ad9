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
 * Ledger sums and pending holds for a set of accounts, in one statement. The booked sum is the one stored on the
 * account's row, which the database adds each insert of ledger entries to in the same statement (migration 0070): it
 * is always what the immutable ledger says, without summing the account's history. Pending holds are summed.
 */
export async function ledgerTotals(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, LedgerTotals>> {
  const totals = new Map<string, LedgerTotals>(arrangementIds.map((id) => [id, { ledgerSumCents: 0, pendingDebitsCents: 0 }]));
  if (arrangementIds.length === 0) return totals;
  const rows = await db
    .selectFrom('arrangements as a')
    .select([
      'a.id',
      'a.ledger_sum_cents as booked',
      sql<number>`(select coalesce(sum(t.amount_cents), 0)::bigint from transactions t
        where t.arrangement_id = a.id and t.status = 'PENDING' and t.credit_debit = 'DEBIT')`.as('pending'),
    ])
    .where('a.id', 'in', arrangementIds)
    .execute();
  for (const row of rows) {
    const entry = totals.get(row.id);
    if (entry) Object.assign(entry, { ledgerSumCents: Number(row.booked), pendingDebitsCents: Number(row.pending) });
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
