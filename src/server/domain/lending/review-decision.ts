import type { Transaction } from 'kysely';
import type { ApiError, LoanReview, LoanReviewDecisionRequest } from '../../../../engine/core/generated/api.gen';
import { resolveTemplate } from '../../../../engine/core/template';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { addEvent, offerOf } from './applications';
import { lendingProduct } from './catalogue';
import { reviewDetail } from './review-queue';
import { sendDecisionMessage, type ReviewOutcome } from './review-message';

export type ReviewDecisionOutcome = { ok: true; review: LoanReview; memberId: string } | { ok: false; status: 400 | 409; errors: ApiError[] };

const { review } = lendingManifest;

/** Field errors of a decision: a decline names a configured reason, an approval none; the note within its lengths. */
function decisionErrors(body: LoanReviewDecisionRequest): ApiError[] {
  const errors: ApiError[] = [];
  if (body.decision === 'DECLINE' && !review.declineReasons.some((reason) => reason.id === body.declineReasonId)) errors.push({ path: '/declineReasonId', message: review.errors.declineReason });
  if (body.decision === 'APPROVE' && body.declineReasonId !== undefined) errors.push({ path: '/declineReasonId', message: review.errors.declineReasonNotForApproval });
  const note = body.note.trim().length;
  if (note < review.noteMinLength || note > review.noteMaxLength) errors.push({ path: '/note', message: resolveTemplate(review.errors.note, { min: review.noteMinLength, max: review.noteMaxLength }) });
  return errors;
}

/**
 * A loan officer decides an application the rules sent to review, inside the caller's transaction: APPROVED with the
 * offer of its term (offerOf, the computation submit uses), or DECLINED with a reason of config/lending.json review;
 * the event names the officer and keeps their note, and the member is sent a message saying the decision. Only an
 * IN_REVIEW application can be decided (409 otherwise, nothing written); an unknown id is 404.
 */
export async function decideReview(
  trx: Transaction<Database>,
  input: { applicationId: string; officerId: string; body: LoanReviewDecisionRequest; now: Date; today: string },
): Promise<ReviewDecisionOutcome> {
  const { body, now } = input;
  const row = await trx.selectFrom('loan_applications').selectAll().where('id', '=', input.applicationId).forUpdate().executeTakeFirst();
  if (!row) throw new ApiProblem(404, 'NOT_FOUND');
  if (row.status !== 'IN_REVIEW') return { ok: false, status: 409, errors: [{ path: '', message: review.errors.notInReview }] };
  const errors = decisionErrors(body);
  if (errors.length > 0) return { ok: false, status: 400, errors };
  const product = lendingProduct(row.product_id);
  if (!product) throw new Error(`config/lending.json has no product ${row.product_id}`);
  const note = body.note.trim();
  const amountCents = Number(row.amount_cents);
  let outcome: ReviewOutcome;

  if (body.decision === 'APPROVE') {
    const offer = offerOf(product, amountCents, row.term_months ?? undefined);
    outcome = { status: 'APPROVED', productKind: product.kind, aprBps: offer.aprBps, paymentCents: offer.paymentCents, termMonths: row.term_months };
    await trx
      .updateTable('loan_applications')
      .set({ status: 'APPROVED', decision_reason: null, rate_offered_bps: offer.aprBps, monthly_payment_cents: product.kind === 'loan' ? offer.paymentCents : null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await addEvent(trx, row.id, 'APPROVED', now, null, input.officerId, note);
  } else {
    const reason = review.declineReasons.find((entry) => entry.id === body.declineReasonId)!.reason;
    outcome = { status: 'DECLINED', reason };
    await trx.updateTable('loan_applications').set({ status: 'DECLINED', decision_reason: reason, updated_at: now }).where('id', '=', row.id).execute();
    await addEvent(trx, row.id, 'DECLINED', now, reason, input.officerId, note);
  }
  // The message center is the membership's: its primary user's, whoever of the membership applied.
  const owner = await trx.selectFrom('service_agreements').select('primary_user_id').where('id', '=', row.agreement_id).executeTakeFirst();
  const memberId = owner?.primary_user_id ?? row.user_id;
  await sendDecisionMessage(trx, { memberId, productName: product.config.name, amountCents, outcome, now });
  return { ok: true, review: await reviewDetail(trx, row.id, input.today), memberId };
}
