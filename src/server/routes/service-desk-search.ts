import type { FastifyPluginAsync } from 'fastify';
import type { StaffMemberSearchRequest, StaffMemberSearchResult } from '../../../engine/core/generated/api.gen';
import { maskedSearchTerm, searchKindOf, searchMembers } from '../domain/staff/member-search';
import { apiSchemaRef } from '../http/api-schemas';
import { requireSession } from '../plugins/session';
import { noteStaffAudit } from '../plugins/staff-audit';

const TAGS = ['service-desk'];
const error = apiSchemaRef('error-response');

/**
 * The service desk's member search, mounted at /api/service-desk. A POST, so the term travels in the body
 * and never in an access log; the staff audit records the search with the kind of term and only its first two
 * characters. Members hold no Service Desk permission: 403.
 */
export const serviceDeskSearchRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: StaffMemberSearchRequest; Reply: StaffMemberSearchResult }>(
    '/client-api/v1/members/search',
    {
      preValidation: requireSession({ extend: true }),
      schema: {
        tags: TAGS,
        summary: 'Staff find members (never staff) by name, username, member number, account number or its last four, phone or email; one page, numbers masked',
        body: apiSchemaRef('staff-member-search-request'),
        response: { 200: apiSchemaRef('staff-member-search-result'), 400: error, 401: error, 403: error },
      },
      config: { capability: 'staff-desk', guard: 'canSearchMembers', readsOnly: true },
    },
    async (request) => {
      const term = request.body.query.trim();
      noteStaffAudit(request, { detail: { searchKind: searchKindOf(term), searchTerm: maskedSearchTerm(term) } });
      return searchMembers(app.db, request.body);
    },
  );
};
