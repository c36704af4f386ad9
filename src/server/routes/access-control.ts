import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  PermissionSummary,
  PolicySubjectAnswer,
  ServiceAgreement,
  ServiceAgreementList,
  ServiceAgreementPageQuery,
  UserContextRequest,
} from '../../../engine/core/generated/api.gen';
import { loadMember } from '../domain/current-user';
import { choosableAgreements, loadAgreement, toServiceAgreement, type AgreementRecord } from '../domain/service-agreements';
import { endStaffVisit } from '../http/staff-request';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { permissionsOf } from '../http/request-permissions';
import { policySubjectOf } from '../http/request-policy';
import { isVisibleTo } from '../http/request-visibility';
import { appManifest } from '../../manifests';
import { currentSession, requireSession } from '../plugins/session';

const errors = { 400: apiSchemaRef('error-response'), 401: apiSchemaRef('error-response'), 403: apiSchemaRef('error-response') };

/**
 * The access-control service (Access and user): the user's permissions, the current service agreement,
 * the agreements they may switch to, and the switch itself. Mounted at /api/access-control. Any signed-in user may
 * call these (they only ever describe the caller's own access), so every route declares `guard: null`.
 */
export const accessControlRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its query was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  const choicesFor = async (request: FastifyRequest): Promise<AgreementRecord[]> => {
    const session = currentSession(request);
    const member = await loadMember(app.db, session.user_id);
    if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
    const staff = member.employee_guid !== null && member.employee_guid !== '';
    const choices = await choosableAgreements(app.db, { id: member.id, staff }, app.serverConfig.msrAgreementDescription);
    // Other members' agreements are listed and switched to only when the switcher's rule (the trusted-users
    // flag) holds for the user; the browser hiding the switcher is not the only guard.
    if (staff || (await isVisibleTo(request, member, appManifest.serviceAgreements.switcherVisibleWhen))) return choices;
    return choices.filter((agreement) => agreement.is_master && agreement.primary_user_id === member.id);
  };

  app.get<{ Reply: PermissionSummary }>(
    '/client-api/v3/accessgroups/users/permissions/summary',
    {
      schema: {
        tags: ['access-control'],
        summary: "The signed-in user's permissions in the current service agreement: one entry per business function, privilege to held",
        response: { 200: apiSchemaRef('permission-summary'), 401: errors[401] },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => permissionsOf(request),
  );

  app.get<{ Reply: PolicySubjectAnswer }>(
    '/client-api/v3/accessgroups/users/policy-subject',
    {
      schema: {
        tags: ['access-control'],
        summary: 'Who config/policy.json sees making the session\'s calls (actor, trusted feature levels, member conditions): the browser decides what to offer from it with the same function the server applies',
        response: { 200: apiSchemaRef('policy-subject'), 401: errors[401] },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => {
      const subject = await policySubjectOf(request);
      if (subject === null) return { actor: 'no-access', conditions: [] };
      return { actor: subject.actor, conditions: [...subject.conditions], ...(subject.features === undefined ? {} : { features: { ...subject.features } }) };
    },
  );

  app.get<{ Reply: ServiceAgreement }>(
    '/client-api/v3/accessgroups/service-agreements/context',
    {
      schema: {
        tags: ['access-control'],
        summary: 'The service agreement the session acts under',
        response: { 200: apiSchemaRef('service-agreement'), 401: errors[401], 404: apiSchemaRef('error-response') },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => {
      const agreementId = currentSession(request).service_agreement_id;
      const agreement = agreementId === null ? undefined : await loadAgreement(app.db, agreementId);
      if (!agreement) throw new ApiProblem(404, 'NOT_FOUND');
      return toServiceAgreement(agreement);
    },
  );

  app.get<{ Querystring: ServiceAgreementPageQuery; Reply: ServiceAgreementList }>(
    '/client-api/v3/accessgroups/usercontext/serviceagreements',
    {
      schema: {
        tags: ['access-control'],
        summary: 'One page of the service agreements the user may switch to; x-total-count gives the total',
        querystring: apiSchemaRef('service-agreement-page-query'),
        response: {
          200: { ...apiSchemaRef('service-agreement-list'), headers: { type: 'object', properties: { 'x-total-count': { type: 'integer', minimum: 0 } } } },
          ...errors,
        },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const size = Math.min(request.query.size ?? app.serverConfig.agreementPageSize, app.serverConfig.agreementPageSize);
      const from = request.query.from ?? 0;
      const choices = await choicesFor(request);
      reply.header('x-total-count', String(choices.length));
      return choices.slice(from * size, (from + 1) * size).map(toServiceAgreement);
    },
  );

  app.post<{ Body: UserContextRequest }>(
    '/client-api/v3/accessgroups/usercontext',
    {
      schema: {
        tags: ['access-control'],
        summary: 'Act under another of the agreements the user may choose from now on (stored in the session)',
        body: apiSchemaRef('user-context-request'),
        response: { 204: { type: 'null' }, ...errors },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const choices = await choicesFor(request);
      if (!choices.some((agreement) => agreement.id === request.body.serviceAgreementId)) {
        request.log.warn({ serviceAgreementId: request.body.serviceAgreementId }, 'refused a service agreement the user may not choose');
        throw new ApiProblem(403, 'FORBIDDEN');
      }
      // Staff switching agreements leaves the member they were serving.
      await endStaffVisit(request);
      await app.db.updateTable('sessions').set({ service_agreement_id: request.body.serviceAgreementId }).where('id', '=', session.id).execute();
      request.log.debug({ serviceAgreementId: request.body.serviceAgreementId }, 'switched service agreement');
      return reply.code(204).send();
    },
  );
};
