import type { Kysely } from 'kysely';
import type { AccountDetail, AccountTerms, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import { amountDue } from './amount-due';
import { withAmountsDue } from './amounts-due-terms';
import type { Arrangement, Database } from '../db/schema';
import { isOwedKind } from './balances';
import { loadProductSummary, loadProductSummaryOf } from './product-summary';
import type { AccountReach } from './visible-arrangements';
import { listAccountStatements } from './account-statements';
import { storedDisclosure } from './lending/disclosure';
import { withLoanServicing } from './lending/servicing-detail';
import { loadLoanServicing } from './lending/servicing';
import { loadDailyPayoff } from './lending/daily-payoff-detail';

async function termsOf(db: Kysely<Database>, arrangement: Arrangement, entry: ProductSummaryEntry, today: string): Promise<AccountTerms> {
  const terms = await db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', arrangement.id).executeTakeFirst();
  const details: AccountTerms = { openingDate: arrangement.opened_on };
  if (arrangement.credit_limit_cents !== null) details.creditLimitCents = arrangement.credit_limit_cents;
  if (arrangement.principal_cents !== null) details.principalAmountCents = arrangement.principal_cents;
  const lastStatement = (await listAccountStatements(db, arrangement, today))[0];
  if (lastStatement) details.lastStatementBalanceCents = lastStatement.closingCents;
  if (!terms) return details;
  details.interestRateBps = terms.interest_rate_bps;
  if (terms.apy_bps !== null) details.apyBps = terms.apy_bps;
  if (!isOwedKind(arrangement.product_kind)) return details;
  const due = await amountDue(db, arrangement, terms, { today, currentBalanceCents: entry.bookedBalanceCents, lastStatement: lastStatement ?? null });
  if (!due) return details;
  details.paymentDueDate = due.dueDate;
  return withAmountsDue(details, { currentDueCents: due.minimumDueCents, pastDueCents: entry.pastDue?.amountCents ?? 0 });
}

/**
 * One account the session's agreement reaches (its product summary entry, the same numbers and masking) with its
 * terms, and for a loan its servicing (or, without a stored schedule, its daily-interest payoff) and the Truth in
 * Lending disclosure signed for it, for a HELOC its daily-interest payoff; undefined when the agreement
 * does not reach it.
 */
export async function loadAccountDetail(
  db: Kysely<Database>,
  input: { agreementId: string | null; arrangementId: string; mask: boolean; today: string; scoped?: AccountReach & { arrangement: Arrangement } },
): Promise<AccountDetail | undefined> {
  // `scoped`: the caller already has the session's agreements (its member scope) and the account row.
  const summary = input.scoped ? await loadProductSummaryOf(db, input.scoped, { mask: input.mask }) : await loadProductSummary(db, input.agreementId, { mask: input.mask });
  const entry = summary.groups.flatMap((group) => group.products).find((product) => product.id === input.arrangementId);
  if (!entry) return undefined;
  const arrangement = input.scoped?.arrangement.id === entry.id ? input.scoped.arrangement : await db.selectFrom('arrangements').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
  const detail: AccountDetail = { ...entry, details: await termsOf(db, arrangement, entry, input.today) };
  if (arrangement.product_kind === 'heloc') {
    const payoff = await loadDailyPayoff(db, arrangement.id, input.today);
    return payoff ? { ...detail, loanPayoff: payoff } : detail;
  }
  if (arrangement.product_kind !== 'autoLoan') return detail;
  const [servicings, disclosure] = await Promise.all([loadLoanServicing(db, [arrangement.id], input.today), storedDisclosure(db, { arrangementId: arrangement.id })]);
  const servicing = servicings.get(arrangement.id);
  // A loan with no stored schedule (a seeded one) still has a payoff: its balance owed plus the interest accrued daily.
  const payoff = servicing ? undefined : await loadDailyPayoff(db, arrangement.id, input.today);
  const serviced = servicing ? withLoanServicing(detail, servicing) : payoff ? { ...detail, loanPayoff: payoff } : detail;
  return disclosure ? { ...serviced, loanDisclosure: disclosure } : serviced;
}
