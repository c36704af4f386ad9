import type { FastifyPluginAsync } from 'fastify';
import type { ProductSummaryQuery } from '../../../engine/core/generated/api.gen';
import { AnswerCache } from '../domain/answer-cache';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { loadProductSummaryOf } from '../domain/product-summary';
import { matchesEtag, PRODUCT_SUMMARY_CACHE_ENTRIES, productSummaryEtag, productSummaryKey } from '../domain/product-summary-cache';
import { productSummaryVersion, summaryVersionWithSession, versionReadWithSession } from '../domain/product-summary-version';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

/** The arrangement-manager service: the member's accounts. Mounted at /api/arrangement-manager. */
export const arrangementManagerRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its query was malformed. The summary's
  // version comes with the session row: a call answered from the cache is then that one statement.
  app.addHook('preValidation', requireSession({ extend: true, alongside: summaryVersionWithSession }));

  // This app's serialized summaries by their inputs, each kept with the database version it was computed at.
  const summaries = new AnswerCache<string>(PRODUCT_SUMMARY_CACHE_ENTRIES);

  app.get<{ Querystring: ProductSummaryQuery }>(
    '/client-api/v2/productsummary',
    {
      schema: {
        tags: ['arrangement-manager'],
        summary: "Accounts of the current service agreement, grouped by kind, with ledger balances, as the user arranged them (nicknames, order, hidden)",
        description: 'Answers with an ETag and `Cache-Control: private, no-cache`; `If-None-Match` with the current ETag answers 304 without a body.',
        querystring: apiSchemaRef('product-summary-query'),
        response: {
          200: apiSchemaRef('product-summary'),
          304: { description: 'Not modified: the ETag in If-None-Match is still the current answer', type: 'null' },
          400: apiSchemaRef('error-response'),
          401: apiSchemaRef('error-response'),
          403: apiSchemaRef('error-response'),
        },
      },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      // The scope is the session's cached one (session-decisions.ts).
      const scope = await loadMemberScope(app.db, currentSession(request));
      const mask = request.query.maskIndicator ?? app.serverConfig.maskIndicatorDefault;
      // A trusted member's agreement reads its primary member's accounts (the 'Second Service Agreement' rule);
      // nicknames, order and hidden accounts are the signed-in user's own (Edit Accounts), for staff those of the
      // member they serve, so they see the summary as the member does.
      const inputs = { userId: scope.userId, staff: scope.staff, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, mask, preferencesOf: scope.staff ? scope.ownerId : scope.userId, today: businessDate(app.clock()) };
      // Whether anything shown changed, in any process (migration 0065): read with the session when its stored scope is
      // this one, else one cheap statement.
      const version = versionReadWithSession(request.sessionAlongside, inputs.agreementIds) ?? (await productSummaryVersion(app.db, inputs.agreementIds));
      const key = productSummaryKey(inputs);
      const etag = productSummaryEtag(key, version);
      // Private: the browser may keep it for this user only; no-cache: it asks again every time, with the ETag.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      let body = summaries.get(key, version);
      app.metrics.observeSummaryCache(body === undefined ? 'miss' : 'hit');
      if (body === undefined) {
        body = reply.serialize(await loadProductSummaryOf(app.db, scope, inputs)) as string;
        summaries.set(key, version, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
