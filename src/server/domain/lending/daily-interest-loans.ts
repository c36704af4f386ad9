import type { Kysely } from 'kysely';
import type { DailyInterestLoan } from '../../../../engine/core/daily-interest-payoff';
import type { Database } from '../../db/schema';
import { bookedBalance, ledgerTotals } from '../balances';
import { INTEREST_CHARGE_JOURNAL_KIND } from '../tax-statements';

/** Loans and lines of credit: what a payoff can be quoted for. */
const PAYOFF_KINDS = ['autoLoan', 'heloc'] as const;

/**
 * The daily-interest facts of each of the given loans or lines that has no stored payment schedule (the seeded ones, a
 * HELOC): the balance owed per the ledger, its APR, and the last day interest is already in that balance (its last
 * interest charge, else its last payment, else its opening day). Missed payments and posted fees are part of the
 * balance owed, so nothing is added for them. Other accounts and scheduled loans are left out of the map.
 */
export async function loadDailyInterestLoans(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, DailyInterestLoan>> {
  if (arrangementIds.length === 0) return new Map();
  const loans = await db
    .selectFrom('arrangements as a')
    .leftJoin('arrangement_terms as t', 't.arrangement_id', 'a.id')
    .select(['a.id', 'a.product_kind', 'a.opened_on', 't.interest_rate_bps'])
    .where('a.id', 'in', arrangementIds)
    .where('a.product_kind', 'in', PAYOFF_KINDS)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('loan_payment_schedules as s').select('s.arrangement_id').whereRef('s.arrangement_id', '=', 'a.id'))))
    .execute();
  if (loans.length === 0) return new Map();
  const ids = loans.map((loan) => loan.id);
  const [totals, interestCharges, payments] = await Promise.all([
    ledgerTotals(db, ids),
    db
      .selectFrom('transactions as x')
      .innerJoin('journals as j', 'j.id', 'x.journal_id')
      .select(['x.arrangement_id', (eb) => eb.fn.max('x.booking_date').as('last')])
      .where('x.arrangement_id', 'in', ids)
      .where('x.status', '=', 'BOOKED')
      .where('j.kind', '=', INTEREST_CHARGE_JOURNAL_KIND)
      .groupBy('x.arrangement_id')
      .execute(),
    db
      .selectFrom('transactions')
      .select(['arrangement_id', (eb) => eb.fn.max('booking_date').as('last')])
      .where('arrangement_id', 'in', ids)
      .where('status', '=', 'BOOKED')
      .where('credit_debit', '=', 'CREDIT')
      .groupBy('arrangement_id')
      .execute(),
  ]);
  const lastOf = (rows: readonly { arrangement_id: string; last: string | null }[], id: string) => rows.find((row) => row.arrangement_id === id)?.last ?? undefined;
  const result = new Map<string, DailyInterestLoan>();
  for (const loan of loans) {
    const total = totals.get(loan.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 };
    result.set(loan.id, {
      balanceOwedCents: bookedBalance(loan.product_kind, total),
      aprBps: loan.interest_rate_bps ?? 0,
      interestChargedThrough: lastOf(interestCharges, loan.id) ?? lastOf(payments, loan.id) ?? loan.opened_on,
    });
  }
  return result;
}
