import type { Kysely, Selectable } from 'kysely';
import { amountsDue, minimumDue, type AmountsDue } from '../../../engine/core/amount-due';
import type { Arrangement, ArrangementTermsTable, Database } from '../db/schema';
import { listAccountStatements } from './account-statements';
import { loadLoanServicing } from './lending/servicing';
import type { StatementPeriod } from './statement-periods';

type Db = Kysely<Database>;

/** Adds whole months to a date whose day is at most 28, so the day never overflows. */
function dueDateIn(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** The next due date on `day` of a month, on or after `today`, and the one before it. */
export function dueDates(today: string, day: number): { next: string; previous: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const thisMonth = dueDateIn(year, month, day);
  return thisMonth >= today
    ? { next: thisMonth, previous: dueDateIn(year, month - 1, day) }
    : { next: dueDateIn(year, month + 1, day), previous: thisMonth };
}

/** Payments (credits) posted to an account after one date, up to and including another. */
export async function paidBetween(db: Db, arrangementId: string, after: string, through: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .where('arrangement_id', '=', arrangementId)
    .where('status', '=', 'BOOKED')
    .where('credit_debit', '=', 'CREDIT')
    .where('booking_date', '>', after)
    .where('booking_date', '<=', through)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

type DueTerms = Pick<Selectable<ArrangementTermsTable>, 'payment_due_day' | 'minimum_payment_cents' | 'minimum_payment_percent_bps'>;

export interface AmountDue {
  dueDate: string;
  minimumDueCents: number;
  /** The last statement's closing balance, when there is a statement. */
  statementBalanceCents?: number;
}

/**
 * What an owed account (card, credit line, loan) still has due by its next due date on `today` (engine/core
 * minimumDue). Revolving credit counts the payments since its last statement closed; a term loan (a fixed payment,
 * no share of the balance) the payments since its previous due date, as each due date calls for one installment.
 * Undefined when the account has no due day. `lastStatement`: the caller already read it (null: there is none).
 */
export async function amountDue(db: Db, arrangement: Arrangement, terms: DueTerms | undefined, input: { today: string; currentBalanceCents: number; lastStatement?: StatementPeriod | null }): Promise<AmountDue | undefined> {
  if (!terms || terms.payment_due_day === null) return undefined;
  const due = dueDates(input.today, terms.payment_due_day);
  const statement = input.lastStatement === undefined ? (await listAccountStatements(db, arrangement, input.today))[0] : (input.lastStatement ?? undefined);
  const termLoan = terms.minimum_payment_percent_bps === null;
  const paidSince = termLoan ? due.previous : (statement?.end ?? arrangement.opened_on);
  const statementBalanceCents = termLoan ? input.currentBalanceCents : (statement?.closingCents ?? 0);
  const minimumDueCents = minimumDue({
    statementBalanceCents,
    currentBalanceCents: input.currentBalanceCents,
    paidSinceStatementCents: await paidBetween(db, arrangement.id, paidSince, input.today),
    terms: { fixedOrFloorCents: terms.minimum_payment_cents, percentBps: terms.minimum_payment_percent_bps },
  });
  return { dueDate: due.next, minimumDueCents, ...(statement ? { statementBalanceCents: statement.closingCents } : {}) };
}

/**
 * Everything an owed account has due on `today`: this period's amount due (amountDue; a loan with a stored schedule
 * its next installment's unpaid part), the past-due amount apart from it (the schedule's, else arrangement_past_due)
 * and their total. Undefined when the account has no due day.
 */
export async function amountsDueOf(db: Db, arrangement: Arrangement, input: { today: string; currentBalanceCents: number }): Promise<(AmountsDue & { dueDate: string }) | undefined> {
  const servicing = (await loadLoanServicing(db, [arrangement.id], input.today)).get(arrangement.id);
  if (servicing) {
    if (!servicing.nextDue && !servicing.pastDue) return undefined;
    const dueDate = servicing.nextDue?.dueDate ?? servicing.pastDue!.oldestDueDate;
    return { dueDate, ...amountsDue({ currentDueCents: servicing.nextDue?.amountCents ?? 0, pastDueCents: servicing.pastDue?.amountCents ?? 0 }) };
  }
  const [terms, pastDue] = await Promise.all([
    db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', arrangement.id).executeTakeFirst(),
    db.selectFrom('arrangement_past_due').select('amount_cents').where('arrangement_id', '=', arrangement.id).executeTakeFirst(),
  ]);
  const due = await amountDue(db, arrangement, terms, input);
  if (!due) return undefined;
  return { dueDate: due.dueDate, ...amountsDue({ currentDueCents: due.minimumDueCents, pastDueCents: Number(pastDue?.amount_cents ?? 0) }) };
}
