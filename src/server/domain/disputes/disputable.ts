import type { DisputeAccountList, DisputeDisputableList, DisputeDuplicateChoice } from '../../../../engine/core/generated/api.gen';
import { disputeRefusal, duplicateChoices, earliestDisputableDate } from '../../../../engine/core/dispute-rules';
import { disputesManifest } from '../../../manifests/disputes-manifest';
import type { ProductKind } from '../../db/schema';
import type { MemberScope } from '../member-scope';
import { maskAccountNumber } from '../product-summary';
import { sharedOnly } from '../visible-arrangements';
import { DISPUTE_WINDOW, factsOf, notFound, reachableTransactions, type Db, type TransactionRow } from './disputed-transaction';

const NO_AGREEMENT = ['00000000-0000-0000-0000-000000000000'];
const accountKinds = disputesManifest.accountKinds as ProductKind[];

/** The session's accounts of a kind whose charges may be disputed online, in the product summary's order. */
export async function listDisputeAccounts(db: Db, scope: MemberScope): Promise<DisputeAccountList> {
  const rows = await db
    .selectFrom('arrangements as a')
    .select(['a.id', 'a.name', 'a.account_number', 'a.product_kind'])
    .where('a.agreement_id', 'in', scope.agreementIds.length === 0 ? NO_AGREEMENT : scope.agreementIds)
    .$call(sharedOnly(scope, 'a.id'))
    .where('a.product_kind', 'in', accountKinds)
    .orderBy('a.display_order')
    .orderBy('a.opened_on')
    .orderBy('a.id')
    .execute();
  return { accounts: rows.map((row) => ({ arrangementId: row.id, accountName: `${row.name} ${maskAccountNumber(row.account_number)}`, productKind: row.product_kind })) };
}

/** One account's posted charges inside the filing window, newest first (the candidates both lists start from). */
function recentCharges(db: Db, scope: MemberScope, arrangementId: string, today: string) {
  return reachableTransactions(db, scope)
    .where('t.arrangement_id', '=', arrangementId)
    .where('t.credit_debit', '=', 'DEBIT')
    .where('t.status', '=', 'BOOKED')
    .where('t.booking_date', '>=', earliestDisputableDate(today, DISPUTE_WINDOW))
    .where('t.booking_date', '<=', today)
    .orderBy('t.booking_date', 'desc')
    .orderBy('t.id');
}

/**
 * The most recent transactions of one of the session's accounts that may be disputed now: those the filing rule
 * (engine/core/dispute-rules.ts) accepts and no dispute names yet. Another member's account is 404.
 */
export async function listDisputableTransactions(db: Db, scope: MemberScope, arrangementId: string, today: string): Promise<DisputeDisputableList> {
  const account = await db
    .selectFrom('arrangements')
    .select(['id', 'name', 'account_number'])
    .where('id', '=', arrangementId)
    .where('agreement_id', 'in', scope.agreementIds.length === 0 ? NO_AGREEMENT : scope.agreementIds)
    .$call(sharedOnly(scope, 'id'))
    .executeTakeFirst();
  if (!account) throw notFound('/arrangementId');
  const rows = await recentCharges(db, scope, arrangementId, today)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('disputes as d').select('d.id').whereRef('d.transaction_id', '=', 't.id'))))
    .limit(disputesManifest.recentTransactionsShown)
    .execute();
  return {
    arrangementId: account.id,
    accountName: `${account.name} ${maskAccountNumber(account.account_number)}`,
    transactions: rows
      .filter((row) => disputeRefusal(factsOf(row), today, DISPUTE_WINDOW) === undefined)
      .map((row) => ({ transactionId: row.id, description: row.description, bookingDate: row.booking_date, amountCents: Number(row.amount_cents) })),
  };
}

/** The charges a duplicate-charge dispute of `disputed` may name: the same account's other recent charges, same-looking ones first. */
export async function duplicateChoicesOf(db: Db, scope: MemberScope, disputed: TransactionRow, today: string): Promise<DisputeDuplicateChoice[]> {
  const others = await recentCharges(db, scope, disputed.arrangement_id, today).where('t.id', '<>', disputed.id).execute();
  return duplicateChoices(factsOf(disputed), others.map(factsOf), disputesManifest.recentTransactionsShown).map(({ charge, sameCharge }) => ({
    transactionId: charge.id,
    description: charge.description,
    bookingDate: charge.bookingDate,
    amountCents: charge.amountCents,
    sameCharge,
  }));
}
