import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { IraContributionReceipt, IraContributionRequest, PaymentApiError } from '../../../../engine/core/generated/api.gen';
import { priorYearDeadline } from '../../../../engine/core/payment-rules';
import { resolveTemplate } from '../../../../engine/core/template';
import { iraManifest } from '../../../manifests/ira-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { wordsForReader, type Reader } from '../../i18n/reader-words';
import { lockedAccountRefusal } from '../certificates/in-term';
import { placePaymentOrder, type OrderContext } from '../payments/payment-orders';
import { findVisibleArrangement, type AccountReach } from '../visible-arrangements';
import { contributionTaxYears, spokenDeadline } from './ira-rules';

const { contributions } = iraManifest;

/** config/ira.json's refusal copy as the reader reads it. */
const iraErrors = async (db: Kysely<Database>, reader: Reader | undefined) => (await wordsForReader(db, reader, 'ira.json', iraManifest)).manifest.errors;

export type ContributionAnswer = { status: 201; body: IraContributionReceipt } | { status: 400; body: { errors: PaymentApiError[] } };

/** 400 with the config message, in the reader's language, when the tax year is not one a contribution may be made for today. */
export async function refuseClosedTaxYear(db: Kysely<Database>, reader: Reader | undefined, today: string, taxYear: number): Promise<{ errors: PaymentApiError[] } | null> {
  const open = contributionTaxYears(today);
  if (open.some((entry) => entry.taxYear === taxYear)) return null;
  const errors = await iraErrors(db, reader);
  const current = Number(today.slice(0, 4));
  // The prior year whose deadline has passed gets its own message; any other year is simply not open.
  const message =
    taxYear === current - 1
      ? resolveTemplate(errors.taxYearClosed, { year: String(taxYear), deadline: spokenDeadline(priorYearDeadline(today, contributions.priorYearDeadline)) })
      : errors.taxYearNotOpen;
  return { errors: [{ path: '/taxYear', message }] };
}

/**
 * Checks that the two accounts are the session's (404 otherwise) and of the right kinds (400 with the config
 * message): an IRA, and a checking or savings account the money comes from that is not a certificate in its term.
 */
export async function checkContributionAccounts(db: Kysely<Database>, reach: AccountReach & { reader?: Reader }, body: IraContributionRequest): Promise<{ errors: PaymentApiError[] } | null> {
  const [ira, from] = await Promise.all([findVisibleArrangement(db, reach, body.iraArrangementId), findVisibleArrangement(db, reach, body.fromArrangementId)]);
  if (!ira || ira.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND', '/iraArrangementId');
  if (!from || from.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND', '/fromArrangementId');
  if (ira.product_kind !== 'ira') return { errors: [{ path: '/iraArrangementId', message: (await iraErrors(db, reach.reader)).notAnIra }] };
  if (!(contributions.sourceKinds as readonly string[]).includes(from.product_kind)) return { errors: [{ path: '/fromArrangementId', message: (await iraErrors(db, reach.reader)).sourceNotAllowed }] };
  const locked = await lockedAccountRefusal(db, from.id, '/fromArrangementId', reach.reader);
  return locked === null ? null : { errors: [locked] };
}

/** The payment order's account fields as the contribution request names them. */
const CONTRIBUTION_PATHS: Readonly<Record<string, string>> = { '/fromAccountId': '/fromArrangementId', '/toAccountId': '/iraArrangementId' };

/**
 * Makes a contribution inside the caller's (idempotent) transaction: an immediate transfer through the one payment-order
 * path (its limits, the ledger), checked against the chosen tax year's limit, and that year recorded beside the order.
 */
export async function placeContribution(trx: Transaction<Database>, context: OrderContext, body: IraContributionRequest): Promise<ContributionAnswer> {
  const answer = await placePaymentOrder(
    trx,
    { ...context, contributionTaxYear: body.taxYear },
    { fromAccountId: body.fromArrangementId, toAccountId: body.iraArrangementId, amountCents: body.amountCents, timing: 'IMMEDIATE', frequency: 'ONCE' },
  );
  if (answer.status === 400) return { status: 400, body: { errors: answer.body.errors.map((error) => ({ ...error, path: CONTRIBUTION_PATHS[error.path] ?? error.path })) } };
  const { paymentOrder } = answer.body;
  await recordOrderContribution(trx, { paymentOrderId: paymentOrder.id, iraArrangementId: body.iraArrangementId, taxYear: body.taxYear, now: context.now });
  return { status: 201, body: { status: 'ACCEPTED', paymentOrder, taxYear: body.taxYear } };
}

/** Records the tax year a payment order into an IRA is for (its amount is the order's executions). */
export async function recordOrderContribution(trx: Transaction<Database>, input: { paymentOrderId: string; iraArrangementId: string; taxYear: number; now: Date }): Promise<void> {
  await trx
    .insertInto('ira_contributions')
    .values({ id: randomUUID(), payment_order_id: input.paymentOrderId, journal_id: null, amount_cents: null, arrangement_id: input.iraArrangementId, tax_year: input.taxYear, created_at: input.now })
    .execute();
}

/**
 * After an edit of a scheduled order: the tax year it names now replaces the one it named before. An order edited into
 * anything but a one-time transfer into an IRA (a recurring one, another destination) names none, so each occurrence
 * then counts toward the tax year of the day it posts.
 */
export async function replaceOrderContribution(trx: Transaction<Database>, input: { paymentOrderId: string; contribution: { iraArrangementId: string; taxYear: number } | null; now: Date }): Promise<void> {
  await trx.deleteFrom('ira_contributions').where('payment_order_id', '=', input.paymentOrderId).execute();
  if (input.contribution) await recordOrderContribution(trx, { paymentOrderId: input.paymentOrderId, ...input.contribution, now: input.now });
}
