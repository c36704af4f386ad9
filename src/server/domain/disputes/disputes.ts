import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DisputeDetail, DisputeEvent, DisputeSummary, DisputeTransaction } from '../../../../engine/core/generated/api.gen';
import { formatCents } from '../../../../engine/core/money';
import { disputesManifest } from '../../../manifests/disputes-manifest';
import type { Database, DisputeEventKind } from '../../db/schema';
import { ApiProblem } from '../../errors';
import type { MemberScope } from '../member-scope';
import { maskAccountNumber } from '../product-summary';
import { disputeDeadlines } from './deadlines';
import { duplicateOfProblem } from '../../../../engine/core/dispute-rules';
import { disputeProblem } from './dispute-problem';
import { addEvent } from './events';
import { postProvisionalCredit } from './progress';
import { duplicateChoicesOf } from './disputable';
import { factsOf, notFound, refusalProblem, visibleTransaction, type Db, type TransactionRow } from './disputed-transaction';
import { sharedOnly, type AccountReach } from '../visible-arrangements';

export const disputeLimits = (): DisputeDetail['limits'] => ({ ...disputesManifest.regulationE });

/** A case number: config's prefix, the filing day and six digits ("DSP20260318-042917"). */
export function newCaseNumber(filedOn: string, next: (max: number) => number = randomInt): string {
  return `${disputesManifest.caseNumberPrefix}${filedOn.replaceAll('-', '')}-${String(next(1_000_000)).padStart(6, '0')}`;
}

export const reasonLabel = (reasonId: string): string => disputesManifest.reasons.find((reason) => reason.id === reasonId)?.label ?? reasonId;

/** The dispute form's view of one transaction: whether it may be disputed, and its dispute if it has one. */
export async function describeTransaction(db: Db, scope: MemberScope, transactionId: string, today: string): Promise<DisputeTransaction> {
  const row = await visibleTransaction(db, scope, transactionId);
  const existing = await db.selectFrom('disputes').select(['id', 'case_number']).where('transaction_id', '=', row.id).executeTakeFirst();
  const refusal = refusalProblem(row, today);
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
        ? { refusal: refusal.errors[0]!.message }
        : { duplicateChoices: await duplicateChoicesOf(db, scope, row, today) }),
  };
}

export interface FileDisputeInput {
  transactionId: string;
  reasonId: string;
  amountCents: number;
  duplicateOfTransactionId?: string;
  details?: string;
  now: Date;
  today: string;
  /** Where the case number's six digits come from: random unless a test fixes them. */
  caseNumberDigits?: (max: number) => number;
}

/** Case numbers drawn for one filing before giving up: six random digits a day rarely meet one already taken. */
const CASE_NUMBER_DRAWS = 8;

/**
 * The other charge a duplicate-charge dispute names, checked: required when the reason asks for it (400), refused for
 * any other reason (400); one the session does not reach is 404 (another member's transaction is not found), and one
 * that is the disputed transaction itself, of another account or not a posted charge is 422.
 */
async function duplicateOfChecked(db: Db, scope: MemberScope, disputed: TransactionRow, asked: boolean, duplicateOfId: string | undefined): Promise<string | undefined> {
  const path = '/duplicateOfTransactionId';
  if (!asked) {
    if (duplicateOfId !== undefined) throw disputeProblem(400, 'duplicateOfUnexpected', path);
    return undefined;
  }
  if (duplicateOfId === undefined) throw disputeProblem(400, 'duplicateOfMissing', path);
  const chosen = await visibleTransaction(db, scope, duplicateOfId, path);
  if (duplicateOfProblem(factsOf(disputed), factsOf(chosen)) !== undefined) throw disputeProblem(422, 'duplicateOfInvalid', path);
  return chosen.id;
}

