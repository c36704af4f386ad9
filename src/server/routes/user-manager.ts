import type { FastifyPluginAsync } from 'fastify';
import type { CurrentUser, LanguageChangeRequest, ServiceAgreementList, UserIdParams } from '../../../engine/core/generated/api.gen';
import { loadCurrentUser, loadMember } from '../domain/current-user';
import { choosableAgreements, toServiceAgreement } from '../domain/service-agreements';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { storeLanguage } from '../i18n/user-language';
import { currentSession, requireSession } from '../plugins/session';

/**
 * The user-manager service: who is signed in, a user by id, and a user's service agreements. Mounted at
 * /api/user-manager. A user by id is the signed-in user, or the primary user of the agreement the session acts under
 * ('Second Service Agreement': that context uses the primary user's id); any other id is 404. The signed-in user's
 * language is theirs to change whoever they act for (a trusted or view-only user's, a staff user's own): it is how they
 * read the product, not the member's data.
 */
export const userManagerRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its query was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: CurrentUser }>(
    '/client-api/v2/users/me',
    {
      schema: { tags: ['user-manager'], summary: 'The signed-in user (whatever service agreement is current)', response: { 200: apiSchemaRef('current-user'), 401: apiSchemaRef('error-response') } },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => loadCurrentUser(app.db, currentSession(request).user_id, { ldSecureModeKey: app.serverConfig.launchDarkly.secureModeKey }),
  );

  app.put<{ Body: LanguageChangeRequest }>(
    '/client-api/v2/users/me/language',
    {
      schema: {
        tags: ['user-manager'],
        summary: "The signed-in user's language (a locale tag of config/locales.json); 204, a tag not offered is 400",
        body: apiSchemaRef('language-change-request'),
        response: { 204: { type: 'null' }, 400: apiSchemaRef('error-response'), 401: apiSchemaRef('error-response') },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      await storeLanguage(app.db, currentSession(request).user_id, request.body.language);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: UserIdParams; Reply: CurrentUser }>(
    '/client-api/v2/users/:id',
    {
      schema: {
        tags: ['user-manager'],
        summary: "A user by id: the signed-in user, or the current agreement's primary user; else 404",
        params: apiSchemaRef('user-id-params'),
        response: { 200: apiSchemaRef('current-user'), 400: apiSchemaRef('error-response'), 401: apiSchemaRef('error-response'), 404: apiSchemaRef('error-response') },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => {
      const session = currentSession(request);
      const keys = { ldSecureModeKey: app.serverConfig.launchDarkly.secureModeKey };
      if (request.params.id === session.user_id) return loadCurrentUser(app.db, session.user_id, keys);
      const agreement =
        session.service_agreement_id === null
          ? undefined
          : await app.db.selectFrom('service_agreements').select('primary_user_id').where('id', '=', session.service_agreement_id).executeTakeFirst();
      if (agreement?.primary_user_id !== request.params.id || !(await loadMember(app.db, request.params.id))) throw new ApiProblem(404, 'NOT_FOUND');
      // Someone else: who they are, not the keys that identify the signed-in browser to analytics or the flag service.
      const { additions, ...user } = await loadCurrentUser(app.db, request.params.id, keys);
      const { ld_hash: _ld, analytics_guid: _analytics, ...rest } = additions;
      return { ...user, additions: rest };
    },
  );

  app.get<{ Params: UserIdParams; Reply: ServiceAgreementList }>(
    '/client-api/v2/users/:id/service-agreements',
    {
      schema: {
        tags: ['user-manager'],
        summary: "The service agreements a user may act under (masters first): the signed-in user's own only; else 404",
        params: apiSchemaRef('user-id-params'),
        response: { 200: apiSchemaRef('service-agreement-list'), 400: apiSchemaRef('error-response'), 401: apiSchemaRef('error-response'), 404: apiSchemaRef('error-response') },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => {
      const session = currentSession(request);
      if (request.params.id !== session.user_id) throw new ApiProblem(404, 'NOT_FOUND');
      const member = await loadMember(app.db, session.user_id);
      if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
      const staff = member.employee_guid !== null && member.employee_guid !== '';
      return (await choosableAgreements(app.db, { id: member.id, staff }, app.serverConfig.msrAgreementDescription)).map(toServiceAgreement);
    },
  );
};
