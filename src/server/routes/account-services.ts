import type { FastifyPluginAsync } from 'fastify';
import type {
  ErrorResponse,
  ServiceRequestEligibility,
  ServiceRequestEligibilityQuery,
  ServiceRequestList,
  ServiceRequestReceipt,
} from '../../../engine/core/generated/api.gen';
import type { ServiceRequestKind } from '../db/schema';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { directDepositEligibility, listServiceRequests, recordServiceRequest, SERVICE_DEFINITIONS } from '../domain/service-requests';
import { findVisibleArrangement } from '../domain/visible-arrangements';
import { ApiProblem } from '../errors';
import { formProblem } from '../forms';
import { apiSchemaRef } from '../http/api-schemas';
import type { CapabilityName, GuardName } from '../plugins/route-guards';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const BASE = '/client-api/v2/service-requests';

/**
 * Who may ask for what: the capability of config/policy.json (ownership changes are never a trusted user's, as
 * routes.json's trustedUserBlocked pages say) and the guard of config/permissions.json the page names.
 */
const ACCESS: Readonly<Record<ServiceRequestKind, { capability: CapabilityName; guard: GuardName }>> = {
  'add-joint-owner': { capability: 'change-account-ownership', guard: 'canViewProductSummary' },
  'direct-deposit': { capability: 'request-service', guard: 'canRequestDirectDeposit' },
  'overdraft-protection': { capability: 'request-service', guard: 'canManageOverdraftProtection' },
  'change-checking-account-type': { capability: 'change-account-ownership', guard: 'canViewProductSummary' },
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Account services: each request validated against its config form and recorded. Mounted at /api/arrangement-manager. */
export const accountServiceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: ServiceRequestList }>(
    BASE,
    {
      schema: { tags: ['arrangement-manager'], summary: "The signed-in user's account-services requests, newest first", response: { 200: apiSchemaRef('service-request-list'), ...errors } },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return listServiceRequests(app.db, { userId: scope.userId, agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds });
    },
  );

  app.get<{ Querystring: ServiceRequestEligibilityQuery; Reply: ServiceRequestEligibility }>(
    `${BASE}/direct-deposit/eligibility`,
    {
      schema: {
        tags: ['arrangement-manager'],
        summary: 'Whether an account may receive direct deposits, with every requirement it fails',
        querystring: apiSchemaRef('service-request-eligibility-query'),
        response: { 200: apiSchemaRef('service-request-eligibility'), ...errors },
      },
      config: { capability: 'view-accounts', guard: 'canRequestDirectDeposit' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const account = await findVisibleArrangement(app.db, scope, request.query.arrangementId);
      if (!account) throw new ApiProblem(404, 'NOT_FOUND', '/arrangementId');
      return directDepositEligibility(app.db, { account, ownerId: scope.ownerId, today: businessDate(app.clock()) });
    },
  );

  for (const [kind, definition] of Object.entries(SERVICE_DEFINITIONS) as [ServiceRequestKind, (typeof SERVICE_DEFINITIONS)[ServiceRequestKind]][]) {
    const access = ACCESS[kind];
    app.post<{ Body: unknown; Reply: ServiceRequestReceipt | ErrorResponse }>(
      `${BASE}/${kind}`,
      {
        schema: {
          tags: ['arrangement-manager'],
          summary: `Submits a ${kind} request; the body follows config/forms/${definition.formId}.json`,
          response: { 201: apiSchemaRef('service-request-receipt'), ...errors, 422: error },
        },
        config: { capability: access.capability, guard: access.guard },
      },
      async (request, reply) => {
        const scope = await loadMemberScope(app.db, currentSession(request));
        const refused = await formProblem(app.db, definition.formId, request.body);
        if (refused) throw refused;
        const body = request.body;
        if (!isRecord(body)) throw new ApiProblem(400, 'BAD_REQUEST');
        const account = await findVisibleArrangement(app.db, scope, String(body.accountId));
        if (!account || !definition.productKinds.includes(account.product_kind) || account.state !== 'ACTIVE') throw new ApiProblem(404, 'NOT_FOUND', '/accountId');
        if (kind === 'direct-deposit') {
          const eligibility = await directDepositEligibility(app.db, { account, ownerId: scope.ownerId, today: businessDate(app.clock()) });
          if (!eligibility.eligible) throw new ApiProblem(422, 'DIRECT_DEPOSIT_INELIGIBLE', '/accountId');
        }
        const receipt = await recordServiceRequest(app.db, { userId: scope.userId, arrangementId: account.id, kind, payload: body, now: app.clock() });
        return reply.code(201).send(receipt);
      },
    );
  }
};
