import type { FastifyPluginAsync } from 'fastify';
import type { StatusCenterList } from '../../../engine/core/generated/api.gen';
import { loadMemberScope } from '../domain/member-scope';
import { statusCenterItems } from '../domain/status-center';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');

/**
 * The status center, mounted at /api/user-manager: every request the member made, newest first. It reads
 * account data (disputes of the session's accounts), so it asks canViewMoreMenu like the More-menu pages that do.
 */
export const statusCenterRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: StatusCenterList }>(
    '/client-api/v1/status-center',
    {
      preValidation: requireSession({ extend: true }),
      schema: {
        tags: ['status-center'],
        summary: 'Every request the member made (disputes, service requests, card orders, document uploads, privacy requests, applications, accounts opened, scheduled bill payments, secure messages), newest first, with status and dates',
        response: { 200: apiSchemaRef('status-center-list'), 400: error, 401: error, 403: error },
      },
      config: { capability: 'view-accounts', guard: 'canViewMoreMenu' },
    },
    async (request) => ({ requests: await statusCenterItems(app.db, await loadMemberScope(app.db, currentSession(request)), app.clock()) }),
  );
};
