import type { Kysely, Transaction } from 'kysely';
import { disputeRefusal, type DisputeFacts, type DisputeRefusal, type DisputeWindow } from '../../../../engine/core/dispute-rules';
import { disputesManifest } from '../../../manifests/disputes-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { sharedOnly } from '../visible-arrangements';
import { disputeProblem } from './dispute-problem';

export type Db = Kysely<Database> | Transaction<Database>;

/** The online filing limits of config/disputes.json, as the pure rules take them. */
export const DISPUTE_WINDOW: DisputeWindow = { filingWindowDays: disputesManifest.filingWindowDays, accountKinds: disputesManifest.accountKinds };

export const notFound = (path = ''): ApiProblem => new ApiProblem(404, 'NOT_FOUND', path);

export interface TransactionRow {
  id: string;
  arrangement_id: string;
  description: string;
  booking_date: string;
  amount_cents: number;
  credit_debit: 'CREDIT' | 'DEBIT';
  status: 'BOOKED' | 'PENDING';
  account_name: string;
  account_number: string;
  product_kind: string;
  member_id: string;
}

export const factsOf = (row: TransactionRow): DisputeFacts => ({
  id: row.id,
  arrangementId: row.arrangement_id,
  productKind: row.product_kind,
  creditDebit: row.credit_debit,
  status: row.status,
  bookingDate: row.booking_date,
  amountCents: Number(row.amount_cents),
  description: row.description,
});

/** Transactions with their account and the membership it belongs to, limited to the agreements the session reaches. */
export function reachableTransactions(db: Db, scope: MemberScope) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
    .select(['t.id', 't.arrangement_id', 't.description', 't.booking_date', 't.amount_cents', 't.credit_debit', 't.status', 'a.name as account_name', 'a.account_number', 'a.product_kind', 's.primary_user_id as member_id'])
    .where('a.agreement_id', 'in', scope.agreementIds.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : scope.agreementIds)
    .$call(sharedOnly(scope, 'a.id'));
}

/** A transaction of an account the session's agreements reach, with its account and the membership it belongs to; else 404 at `path`. */
export async function visibleTransaction(db: Db, scope: MemberScope, transactionId: string, path = '/transactionId'): Promise<TransactionRow> {
  if (scope.agreementIds.length === 0) throw notFound(path);
  const row = await reachableTransactions(db, scope).where('t.id', '=', transactionId).executeTakeFirst();
  if (!row) throw notFound(path);
  return row;
}

const STATUS: Readonly<Record<DisputeRefusal, number>> = { notDisputable: 422, pending: 422, tooOld: 422 };

/** Why a transaction may not be disputed (engine/core/dispute-rules.ts), as the refused answer; undefined when it may. */
export function refusalProblem(row: TransactionRow, today: string, path = ''): ApiProblem | undefined {
  const refusal = disputeRefusal(factsOf(row), today, DISPUTE_WINDOW);
  if (refusal === undefined) return undefined;
  return disputeProblem(STATUS[refusal], refusal, path, refusal === 'tooOld' ? { days: String(disputesManifest.filingWindowDays) } : {});
}
