import type { FastifyPluginAsync } from 'fastify';
import type { AccountDetail, ArrangementIdParams, ErrorResponse, ProductSummaryQuery } from '../../../engine/core/generated/api.gen';
import { loadAccountDetail } from '../domain/account-detail';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { findVisibleArrangement } from '../domain/visible-arrangements';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { accountViewRefusalFor } from '../http/request-policy';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');

/** Account detail: one account of the product summary with its terms. Mounted at /api/arrangement-manager. */
export const accountDetailRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its request was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Params: ArrangementIdParams; Querystring: ProductSummaryQuery; Reply: AccountDetail | ErrorResponse }>(
    '/client-api/v2/productsummary/arrangements/:id',
    {
      schema: {
        tags: ['arrangement-manager'],
        summary: 'One account: its product summary entry (same balances and masking) and its details (opening date, rates, payment due)',
        params: apiSchemaRef('arrangement-id-params'),
        querystring: apiSchemaRef('product-summary-query'),
        response: { 200: apiSchemaRef('account-detail'), 400: error, 401: error, 403: error, 404: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const scope = await loadMemberScope(app.db, session);
      const arrangement = await findVisibleArrangement(app.db, scope, request.params.id);
      if (arrangement) {
        const blocked = (await accountViewRefusalFor(request))(arrangement);
        if (blocked !== undefined) return reply.code(403).send({ errors: [{ path: '', message: blocked }] });
      }
      const detail = await loadAccountDetail(app.db, {
        agreementId: session.service_agreement_id,
        arrangementId: request.params.id,
        mask: request.query.maskIndicator ?? app.serverConfig.maskIndicatorDefault,
        today: businessDate(app.clock()),
        ...(arrangement ? { scoped: { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, arrangement } } : {}),
      });
      if (!detail) throw new ApiProblem(404, 'NOT_FOUND');
      return detail;
    },
  );
};
