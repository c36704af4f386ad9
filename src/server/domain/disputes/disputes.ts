import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DisputeDetail, DisputeEvent, DisputeSummary, DisputeTransaction } from '../../../../engine/core/generated/api.gen';
import { formatCents } from '../../../../engine/core/money';
import { disputesManifest } from '../../../manifests/disputes-manifest';
import type { Database, DisputeEventKind } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { maskAccountNumber } from '../product-summary';
import { disputeDeadlines } from './deadlines';
import { daysBetween } from '../../../../engine/core/calendar';
import { disputeProblem } from './dispute-problem';
import { addEvent } from './events';
import { postProvisionalCredit } from './progress';

type Db = Kysely<Database> | Transaction<Database>;

export const disputeLimits = (): DisputeDetail['limits'] => ({ ...disputesManifest.regulationE });

const notFound = (path = ''): ApiProblem => new ApiProblem(404, 'NOT_FOUND', path);

/** A case number: config's prefix, the filing day and six digits ("DSP20260318-042917"). */
export function newCaseNumber(filedOn: string, next: (max: number) => number = randomInt): string {
  return `${disputesManifest.caseNumberPrefix}${filedOn.replaceAll('-', '')}-${String(next(1_000_000)).padStart(6, '0')}`;
}

export const reasonLabel = (reasonId: string): string => disputesManifest.reasons.find((reason) => reason.id === reasonId)?.label ?? reasonId;

interface TransactionRow {
  id: string;
  arrangement_id: string;
  description: string;
  booking_date: string;
  amount_cents: number;
  credit_debit: 'CREDIT' | 'DEBIT';
  status: 'BOOKED' | 'PENDING';
  account_name: string;
  account_number: string;
  member_id: string;
}

/** A transaction of an account the session's agreements reach, with its account and the membership it belongs to; else 404. */
async function visibleTransaction(db: Db, scope: MemberScope, transactionId: string): Promise<TransactionRow> {
  if (scope.agreementIds.length === 0) throw notFound('/transactionId');
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('arrangements as a', 'a.id', 't.arrangement_id')
    .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
    .select(['t.id', 't.arrangement_id', 't.description', 't.booking_date', 't.amount_cents', 't.credit_debit', 't.status', 'a.name as account_name', 'a.account_number', 's.primary_user_id as member_id'])
    .where('t.id', '=', transactionId)
    .where('a.agreement_id', 'in', scope.agreementIds)
    .executeTakeFirst();
  if (!row) throw notFound('/transactionId');
  return row;
}

/** Why a transaction may not be disputed (config/disputes.json errors), or undefined when it may. */
function refusalOf(row: TransactionRow, today: string): { status: number; key: 'notDisputable' | 'pending' | 'tooOld'; tokens?: Record<string, string> } | undefined {
  if (row.credit_debit !== 'DEBIT') return { status: 422, key: 'notDisputable' };
  if (row.status !== 'BOOKED') return { status: 422, key: 'pending' };
  if (daysBetween(row.booking_date, today) > disputesManifest.filingWindowDays) return { status: 422, key: 'tooOld', tokens: { days: String(disputesManifest.filingWindowDays) } };
  return undefined;
}

const refusalText = (refusal: NonNullable<ReturnType<typeof refusalOf>>): string => disputeProblem(refusal.status, refusal.key, '', refusal.tokens).errors[0]!.message;

/** The dispute form's view of one transaction: whether it may be disputed, and its dispute if it has one. */
export async function describeTransaction(db: Db, scope: MemberScope, transactionId: string, today: string): Promise<DisputeTransaction> {
  const row = await visibleTransaction(db, scope, transactionId);
  const existing = await db.selectFrom('disputes').select(['id', 'case_number']).where('transaction_id', '=', row.id).executeTakeFirst();
  const refusal = refusalOf(row, today);
  const disputable = refusal === undefined && existing === undefined;
  return {
    transactionId: row.id,
    arrangementId: row.arrangement_id,
    accountName: `${row.account_name} ${maskAccountNumber(row.account_number)}`,
    description: row.description,
    bookingDate: row.booking_date,
    amountCents: row.amount_cents,
    creditDebitIndicator: row.credit_debit,
    disputable,
    ...(existing
      ? { refusal: disputeProblem(409, 'alreadyDisputed', '', { caseNumber: existing.case_number }).errors[0]!.message, dispute: { disputeId: existing.id, caseNumber: existing.case_number } }
      : refusal
        ? { refusal: refusalText(refusal) }
        : {}),
  };
}

