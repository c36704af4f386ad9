import { sql, type Kysely } from 'kysely';
import type { InsightFacts } from '../../../../engine/core/insight-rules';
import type { Arrangement, Database, ProductKind } from '../../db/schema';
import { insightsManifest } from '../../../manifests/insights-manifest';
import { amountsDueOf } from '../amount-due';
import { availableBalance, bookedBalance, ledgerTotals } from '../balances';
import type { MemberScope } from '../member-scope';
import { visibleArrangements } from '../visible-arrangements';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The next date on or after `today` whose day of the month is `dueDay` (1-28, so every month has it). */
export function nextDueDate(today: string, dueDay: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const dueThisMonth = new Date(Date.UTC(year, month - 1, dueDay));
  const due = day <= dueDay ? dueThisMonth : new Date(Date.UTC(year, month, dueDay));
  return due.toISOString().slice(0, 10);
}

const ofKind = (arrangements: readonly Arrangement[], kind: ProductKind): Arrangement[] => arrangements.filter((arrangement) => arrangement.product_kind === kind);

/**
 * The facts the rules of config/insights.json test (INSIGHT_FACT_TYPES), read from the session's open accounts:
 * balances from the ledger, the most used credit card, the newest direct deposit, the next loan payment and recent
 * subscription spending. `today` is the credit union's business date. A fact that does not apply is left out.
 */
export async function loadInsightFacts(db: Kysely<Database>, scope: MemberScope, today: string): Promise<InsightFacts> {
  const settings = insightsManifest.facts;
  const owner = await db.selectFrom('members').select('membership_type').where('id', '=', scope.ownerId).executeTakeFirst();
  const arrangements = await visibleArrangements(db, scope);
  const ids = arrangements.map((arrangement) => arrangement.id);
  const totals = await ledgerTotals(db, ids);
  const booked = (arrangement: Arrangement): number => bookedBalance(arrangement.product_kind, totals.get(arrangement.id)!);
  const sum = (list: readonly Arrangement[]): number => list.reduce((total, arrangement) => total + booked(arrangement), 0);

  const facts: Record<string, string | number | boolean> = {
    membershipType: owner?.membership_type ?? 'P',
    hasChecking: ofKind(arrangements, 'checking').length > 0,
    hasSavings: ofKind(arrangements, 'savings').length > 0,
    hasCreditCard: ofKind(arrangements, 'creditCard').length > 0,
    hasAutoLoan: ofKind(arrangements, 'autoLoan').length > 0,
    hasHeloc: ofKind(arrangements, 'heloc').length > 0,
    hasIra: ofKind(arrangements, 'ira').length > 0,
    hasPastDue: false,
  };
  if (facts.hasChecking) facts.checkingBalanceCents = sum(ofKind(arrangements, 'checking'));
  if (facts.hasSavings) facts.savingsBalanceCents = sum(ofKind(arrangements, 'savings'));

  const utilizations = ofKind(arrangements, 'creditCard')
    .filter((card) => (card.credit_limit_cents ?? 0) > 0)
    .map((card) => {
      const limit = card.credit_limit_cents!;
      const used = limit - availableBalance('creditCard', totals.get(card.id)!, limit);
      return Math.floor((Math.max(0, used) * 10_000) / limit);
    });
  if (utilizations.length > 0) facts.creditCardUtilizationBps = Math.max(...utilizations);
  if (ids.length === 0) return facts;

  const depositIds = arrangements.filter((arrangement) => arrangement.product_kind === 'checking' || arrangement.product_kind === 'savings').map((arrangement) => arrangement.id);
  const windowStart = isoOfDay(dayNumber(today) - settings.spendingWindowDays);
  const [pastDue, deposit, subscriptions, terms] = await Promise.all([
    db.selectFrom('arrangement_past_due').select('arrangement_id').where('arrangement_id', 'in', ids).limit(1).executeTakeFirst(),
    depositIds.length === 0
      ? Promise.resolve(undefined)
      : db
          .selectFrom('transactions')
          .select(sql<string | null>`max(booking_date)::text`.as('latest'))
          .where('arrangement_id', 'in', depositIds)
          .where('credit_debit', '=', 'CREDIT')
          .where('status', '=', 'BOOKED')
          .where('category', 'in', settings.directDepositCategories)
          .where('booking_date', '<=', today)
          .executeTakeFirst(),
    db
      .selectFrom('transactions')
      .select(sql<number | null>`sum(amount_cents)::bigint`.as('cents'))
      .where('arrangement_id', 'in', ids)
      .where('credit_debit', '=', 'DEBIT')
      .where('category', 'in', settings.subscriptionCategories)
      .where('booking_date', '>', windowStart)
      .where('booking_date', '<=', today)
      .executeTakeFirst(),
    db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', 'in', ids).where('payment_due_day', 'is not', null).execute(),
  ]);
  facts.hasPastDue = pastDue !== undefined;
  if (deposit?.latest) facts.daysSinceDirectDeposit = dayNumber(today) - dayNumber(String(deposit.latest).slice(0, 10));
  facts.subscriptionSpendCents = Number(subscriptions?.cents ?? 0);

  const loans = arrangements.filter((arrangement) => arrangement.product_kind === 'autoLoan' || arrangement.product_kind === 'heloc');
  // What the loan's page shows as due (past due plus this period's amount, amount-due.ts), not the term's fixed payment.
  const nextPayments = (
    await Promise.all(
      loans.map(async (loan) => {
        const term = terms.find((row) => row.arrangement_id === loan.id);
        if (!term?.payment_due_day || booked(loan) <= 0) return [];
        const due = await amountsDueOf(db, loan, { today, currentBalanceCents: booked(loan) });
        return due === undefined || due.totalDueCents <= 0 ? [] : [{ loan, date: due.dueDate, cents: due.totalDueCents }];
      }),
    )
  )
    .flat()
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.loan.display_order - b.loan.display_order));
  const next = nextPayments[0];
  if (next) {
    facts.nextLoanPaymentDays = dayNumber(next.date) - dayNumber(today);
    facts.nextLoanPaymentCents = next.cents;
    facts.nextLoanPaymentDate = next.date;
    facts.nextLoanName = next.loan.name;
    facts.nextLoanAccountId = next.loan.id;
  }
  return facts;
}
