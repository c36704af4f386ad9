import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { IraContributionReceipt, IraContributionRequest, IraDistribution, IraDistributionIdParams, IraDistributionRequest, IraOverview, PaymentErrorResponse } from '../../../engine/core/generated/api.gen';
import { sendIdempotent, withIdempotency } from '../http/idempotency';
import { checkContributionAccounts, placeContribution, refuseClosedTaxYear, type ContributionAnswer } from '../domain/ira/contributions';
import { cancelDistribution } from '../domain/ira/distribution-cancel';
import { requestDistribution, type DistributionAnswer } from '../domain/ira/distributions';
import { iraOverview } from '../domain/ira/ira-overview';
import { loadMemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { requireMovePermission } from '../http/payment-permissions';
import type { OrderContext } from '../domain/payments/payment-orders';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';
import { iraManifest } from '../../manifests/ira-manifest';
import { readerLanguage } from '../i18n/reader-language';
import { wordsForReader } from '../i18n/reader-words';

const error = apiSchemaRef('payment-error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const BASE = '/client-api/v1';
const TAGS = ['ira'];

/**
 * IRAs: the member's IRAs with their contributions per tax year, a contribution for a tax year (through
 * the payment-order path, its limits and the ledger), a distribution request (the executor pays it on its business
 * day) and its cancellation while still SUBMITTED. Mounted at /api/ira. Moving money
 * or asking for it needs the transfer permission and more than view-only access, checked before any id is looked up.
 */
export const iraRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  const contextOf = async (request: FastifyRequest): Promise<OrderContext> => {
    const scope = await loadMemberScope(app.db, currentSession(request));
    const now = app.clock();
    return { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, today: businessDate(now), now, reader: (db) => readerLanguage(request, db) };
  };

  app.get<{ Reply: IraOverview }>(
    `${BASE}/iras`,
    {
      schema: {
        tags: TAGS,
        summary: "The session's IRAs: per open tax year what each received, its limit (catch-up included) and what remains; its distribution requests; the accounts money may come from or go to",
        response: { 200: apiSchemaRef('ira-overview'), ...errors },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const context = await contextOf(request);
      return iraOverview(app.db, context, context.today);
    },
  );

  app.post<{ Body: IraContributionRequest; Reply: IraContributionReceipt | PaymentErrorResponse }>(
    `${BASE}/contributions`,
    {
      schema: {
        tags: TAGS,
        summary: 'Contributes to an IRA for a tax year (header Idempotency-Key): the current year, or the prior one until the deadline; the yearly limit of that year applies',
        body: apiSchemaRef('ira-contribution-request'),
        response: { 201: apiSchemaRef('ira-contribution-receipt'), ...errors, 409: error },
      },
      config: { capability: 'move-money', guard: 'canCreateTransfers' },
    },
    async (request, reply) => {
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      const context = await contextOf(request);
      const refused = (await checkContributionAccounts(app.db, context, request.body)) ?? (await refuseClosedTaxYear(app.db, context.reader, context.today, request.body.taxYear));
      if (refused) return reply.code(400).send(refused);
      const answer = await withIdempotency<ContributionAnswer['body']>(request, (trx) => placeContribution(trx, context, request.body));
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Body: IraDistributionRequest; Reply: IraDistribution | PaymentErrorResponse }>(
    `${BASE}/distribution-requests`,
    {
      schema: {
        tags: TAGS,
        summary: 'Asks for a distribution out of an IRA (header Idempotency-Key): at most the balance less the requests being processed, a type the owner\'s age allows, withholding 0..100%',
        body: apiSchemaRef('ira-distribution-request'),
        response: { 201: apiSchemaRef('ira-distribution'), ...errors, 409: error },
      },
      config: { capability: 'move-money', guard: 'canCreateTransfers' },
    },
    async (request, reply) => {
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      const context = await contextOf(request);
      const answer = await withIdempotency<DistributionAnswer['body']>(request, (trx) => requestDistribution(trx, context, request.body));
      return sendIdempotent(reply, answer);
    },
  );

  app.post<{ Params: IraDistributionIdParams; Reply: IraDistribution | PaymentErrorResponse }>(
    `${BASE}/distribution-requests/:id/cancel`,
    {
      schema: {
        tags: TAGS,
        summary: 'Cancels a distribution request not yet paid (header Idempotency-Key); 409 once it is PAID, REJECTED or CANCELLED',
        params: apiSchemaRef('ira-distribution-id-params'),
        response: { 200: apiSchemaRef('ira-distribution'), ...errors, 409: error },
      },
      config: { capability: 'move-money', guard: 'canCreateTransfers' },
    },
    async (request, reply) => {
      // The same rule as asking for one, checked before the id is looked up: view-only access changes nothing.
      await requireMovePermission(request, 'INTERNAL_TRANSFER');
      const context = await contextOf(request);
      const answer = await withIdempotency<IraDistribution | PaymentErrorResponse>(request, async (trx) => {
        const cancelled = await cancelDistribution(trx, context, request.params.id);
        if (cancelled.status !== 409) return cancelled;
        const { manifest } = await wordsForReader(trx, context.reader, 'ira.json', iraManifest);
        return { status: 409, body: { errors: [{ path: '', message: manifest.errors.distributionNotCancellable }] } };
      });
      return sendIdempotent(reply, answer);
    },
  );
};
