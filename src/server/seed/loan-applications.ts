import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { monthlyPaymentCents } from '../../../engine/core/amortisation';
import { lendingManifest } from '../../manifests/lending-manifest';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;

/** A loan product's APR for a term, from config/lending.json (the seed quotes what the catalogue says). */
function aprOf(productId: string, termMonths: number): number {
  const rate = lendingManifest.loanProducts.find((product) => product.id === productId)?.rates.find((entry) => entry.termMonths === termMonths);
  if (!rate) throw new Error(`config/lending.json has no ${termMonths}-month rate for ${productId}`);
  return rate.aprBps;
}

/**
 * The demo member's loan applications, so My Applications has something to show: a used-auto loan approved
 * three days ago and waiting to be accepted, and a large new-auto loan with a loan officer (the large-amount review rule
 * of config/lending.json). Fixed content; skipped when the member has applications, so it is safe on every start.
 */
export async function seedLoanApplications(db: Kysely<Database>, now: Date): Promise<void> {
  const member = await db
    .selectFrom('members as m')
    .innerJoin('service_agreements as a', 'a.primary_user_id', 'm.id')
    .select(['m.id', 'a.id as agreementId'])
    .where('m.username', '=', 'member')
    .where('a.is_master', '=', true)
    .executeTakeFirst();
  if (!member) return;
  if (await db.selectFrom('loan_applications').select('id').where('user_id', '=', member.id).executeTakeFirst()) return;
  const review = lendingManifest.decision.review.find((rule) => rule.id === 'large-amount')?.reason ?? null;
  const answers = JSON.stringify({ statedAnnualIncomeCents: 11_400_000, monthlyHousingCents: 185_000, employmentStatus: 'EMPLOYED', consent: true });
  const approvedAt = new Date(now.getTime() - 3 * DAY_MS);
  const reviewAt = new Date(now.getTime() - 9 * DAY_MS);
  const approved = { id: randomUUID(), productId: 'auto-used', amount: 1_800_000, term: 60 };
  const inReview = { id: randomUUID(), productId: 'auto-new', amount: 6_500_000, term: 72 };
  const apr = aprOf(approved.productId, approved.term);
  await db
    .insertInto('loan_applications')
    .values([
      {
        id: inReview.id, user_id: member.id, agreement_id: member.agreementId, product_id: inReview.productId, product_kind: 'loan', amount_cents: inReview.amount, term_months: inReview.term,
        answers, status: 'IN_REVIEW', decision_reason: review, idempotency_key: 'seed-auto-new', created_at: reviewAt, updated_at: reviewAt,
      },
      {
        id: approved.id, user_id: member.id, agreement_id: member.agreementId, product_id: approved.productId, product_kind: 'loan', amount_cents: approved.amount, term_months: approved.term,
        answers, status: 'APPROVED', rate_offered_bps: apr, monthly_payment_cents: monthlyPaymentCents(approved.amount, apr, approved.term), idempotency_key: 'seed-auto-used', created_at: approvedAt, updated_at: approvedAt,
      },
    ])
    .execute();
  await db
    .insertInto('loan_application_events')
    .values([
      { application_id: inReview.id, seq: 1, status: 'SUBMITTED', actor_user_id: member.id, at: reviewAt },
      { application_id: inReview.id, seq: 2, status: 'IN_REVIEW', reason: review, actor_user_id: member.id, at: reviewAt },
      { application_id: approved.id, seq: 1, status: 'SUBMITTED', actor_user_id: member.id, at: approvedAt },
      { application_id: approved.id, seq: 2, status: 'APPROVED', actor_user_id: member.id, at: approvedAt },
    ])
    .execute();
}
