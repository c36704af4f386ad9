import type { FastifyPluginAsync } from 'fastify';
import type { DisclosureAcceptanceRequest, DisclosureNoticeList, DisclosureStatusList } from '../../../engine/core/generated/api.gen';
import { acceptNotices, disclosureStatuses, pendingNotices } from '../domain/member-disclosures';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');

/**
 * The member-disclosures service: the notices a member must accept, their statuses, and the acceptance
 * that clears the DPE condition. Always about the signed-in user. Mounted at /api/member-disclosures.
 */
export const memberDisclosureRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.get<{ Reply: DisclosureNoticeList }>(
    '/v1/members/disclosures/notices/inq',
    {
      schema: { tags: ['member-disclosures'], summary: 'The notices waiting for the member to read and accept', response: { 200: apiSchemaRef('disclosure-notice-list'), 401: error } },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => ({ notices: await pendingNotices(app.db, currentSession(request).user_id) }),
  );

  app.get<{ Reply: DisclosureStatusList }>(
    '/v1/members/disclosures/statuses/inq',
    {
      schema: { tags: ['member-disclosures'], summary: 'Every notice the member was asked to accept, pending or accepted', response: { 200: apiSchemaRef('disclosure-status-list'), 401: error } },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => disclosureStatuses(app.db, currentSession(request).user_id),
  );

  app.post<{ Body: DisclosureAcceptanceRequest; Reply: DisclosureStatusList }>(
    '/v1/members/disclosures/statuses/upd',
    {
      schema: {
        tags: ['member-disclosures'],
        summary: 'Accept notices, each in the version read (all or nothing); accepting the last pending one clears the DPE condition',
        body: apiSchemaRef('disclosure-acceptance-request'),
        response: { 200: apiSchemaRef('disclosure-status-list'), 400: error, 401: error },
      },
      config: { capability: 'own-session', guard: null },
    },
    async (request) => {
      const userId = currentSession(request).user_id;
      await acceptNotices(app.db, userId, request.body.acceptances, app.clock());
      return disclosureStatuses(app.db, userId);
    },
  );
};
