import type { Kysely } from 'kysely';
import type { AccountDetail, AccountTerms } from '../../../engine/core/generated/api.gen';
import type { Arrangement, Database } from '../db/schema';
import { isOwedKind } from './balances';
import { loadProductSummary, loadProductSummaryOf } from './product-summary';
import { listAccountStatements } from './account-statements';
import { storedDisclosure } from './lending/disclosure';
import { withLoanServicing } from './lending/servicing-detail';
import { loadLoanServicing } from './lending/servicing';

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

/**
 * The minimum payment a statement balance calls for: a term loan its fixed payment, a card or credit line its
 * percentage with the floor; never more than the balance, nothing when nothing is owed.
 */
export function statementMinimum(balanceCents: number, terms: { fixedOrFloorCents: number | null; percentBps: number | null }): number {
  if (balanceCents <= 0) return 0;
  const floor = terms.fixedOrFloorCents ?? 0;
  const share = terms.percentBps === null ? 0 : Math.ceil((balanceCents * terms.percentBps) / 10_000);
  return Math.min(balanceCents, Math.max(floor, share));
}

/** Payments (credits) posted to an account after one date, up to and including another. */
async function paidBetween(db: Kysely<Database>, arrangementId: string, after: string, through: string): Promise<number> {
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

async function termsOf(db: Kysely<Database>, arrangement: Arrangement, today: string): Promise<AccountTerms> {
  const terms = await db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', arrangement.id).executeTakeFirst();
  const details: AccountTerms = { openingDate: arrangement.opened_on };
  if (arrangement.credit_limit_cents !== null) details.creditLimitCents = arrangement.credit_limit_cents;
  if (arrangement.principal_cents !== null) details.principalAmountCents = arrangement.principal_cents;
  const lastStatement = (await listAccountStatements(db, arrangement, today))[0];
  if (lastStatement) details.lastStatementBalanceCents = lastStatement.closingCents;
  if (!terms) return details;
  details.interestRateBps = terms.interest_rate_bps;
  if (terms.apy_bps !== null) details.apyBps = terms.apy_bps;
  if (isOwedKind(arrangement.product_kind) && terms.payment_due_day !== null) {
    const due = dueDates(today, terms.payment_due_day);
    const minimum = statementMinimum(lastStatement?.closingCents ?? 0, { fixedOrFloorCents: terms.minimum_payment_cents, percentBps: terms.minimum_payment_percent_bps });
    details.paymentDueDate = due.next;
    details.minimumDueCents = Math.max(0, minimum - (await paidBetween(db, arrangement.id, due.previous, today)));
  }
  return details;
}

/**
 * One account the session's agreement reaches (its product summary entry, the same numbers and masking) with its
 * terms, and for a loan its servicing and the Truth in Lending disclosure signed for it; undefined when the agreement
 * does not reach it.
 */
export async function loadAccountDetail(
  db: Kysely<Database>,
  input: { agreementId: string | null; arrangementId: string; mask: boolean; today: string; scoped?: { agreementIds: readonly string[]; arrangement: Arrangement } },
): Promise<AccountDetail | undefined> {
  // `scoped`: the caller already has the session's agreements (its member scope) and the account row.
  const summary = input.scoped ? await loadProductSummaryOf(db, input.scoped.agreementIds, { mask: input.mask }) : await loadProductSummary(db, input.agreementId, { mask: input.mask });
  const entry = summary.groups.flatMap((group) => group.products).find((product) => product.id === input.arrangementId);
  if (!entry) return undefined;
  const arrangement = input.scoped?.arrangement.id === entry.id ? input.scoped.arrangement : await db.selectFrom('arrangements').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
  const detail: AccountDetail = { ...entry, details: await termsOf(db, arrangement, input.today) };
  if (arrangement.product_kind !== 'autoLoan') return detail;
  const [servicings, disclosure] = await Promise.all([loadLoanServicing(db, [arrangement.id], input.today), storedDisclosure(db, { arrangementId: arrangement.id })]);
  const servicing = servicings.get(arrangement.id);
  const serviced = servicing ? withLoanServicing(detail, servicing) : detail;
  return disclosure ? { ...serviced, loanDisclosure: disclosure } : serviced;
}