export interface FileDisputeInput {
  transactionId: string;
  reasonId: string;
  amountCents: number;
  details?: string;
  now: Date;
  today: string;
}

/**
 * Files a dispute of one of the session's posted charges or withdrawals, inside the caller's transaction: 404 for a
 * transaction the session does not reach, 400 for an unknown reason or an amount over the transaction, 422 for a
 * credit, a pending or too old transaction, 409 when the transaction is already disputed (also when two filings race:
 * the unique transaction_id decides). Fixes the Regulation E dates, writes the FILED event, and posts the provisional
 * credit at once when config says so.
 */
export async function fileDispute(trx: Transaction<Database>, scope: MemberScope, input: FileDisputeInput): Promise<DisputeSummary> {
  const row = await visibleTransaction(trx, scope, input.transactionId);
  if (!disputesManifest.reasons.some((reason) => reason.id === input.reasonId)) throw disputeProblem(400, 'unknownReason', '/reasonId');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw new ApiProblem(400, 'BAD_REQUEST', '/amountCents');
  if (input.amountCents > row.amount_cents) throw disputeProblem(400, 'amountOverTransaction', '/amountCents', { amount: formatCents(row.amount_cents) });
  const refusal = refusalOf(row, input.today);
  if (refusal) throw disputeProblem(refusal.status, refusal.key, '/transactionId', refusal.tokens);
  const existing = await trx.selectFrom('disputes').select('case_number').where('transaction_id', '=', row.id).executeTakeFirst();
  if (existing) throw disputeProblem(409, 'alreadyDisputed', '/transactionId', { caseNumber: existing.case_number });

  const id = randomUUID();
  const { provisionalCreditDue, resolutionDue } = disputeDeadlines(input.today, disputesManifest.regulationE);
  const caseNumber = newCaseNumber(input.today);
  const inserted = await trx
    .insertInto('disputes')
    .values({
      id,
      case_number: caseNumber,
      member_id: row.member_id,
      user_id: scope.userId,
      transaction_id: row.id,
      arrangement_id: row.arrangement_id,
      reason_id: input.reasonId,
      details: input.details?.trim() || null,
      amount_cents: input.amountCents,
      status: 'FILED',
      outcome: null,
      filed_on: input.today,
      provisional_credit_due: provisionalCreditDue,
      resolution_due: resolutionDue,
      provisional_journal_id: null,
      final_journal_id: null,
      filed_at: input.now,
      updated_at: input.now,
    })
    .onConflict((conflict) => conflict.column('transaction_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const other = await trx.selectFrom('disputes').select('case_number').where('transaction_id', '=', row.id).executeTakeFirstOrThrow();
    throw disputeProblem(409, 'alreadyDisputed', '/transactionId', { caseNumber: other.case_number });
  }
  await addEvent(trx, id, 'FILED', input.now);
  if (disputesManifest.provisionalCredit.postWhen === 'on-filing') await postProvisionalCredit(trx, id, input.now);
  const summaries = await summariesOf(trx, [id]);
  return summaries[0]!;
}

async function summariesOf(db: Db, ids: readonly string[] | 'all', agreementIds?: readonly string[]): Promise<DisputeSummary[]> {
  let query = db
    .selectFrom('disputes as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .innerJoin('arrangements as a', 'a.id', 'd.arrangement_id')
    .select([
      'd.id',
      'd.case_number',
      'd.status',
      'd.outcome',
      'd.transaction_id',
      't.description',
      't.booking_date',
      'a.name as account_name',
      'a.account_number',
      'd.amount_cents',
      'd.reason_id',
      'd.filed_on',
      'd.provisional_credit_due',
      'd.resolution_due',
      'd.provisional_journal_id',
      'd.filed_at',
      'd.updated_at',
    ]);
  if (ids !== 'all') query = query.where('d.id', 'in', ids.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : [...ids]);
  if (agreementIds !== undefined) query = query.where('a.agreement_id', 'in', agreementIds.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : [...agreementIds]);
  const rows = await query.orderBy('d.filed_at', 'desc').orderBy('d.case_number', 'desc').execute();
  return rows.map((row) => ({
    disputeId: row.id,
    caseNumber: row.case_number,
    status: row.status,
    ...(row.outcome ? { outcome: row.outcome } : {}),
    transactionId: row.transaction_id,
    transactionDescription: row.description,
    transactionDate: row.booking_date,
    accountName: `${row.account_name} ${maskAccountNumber(row.account_number)}`,
    amountCents: row.amount_cents,
    reasonId: row.reason_id,
    reasonLabel: reasonLabel(row.reason_id),
    filedOn: row.filed_on,
    provisionalCreditDue: row.provisional_credit_due,
    resolutionDue: row.resolution_due,
    provisionalCreditPosted: row.provisional_journal_id !== null,
    filedAt: new Date(row.filed_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** The disputes of every account the session's agreements reach, newest first. */
export function listDisputes(db: Db, scope: MemberScope): Promise<DisputeSummary[]> {
  return summariesOf(db, 'all', scope.agreementIds);
}

/** The id of a dispute of an account the session reaches, else 404 (another member's dispute is not found). */
export async function visibleDispute(db: Db, scope: MemberScope, disputeId: string): Promise<{ id: string; case_number: string; member_id: string; status: string }> {
  if (scope.agreementIds.length === 0) throw notFound('/disputeId');
  const row = await db
    .selectFrom('disputes as d')
    .innerJoin('arrangements as a', 'a.id', 'd.arrangement_id')
    .select(['d.id', 'd.case_number', 'd.member_id', 'd.status'])
    .where('d.id', '=', disputeId)
    .where('a.agreement_id', 'in', scope.agreementIds)
    .executeTakeFirst();
  if (!row) throw notFound('/disputeId');
  return row;
}

const AMOUNT_EVENTS: ReadonlySet<DisputeEventKind> = new Set(['PROVISIONAL_CREDIT', 'CREDIT_FINAL', 'CREDIT_REVERSED']);

/** One dispute with its timeline and documents (the uploads to the disputes portal under its case number). */
export async function disputeDetail(db: Db, scope: MemberScope, disputeId: string): Promise<DisputeDetail> {
  const dispute = await visibleDispute(db, scope, disputeId);
  const [summary] = await summariesOf(db, [dispute.id]);
  const row = await db
    .selectFrom('disputes as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .select(['d.details', 't.amount_cents'])
    .where('d.id', '=', dispute.id)
    .executeTakeFirstOrThrow();
  const events = await db.selectFrom('dispute_events').selectAll().where('dispute_id', '=', dispute.id).orderBy('occurred_at').orderBy('seq').execute();
  const documents = await db
    .selectFrom('document_uploads')
    .select(['id', 'file_name', 'receipt_number', 'media_type', 'size_bytes', 'created_at'])
    .where('member_id', '=', dispute.member_id)
    .where('portal_id', '=', 'disputes')
    .where('reference', '=', dispute.case_number)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    ...summary!,
    ...(row.details ? { details: row.details } : {}),
    transactionAmountCents: row.amount_cents,
    events: events.map(
      (event): DisputeEvent => ({
        kind: event.kind,
        occurredAt: new Date(event.occurred_at).toISOString(),
        ...(event.detail ? { detail: event.detail } : {}),
        ...(AMOUNT_EVENTS.has(event.kind) ? { amountCents: summary!.amountCents } : {}),
      }),
    ),
    documents: documents.map((doc) => ({
      uploadId: doc.id,
      fileName: doc.file_name,
      receiptNumber: doc.receipt_number,
      mediaType: doc.media_type,
      sizeBytes: doc.size_bytes,
      uploadedAt: new Date(doc.created_at).toISOString(),
    })),
    limits: disputeLimits(),
  };
}
