import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { InsightDispositionReceipt, InsightDispositionRequest, InsightsOffers, InsightsOffersRequest } from '../../../engine/core/generated/api.gen';
import { insightsManifest } from '../../manifests/insights-manifest';
import { appManifest } from '../../manifests';
import { chooseInsightsAndOffers } from '../domain/insights/catalogue';
import { declinedTreatments, recordDispositions } from '../domain/insights/dispositions';
import { hasMarketingOptOut } from '../domain/privacy/preferences';
import { loadInsightFacts } from '../domain/insights/facts';
import { loadMemberScope, type MemberScope } from '../domain/member-scope';
import { businessDate } from '../domain/business-date';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const TAGS = ['insights'];
const BASE = '/client-api/v1';

/** A 400 whose message names the configured maximum. */
function tooMany(path: string, max: number): ApiProblem {
  return new ApiProblem(400, 'INSIGHTS_TOO_MANY', path, { max });
}

/**
 * The caller's scope, once empId is theirs: empId is the signed-in user's externalId (their member number). Another
 * user's empId is answered 404, as any id the session does not own, and nothing is read or written for it.
 */
async function scopeFor(request: FastifyRequest, empId: string): Promise<MemberScope> {
  const scope = await loadMemberScope(request.server.db, currentSession(request));
  if (empId !== scope.externalId) throw new ApiProblem(404, 'NOT_FOUND', '/empId');
  return scope;
}

/**
 * The insights service, mounted at /api/insights: the member's insights and offers, chosen on the server by the rules of
 * config/insights.json over facts read from the member's own accounts, and the dispositions the carousel and the
 * insights page record. Both need canViewProductSummary (the offers are computed from balances). Dispositions are
 * the signed-in user's own answers about marketing, keyed by their own empId: a view-only trusted user may record
 * theirs (they change nothing of the member's accounts, and hide an offer from that user only).
 */
export const insightRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Body: InsightsOffersRequest; Reply: InsightsOffers }>(
    `${BASE}/insights-offers`,
    {
      schema: {
        tags: TAGS,
        summary: "The member's insights and offers: chosen by config/insights.json's rules over their accounts, best rank first, capped by the numbers asked for; treatments they said no to are left out",
        body: apiSchemaRef('insights-offers-request'),
        response: { 200: apiSchemaRef('insights-offers'), ...errors },
      },
      config: { capability: 'receive-offers', guard: 'canViewProductSummary', readsOnly: true },
    },
    async (request) => {
      const { cpid, empId, numberOfInsights, numberOfOffers } = request.body;
      if (cpid !== appManifest.customerProgramId) throw new ApiProblem(400, 'INSIGHTS_PROGRAM_UNKNOWN', '/cpid');
      if (numberOfInsights > insightsManifest.request.maxInsights) throw tooMany('/numberOfInsights', insightsManifest.request.maxInsights);
      if (numberOfOffers > insightsManifest.request.maxOffers) throw tooMany('/numberOfOffers', insightsManifest.request.maxOffers);
      const scope = await scopeFor(request, empId);
      // Staff (OneView) are not marketed to: the staff agreement holds no member's accounts to read facts from.
      if (scope.staff) return { insights: [], offers: [] };
      const today = businessDate(app.clock());
      const [facts, declined, marketingOptOut] = await Promise.all([loadInsightFacts(app.db, scope, today), declinedTreatments(app.db, empId), hasMarketingOptOut(app.db, scope.userId)]);
      return chooseInsightsAndOffers({ facts, declined, numberOfInsights, numberOfOffers, marketingOptOut, userId: scope.userId, today });
    },
  );

  app.post<{ Body: InsightDispositionRequest; Reply: InsightDispositionReceipt }>(
    `${BASE}/insight/disposition`,
    {
      schema: {
        tags: TAGS,
        summary: 'Records what the user did with treatments (impression, click, yes, no); a treatment id is recorded once per disposition type for one empId, repeats are answered as duplicates; no stops the treatment being offered to that user',
        body: apiSchemaRef('insight-disposition-request'),
        response: { 200: apiSchemaRef('insight-disposition-receipt'), ...errors },
      },
      config: { capability: 'receive-offers', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await scopeFor(request, request.body.empId);
      const agreementId = currentSession(request).service_agreement_id;
      return recordDispositions(app.db, scope, request.body.empId, agreementId, request.body.dispositions, app.clock());
    },
  );
};