/**
 * Files a dispute of one of the session's posted charges or withdrawals, inside the caller's transaction: 404 for a
 * transaction the session does not reach, 400 for an unknown reason, an amount over the transaction or (for a reason
 * that takes only the whole amount) under it, the duplicate-charge checks of duplicateOfChecked, 422 for a
 * credit, a pending or too old transaction, 409 when the transaction is already disputed (also when two filings race:
 * the unique transaction_id decides). Fixes the Regulation E dates, writes the FILED event, and posts the provisional
 * credit at once when config says so.
 */
export async function fileDispute(trx: Transaction<Database>, scope: MemberScope, input: FileDisputeInput): Promise<DisputeSummary> {
  const row = await visibleTransaction(trx, scope, input.transactionId);
  const reason = disputesManifest.reasons.find((candidate) => candidate.id === input.reasonId);
  if (!reason) throw disputeProblem(400, 'unknownReason', '/reasonId');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) throw new ApiProblem(400, 'BAD_REQUEST', '/amountCents');
  if (input.amountCents > row.amount_cents) throw disputeProblem(400, 'amountOverTransaction', '/amountCents', { amount: formatCents(row.amount_cents) });
  if (!reason.partialAmount && input.amountCents !== Number(row.amount_cents)) throw disputeProblem(400, 'amountNotPartial', '/amountCents', { amount: formatCents(row.amount_cents) });
  const refused = refusalProblem(row, input.today, '/transactionId');
  if (refused) throw refused;
  const duplicateOf = await duplicateOfChecked(trx, scope, row, reason.asksDuplicateOf === true, input.duplicateOfTransactionId);
  const existing = await trx.selectFrom('disputes').select('case_number').where('transaction_id', '=', row.id).executeTakeFirst();
  if (existing) throw disputeProblem(409, 'alreadyDisputed', '/transactionId', { caseNumber: existing.case_number });

  const id = randomUUID();
  const { provisionalCreditDue, resolutionDue } = disputeDeadlines(input.today, disputesManifest.regulationE);
  // A case number another dispute filed the same day already has is drawn again (the insert does nothing on any
  // unique key); a dispute of the same transaction, filed by a racing request, is the 409.
  for (let draw = 1; ; draw += 1) {
    const caseNumber = newCaseNumber(input.today, input.caseNumberDigits);
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
        duplicate_of_transaction_id: duplicateOf ?? null,
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
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) break;
    const other = await trx.selectFrom('disputes').select('case_number').where('transaction_id', '=', row.id).executeTakeFirst();
    if (other) throw disputeProblem(409, 'alreadyDisputed', '/transactionId', { caseNumber: other.case_number });
    if (draw === CASE_NUMBER_DRAWS) throw new Error(`no free dispute case number for ${input.today} in ${CASE_NUMBER_DRAWS} draws`);
  }
  await addEvent(trx, id, 'FILED', input.now);
  if (disputesManifest.provisionalCredit.postWhen === 'on-filing') await postProvisionalCredit(trx, id, input.now);
  const summaries = await summariesOf(trx, [id]);
  return summaries[0]!;
}

async function summariesOf(db: Db, ids: readonly string[] | 'all', reach?: AccountReach): Promise<DisputeSummary[]> {
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
      'd.duplicate_of_transaction_id',
      'd.filed_on',
      'd.provisional_credit_due',
      'd.resolution_due',
      'd.provisional_journal_id',
      'd.filed_at',
      'd.updated_at',
    ]);
  if (ids !== 'all') query = query.where('d.id', 'in', ids.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : [...ids]);
  if (reach !== undefined) query = query.where('a.agreement_id', 'in', reach.agreementIds.length === 0 ? ['00000000-0000-0000-0000-000000000000'] : [...reach.agreementIds]).$call(sharedOnly(reach, 'a.id'));
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
    ...(row.duplicate_of_transaction_id ? { duplicateOfTransactionId: row.duplicate_of_transaction_id } : {}),
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
  return summariesOf(db, 'all', scope);
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
    .$call(sharedOnly(scope, 'a.id'))
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
