import type { FastifyPluginAsync } from 'fastify';
import type { CurrentUser } from '../../../engine/core/generated/api.gen';
import { loadCurrentUser } from '../domain/current-user';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

/** The user-manager service: who is signed in. Mounted at /api/user-manager. */
export const userManagerRoutes: FastifyPluginAsync = async (app) => {
  // Before validation: a caller without a session learns nothing, not even that its query was malformed.
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: CurrentUser }>(
    '/client-api/v2/users/me',
    {
      schema: { tags: ['user-manager'], summary: 'The signed-in user (whatever service agreement is current)', response: { 200: apiSchemaRef('current-user'), 401: apiSchemaRef('error-response') } },
      config: { guard: null },
    },
    async (request) => loadCurrentUser(app.db, currentSession(request).user_id, { ldSecureModeKey: app.serverConfig.launchDarkly.secureModeKey }),
  );
};
