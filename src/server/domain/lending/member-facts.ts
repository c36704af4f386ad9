import type { Kysely } from 'kysely';
import type { LendingFacts } from '../../../../engine/core/lending-rules';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { Database, ProductKind } from '../../db/schema';
import { bookedBalance, isOwedKind, ledgerTotals } from '../balances';
import type { MemberScope } from '../member-scope';

/** The facts that come from the member's own data (the rest depend on what is applied for). */
export type MemberFacts = Pick<LendingFacts, 'tenureMonths' | 'depositBalanceCents' | 'pastDueAccounts' | 'blockingConditions' | 'existingMonthlyDebtCents' | 'statedMonthlyIncomeCents'>;

/** Whole months from yyyy-mm-dd `from` to `to` (a month counts once its day is reached). */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

/** A month's required payment on an owed account today: a loan's fixed payment, a line's minimum on its balance. */
function monthlyObligation(kind: ProductKind, balanceCents: number, terms: { minimum_payment_cents: number | null; minimum_payment_percent_bps: number | null } | undefined): number {
  if (balanceCents <= 0 || !terms) return 0;
  const floor = terms.minimum_payment_cents ?? 0;
  if (kind === 'autoLoan') return Math.min(floor, balanceCents);
  const share = Math.ceil((balanceCents * (terms.minimum_payment_percent_bps ?? 0)) / 10_000);
  return Math.min(balanceCents, Math.max(floor, share));
}

/**
 * Reads the member's facts from the accounts the session reaches and the membership's own records: how long they
 * have been a member, what they hold on deposit, what is past due, the holds on the membership (member conditions of
 * config/lending.json facts.blockingConditionCodes), the monthly payments they already owe plus the stated housing
 * payment, and the stated income.
 */
export async function memberFacts(
  db: Kysely<Database>,
  scope: MemberScope,
  input: { today: string; statedAnnualIncomeCents: number; monthlyHousingCents: number },
): Promise<MemberFacts> {
  const { facts } = lendingManifest;
  const [member, arrangements, conditions] = await Promise.all([
    db.selectFrom('members').select('member_since').where('id', '=', scope.ownerId).executeTakeFirst(),
    scope.agreementIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('arrangements').select(['id', 'product_kind']).where('agreement_id', 'in', scope.agreementIds).where('state', '=', 'ACTIVE').execute(),
    facts.blockingConditionCodes.length === 0
      ? Promise.resolve([])
      : db.selectFrom('member_conditions').select('code').where('user_id', '=', scope.ownerId).where('code', 'in', facts.blockingConditionCodes).execute(),
  ]);
  const ids = arrangements.map((arrangement) => arrangement.id);
  const [totals, terms, pastDue] = await Promise.all([
    ledgerTotals(db, ids),
    ids.length === 0 ? Promise.resolve([]) : db.selectFrom('arrangement_terms').select(['arrangement_id', 'minimum_payment_cents', 'minimum_payment_percent_bps']).where('arrangement_id', 'in', ids).execute(),
    ids.length === 0 ? Promise.resolve([]) : db.selectFrom('arrangement_past_due').select('arrangement_id').where('arrangement_id', 'in', ids).execute(),
  ]);
  const depositKinds = new Set<string>(facts.depositKinds);
  let depositBalanceCents = 0;
  let existingMonthlyDebtCents = input.monthlyHousingCents;
  for (const arrangement of arrangements) {
    const balance = bookedBalance(arrangement.product_kind, totals.get(arrangement.id) ?? { ledgerSumCents: 0, pendingDebitsCents: 0 });
    if (depositKinds.has(arrangement.product_kind)) depositBalanceCents += Math.max(0, balance);
    if (isOwedKind(arrangement.product_kind)) existingMonthlyDebtCents += monthlyObligation(arrangement.product_kind, balance, terms.find((row) => row.arrangement_id === arrangement.id));
  }
  return {
    tenureMonths: member ? wholeMonthsBetween(member.member_since, input.today) : 0,
    depositBalanceCents,
    pastDueAccounts: pastDue.length,
    blockingConditions: conditions.length,
    existingMonthlyDebtCents,
    statedMonthlyIncomeCents: Math.floor(input.statedAnnualIncomeCents / 12),
  };
}
