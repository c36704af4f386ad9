import type { FastifyPluginAsync } from 'fastify';
import type { StaffVisit, StaffVisitCurrent, StaffVisitRequest } from '../../../engine/core/generated/api.gen';
import { staffOf } from '../http/staff-request';
import { currentStaffVisit, endStaffVisit, openStaffVisit } from '../http/staff-request';
import { apiSchemaRef } from '../http/api-schemas';
import { requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';

const BASE = '/client-api/v1/visits';
const TAGS = ['service-desk'];
const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };

/**
 * A staff visit of a member, mounted at /api/service-desk: opening a member from the member search, the
 * visit the staff banner shows, and "End session". Members hold no Service Desk permission, so every call is 403
 * for them; every call a staff session makes is written to the staff audit (plugins/staff-audit.ts).
 */
export const serviceDeskVisitRoutes: FastifyPluginAsync = async (app) => {
  const extend = requireSession({ extend: true });

  app.post<{ Body: StaffVisitRequest; Reply: StaffVisit }>(
    BASE,
    {
      preValidation: extend,
      schema: {
        tags: TAGS,
        summary: "Open a member: the session reads that member's accounts, judged by the staff role, until the visit ends",
        body: apiSchemaRef('staff-visit-request'),
        response: { 201: apiSchemaRef('staff-visit'), ...errors },
      },
      config: { capability: 'staff-desk', guard: 'canSearchMembers' },
    },
    async (request, reply) => reply.code(201).send(await openStaffVisit(request, request.body)),
  );

  app.get<{ Reply: StaffVisitCurrent }>(
    `${BASE}/current`,
    {
      preValidation: extend,
      schema: { tags: TAGS, summary: 'The member the staff session is serving, if any', response: { 200: apiSchemaRef('staff-visit-current'), ...errors } },
      config: { capability: 'staff-desk', guard: 'canSearchMembers' },
    },
    async (request) => ({ visit: await currentStaffVisit(request) }),
  );

  app.delete(
    `${BASE}/current`,
    {
      preValidation: extend,
      schema: { tags: TAGS, summary: 'End session: the visit ends and the session serves no member', response: { 204: { type: 'null' }, ...errors } },
      config: { capability: 'staff-desk', guard: 'canSearchMembers' },
    },
    async (request, reply) => {
      // The audit row of this call names the member whose visit it ends (after it the session serves no one).
      const visit = (await staffOf(request))?.visit;
      if (visit) noteStaffAudit(request, { memberId: visit.memberId, detail: { endedVisitId: visit.id } });
      await endStaffVisit(request);
      return reply.code(204).send();
    },
  );
};
