import type { FastifyPluginAsync } from 'fastify';
import type { StaffAuditSearchRequest, StaffAuditSearchResult } from '../../../engine/core/generated/api.gen';
import { searchStaffAudit } from '../domain/staff/audit-search';
import { apiSchemaRef } from '../http/api-schemas';
import { requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';

const TAGS = ['service-desk'];
const error = apiSchemaRef('error-response');

/**
 * The staff audit search, mounted at /api/service-desk: only a staff supervisor (canSearchStaffAudit)
 * reads the audit; the search is itself audited (plugins/staff-audit.ts), with which filters it used and, when a
 * member number named a member, that member, never the typed values themselves.
 */
export const staffAuditRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: StaffAuditSearchRequest; Reply: StaffAuditSearchResult }>(
    '/client-api/v1/audit/search',
    {
      preValidation: requireSession({ extend: true }),
      schema: {
        tags: TAGS,
        summary: 'Search the staff audit by staff user, member and days, newest first, one page at a time',
        body: apiSchemaRef('staff-audit-search-request'),
        response: { 200: apiSchemaRef('staff-audit-search-result'), 400: error, 401: error, 403: error },
      },
      config: { capability: 'staff-oversight', guard: 'canSearchStaffAudit', readsOnly: true },
    },
    async (request) => {
      const { staffUsername, memberNumber, from, to, page } = request.body;
      const filters = Object.entries({ staffUsername, memberNumber })
        .filter(([, value]) => value !== undefined)
        .map(([name]) => name);
      noteStaffAudit(request, { detail: { auditSearch: { filters, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }), page: page ?? 1 } } });
      const { result, memberIds } = await searchStaffAudit(app.db, request.body);
      if (memberIds.length === 1) noteStaffAudit(request, { memberId: memberIds[0] });
      return result;
    },
  );
};
