import type { FastifyPluginAsync } from 'fastify';
import type { Precheck } from '../../../engine/core/generated/api.gen';
import { alertsManifest } from '../../manifests';
import { businessDate } from '../domain/business-date';
import { loadMemberScope } from '../domain/member-scope';
import { sessionPrecheck } from '../domain/precheck';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

/** The claims-manager service's precheck: the sign-in checks. Mounted at /api/claims-manager-service. */
export const precheckRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: Precheck }>(
    '/client-api/precheck',
    {
      schema: {
        tags: ['claims-manager-service'],
        summary: 'The sign-in checks: account alerts, profile intercept, go-paperless prompt, pending disclosures, onboarding and tutorial',
        response: { 200: apiSchemaRef('precheck'), 401: apiSchemaRef('error-response') },
      },
      // Every signed-in user: the checks only ever describe their own session.
      config: { capability: 'own-session', guard: null },
    },
    async (request) => sessionPrecheck(app.db, await loadMemberScope(app.db, currentSession(request)), alertsManifest, businessDate(app.clock())),
  );
};
