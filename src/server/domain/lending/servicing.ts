import type { Kysely } from 'kysely';
import type { LoanServicing } from '../../../../engine/core/generated/api.gen';
import { loanServicing } from '../../../../engine/core/loan-servicing';
import type { Database } from '../../db/schema';

/** What the servicing rule needs of a loan, whatever the day: everything of its input but `today`. */
export type ServicedLoan = Omit<Parameters<typeof loanServicing>[0], 'today'>;

/**
 * The servicing facts of each of the given loans that has a stored payment schedule (a loan funded through lending):
 * its schedule, the loan's principal, rate and funding day, and the payments posted to it (booked credits to the loan
 * arrangement; the disbursement is its debit). Loans without a schedule (the seeded ones) are left out of the map.
 */
export async function loadServicedLoans(db: Kysely<Database>, arrangementIds: readonly string[]): Promise<Map<string, ServicedLoan>> {
  if (arrangementIds.length === 0) return new Map();
  const schedules = await db.selectFrom('loan_payment_schedules').selectAll().where('arrangement_id', 'in', arrangementIds).orderBy('arrangement_id').orderBy('installment').execute();
  const scheduled = [...new Set(schedules.map((row) => row.arrangement_id))];
  if (scheduled.length === 0) return new Map();
  const [loans, payments] = await Promise.all([
    db
      .selectFrom('arrangements as a')
      .innerJoin('arrangement_terms as t', 't.arrangement_id', 'a.id')
      .select(['a.id', 'a.principal_cents', 'a.opened_on', 't.interest_rate_bps'])
      .where('a.id', 'in', scheduled)
      .execute(),
    db
      .selectFrom('transactions')
      .select(['arrangement_id', 'booking_date', 'amount_cents'])
      .where('arrangement_id', 'in', scheduled)
      .where('status', '=', 'BOOKED')
      .where('credit_debit', '=', 'CREDIT')
      .where('journal_id', 'is not', null)
      .execute(),
  ]);
  const result = new Map<string, ServicedLoan>();
  for (const loan of loans) {
    if (loan.principal_cents === null) continue;
    result.set(loan.id, {
      principalCents: loan.principal_cents,
      aprBps: loan.interest_rate_bps,
      fundedOn: loan.opened_on,
      schedule: schedules
        .filter((row) => row.arrangement_id === loan.id)
        .map((row) => ({
          installment: row.installment,
          dueDate: row.due_date,
          paymentCents: row.payment_cents,
          principalCents: row.principal_cents,
          interestCents: row.interest_cents,
          balanceAfterCents: row.balance_after_cents,
        })),
      payments: payments.filter((row) => row.arrangement_id === loan.id).map((row) => ({ bookingDate: row.booking_date, amountCents: Number(row.amount_cents) })),
    });
  }
  return result;
}

/** Where each of the given loans that has a stored payment schedule stands on `today` (loadServicedLoans). */
export async function loadLoanServicing(db: Kysely<Database>, arrangementIds: readonly string[], today: string): Promise<Map<string, LoanServicing>> {
  const result = new Map<string, LoanServicing>();
  for (const [id, loan] of await loadServicedLoans(db, arrangementIds)) {
    const state = loanServicing({ ...loan, today });
    result.set(id, {
      asOf: today,
      installments: state.installments,
      ...(state.nextDue ? { nextDue: state.nextDue } : {}),
      ...(state.pastDue ? { pastDue: state.pastDue } : {}),
      payoff: state.payoff,
    });
  }
  return result;
}
