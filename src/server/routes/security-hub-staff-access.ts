import type { FastifyPluginAsync } from 'fastify';
import type { StaffAccessList } from '../../../engine/core/generated/api.gen';
import { staffAccessOf } from '../domain/staff/member-staff-access';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');

/**
 * The member's own view of staff access, mounted at /api/security-hub beside the hub: when staff opened
 * the signed-in user's account, who (first name and last initial), why and how many changes they made. Always the
 * caller's own visits; canAccessSecurityHub, which trusted users lack, keeps it from anyone acting for the member.
 */
export const securityHubStaffAccessRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: StaffAccessList }>(
    '/member/staff-access',
    {
      preValidation: requireSession({ extend: true }),
      schema: {
        tags: ['security-hub'],
        summary: 'When staff opened your account, who, why and how many changes they made, newest first',
        response: { 200: apiSchemaRef('staff-access-list'), 401: error, 403: error },
      },
      config: { capability: 'view-security', guard: 'canAccessSecurityHub' },
    },
    async (request) => staffAccessOf(app.db, currentSession(request).user_id, app.clock()),
  );
};
