import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ErrorResponse, LoanApplicationParams, LoanReview, LoanReviewDecisionRequest, LoanReviewList } from '../../../engine/core/generated/api.gen';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { decideReview } from '../domain/lending/review-decision';
import { reviewDetail, reviewQueue } from '../domain/lending/review-queue';
import { businessDate } from '../domain/business-date';
import { staffOf } from '../http/staff-request';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';

const BASE = '/client-api/v1/loan-reviews';
const TAGS = ['service-desk'];
const error = apiSchemaRef('error-response');
const readErrors = { 400: error, 401: error, 403: error, 404: error };
const changeErrors = { ...readErrors, 409: error, 422: error };

/** The officer asking (the guards already refuse members; this keeps the queue staff-only whatever the roles say). */
async function officerId(request: FastifyRequest): Promise<string> {
  const staff = await staffOf(request);
  if (!staff) throw new ApiProblem(403, 'FORBIDDEN');
  return staff.userId;
}

/**
 * The loan officer's review, mounted at /api/service-desk: the applications the rules of
 * config/lending.json sent to a loan officer (IN_REVIEW), across members; one in full with the facts the rules used;
 * and the decision (canDecideLoanApplications): APPROVED with the offer of its term, or DECLINED with a configured
 * reason, the officer's note kept with the event, and the member sent a message saying it.
 *
 * Why no open member visit: this is a back-office queue worked across many members, not a call with one member, so
 * like the staff inbox it needs none, and the staff-audit plugin asks no x-action-reason under /api/service-desk/.
 * What stands in for them: the guard (a supervisor's Loan Review function), the officer's required note, and the
 * staff audit row of every call, which names the application's member.
 */
export const loanReviewRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });

  app.get<{ Reply: LoanReviewList }>(
    BASE,
    {
      preValidation: extend,
      schema: { tags: TAGS, summary: 'The applications waiting for a loan officer (IN_REVIEW), across members, oldest first', response: { 200: apiSchemaRef('loan-review-list'), ...readErrors } },
      config: { capability: 'staff-oversight', guard: 'canViewLoanReviews' },
    },
    async (request) => {
      await officerId(request);
      const applications = await reviewQueue(app.db);
      noteStaffAudit(request, { detail: { waiting: applications.length } });
      return { applications };
    },
  );

  app.get<{ Params: LoanApplicationParams; Reply: LoanReview }>(
    `${BASE}/:applicationId`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "One application as a loan officer reviews it: the member's answers, the facts the rules used, the offer an approval gives and its history",
        params: apiSchemaRef('loan-application-params'),
        response: { 200: apiSchemaRef('loan-review'), ...readErrors },
      },
      config: { capability: 'staff-oversight', guard: 'canViewLoanReviews' },
    },
    async (request) => {
      await officerId(request);
      const review = await reviewDetail(app.db, request.params.applicationId, businessDate(app.clock()));
      noteStaffAudit(request, { memberId: review.application.member.id });
      return review;
    },
  );

  app.post<{ Params: LoanApplicationParams; Body: LoanReviewDecisionRequest; Reply: LoanReview | ErrorResponse }>(
    `${BASE}/:applicationId/decision`,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary:
          'Decides an application in review (header Idempotency-Key): APPROVE with the offer of its term, or DECLINE with a reason of config/lending.json review.declineReasons; the officer\'s note is kept and the member is sent a message. 409 when it is not IN_REVIEW.',
        params: apiSchemaRef('loan-application-params'),
        body: apiSchemaRef('loan-review-decision-request'),
        response: { 200: apiSchemaRef('loan-review'), ...changeErrors },
      },
      config: { capability: 'staff-oversight', guard: 'canDecideLoanApplications' },
    },
    async (request, reply) => {
      const officer = await officerId(request);
      noteStaffAudit(request, { detail: { decision: request.body.decision, ...(request.body.declineReasonId === undefined ? {} : { declineReasonId: request.body.declineReasonId }) } });
      const answer = await withIdempotency<LoanReview | ErrorResponse>(request, async (trx) => {
        const now = app.clock();
        const outcome = await decideReview(trx, { applicationId: request.params.applicationId, officerId: officer, body: request.body, now, today: businessDate(now) });
        return outcome.ok ? { status: 200, body: outcome.review } : { status: outcome.status, body: { errors: outcome.errors } };
      });
      // The audit names the application's member, also for a refused decision (409 already decided, 400).
      const decided = (answer.body as Partial<LoanReview>).application;
      const memberId = decided?.member.id ?? (await app.db.selectFrom('loan_applications').select('user_id').where('id', '=', request.params.applicationId).executeTakeFirst())?.user_id;
      if (memberId !== undefined) noteStaffAudit(request, { memberId });
      return sendIdempotent(reply, answer);
    },
  );
};
