import type { FastifyPluginAsync } from 'fastify';
import type { ProductSummary, ProductSummaryQuery } from '../../../engine/core/generated/api.gen';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { loadProductSummaryOf } from '../domain/product-summary';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

/** The arrangement-manager service: the member's accounts. Mounted at /api/arrangement-manager. */
export const arrangementManagerRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its query was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Querystring: ProductSummaryQuery; Reply: ProductSummary }>(
    '/client-api/v2/productsummary',
    {
      schema: {
        tags: ['arrangement-manager'],
        summary: "Accounts of the current service agreement, grouped by kind, with ledger balances, as the user arranged them (nicknames, order, hidden)",
        querystring: apiSchemaRef('product-summary-query'),
        response: { 200: apiSchemaRef('product-summary'), 400: apiSchemaRef('error-response'), 401: apiSchemaRef('error-response'), 403: apiSchemaRef('error-response') },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      // The scope is the session's cached one (session-decisions.ts): the accounts and balances are then one statement.
      const scope = await loadMemberScope(app.db, currentSession(request));
      const mask = request.query.maskIndicator ?? app.serverConfig.maskIndicatorDefault;
      // A trusted member's agreement reads its primary member's accounts (the 'Second Service Agreement' rule);
      // nicknames, order and hidden accounts are the signed-in user's own (Edit Accounts), for staff those of the
      // member they serve, so they see the summary as the member does.
      return loadProductSummaryOf(app.db, scope, { mask, preferencesOf: scope.staff ? scope.ownerId : scope.userId, today: businessDate(app.clock()) });
    },
  );
};
