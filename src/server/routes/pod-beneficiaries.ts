import type { FastifyPluginAsync } from 'fastify';
import type { ErrorResponse, PodAccount, PodAccountList, PodArrangementIdParams, PodBeneficiariesUpdate } from '../../../engine/core/generated/api.gen';
import { loadMemberScope } from '../domain/member-scope';
import { podAccounts, replacePodBeneficiaries } from '../domain/pod/pod-beneficiaries';
import { apiSchemaRef } from '../http/api-schemas';
import { languageOf } from '../i18n/user-language';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const TAGS = ['pod-beneficiaries'];

/**
 * Payable-on-death beneficiaries: the member's checking and savings accounts with their beneficiaries, and
 * a whole list replaced per account. Mounted at /api/pod-beneficiaries. A view-only user may look and change nothing
 * (403 before the id is looked up); another member's account is a 404.
 */
export const podBeneficiaryRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: PodAccountList }>(
    '/client-api/v1/accounts',
    {
      schema: { tags: TAGS, summary: "The session's checking and savings accounts, each with its payable-on-death beneficiaries", response: { 200: apiSchemaRef('pod-account-list'), ...errors } },
      config: { capability: 'view-accounts', guard: 'canViewProductSummary' },
    },
    async (request) => ({ accounts: await podAccounts(app.db, await loadMemberScope(app.db, currentSession(request))) }),
  );

  app.put<{ Params: PodArrangementIdParams; Body: PodBeneficiariesUpdate; Reply: PodAccount | ErrorResponse }>(
    '/client-api/v1/accounts/:arrangementId/beneficiaries',
    {
      schema: {
        tags: TAGS,
        summary: 'Replaces the payable-on-death beneficiaries of one checking or savings account: primaries and contingents each adding to exactly 100%; an empty list makes it no longer payable on death',
        params: apiSchemaRef('pod-arrangement-id-params'),
        body: apiSchemaRef('pod-beneficiaries-update'),
        response: { 200: apiSchemaRef('pod-account'), ...errors },
      },
      config: { capability: 'designate-beneficiary', guard: 'canViewProductSummary' },
    },
    async (request, reply) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      const outcome = await replacePodBeneficiaries(app.db, { agreementIds: scope.agreementIds, arrangementIds: scope.arrangementIds, arrangementId: request.params.arrangementId, update: request.body, now: app.clock(), locale: await languageOf(app.db, currentSession(request).user_id) });
      if (!outcome.ok) return reply.code(400).send({ errors: outcome.errors });
      return outcome.account;
    },
  );
};
