import type { FastifyPluginAsync } from 'fastify';
import type { PrivacyPreferences, PrivacyPreferencesUpdate, PrivacyRequest, PrivacyRequestList, PrivacyRequestNew } from '../../../engine/core/generated/api.gen';
import { buildDataArchive } from '../domain/privacy/archive';
import { listPrivacyRequests, loadPrivacyPreferences, recordPrivacyRequest, savePrivacyPreferences } from '../domain/privacy/preferences';
import { contentDisposition } from '../domain/messages/attachments';
import { apiSchemaRef } from '../http/api-schemas';
import { currentSession, requireSession } from '../plugins/session';

const BASE = '/client-api/v1/privacy';
const TAGS = ['privacy'];
const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const DOWNLOAD_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'", 'cache-control': 'private, no-store' } as const;

/**
 * Data and privacy preferences and CCPA requests, mounted at /api/profile-manager. Everything here is the
 * signed-in user's own: their opt-outs (the insights feature honours the marketing one), a ZIP of their own data, and
 * their deletion and correction requests with a receipt. No id of anyone else is ever taken, so there is nothing of
 * another member to reach; every signed-in user (a trusted user or staff too) has these rights over their own data,
 * hence `guard: null` on each route.
 */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));
  const userIdOf = (request: Parameters<typeof currentSession>[0]): string => currentSession(request).user_id;

  app.get<{ Reply: PrivacyPreferences }>(
    `${BASE}/preferences`,
    {
      schema: { tags: TAGS, summary: "The signed-in user's opt-outs: marketing, sharing with affiliates", response: { 200: apiSchemaRef('privacy-preferences'), ...errors } },
      // The signed-in user's own preferences: no member data, no id taken.
      config: { capability: 'privacy-rights', guard: null },
    },
    async (request) => loadPrivacyPreferences(app.db, userIdOf(request)),
  );

  app.put<{ Body: PrivacyPreferencesUpdate; Reply: PrivacyPreferences }>(
    `${BASE}/preferences`,
    {
      schema: {
        tags: TAGS,
        summary: 'Sets both opt-outs; a marketing opt-out stops every offer of the insights feature for this user',
        body: apiSchemaRef('privacy-preferences-update'),
        response: { 200: apiSchemaRef('privacy-preferences'), ...errors },
      },
      // The signed-in user's own choice about their own information (a view-only trusted user has the same right).
      config: { capability: 'privacy-rights', guard: null },
    },
    async (request) => savePrivacyPreferences(app.db, userIdOf(request), request.body, app.clock()),
  );

  app.get(
    `${BASE}/data-archive`,
    {
      schema: {
        tags: TAGS,
        summary: "Download my data: a ZIP of the signed-in user's profile, accounts, transactions, messages and preferences, each as JSON and CSV; recorded as a completed request",
        response: { 200: { description: 'The ZIP archive.', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } }, ...errors },
      },
      // Only the signed-in user's own data goes into the archive (their memberships, never another member's).
      config: { capability: 'privacy-rights', guard: null },
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) void reply.headers(DOWNLOAD_HEADERS);
        return payload;
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const now = app.clock();
      const archive = await buildDataArchive(app.db, userId, now);
      await recordPrivacyRequest(app.db, userId, { kind: 'DOWNLOAD' }, now);
      return reply.header('content-type', 'application/zip').header('content-disposition', contentDisposition(archive.fileName)).send(archive.bytes);
    },
  );

  app.get<{ Reply: PrivacyRequestList }>(
    `${BASE}/requests`,
    {
      schema: { tags: TAGS, summary: "The signed-in user's privacy requests (deletion, correction, downloads), newest first, with receipts", response: { 200: apiSchemaRef('privacy-request-list'), ...errors } },
      // The signed-in user's own requests.
      config: { capability: 'privacy-rights', guard: null },
    },
    async (request) => ({ requests: await listPrivacyRequests(app.db, userIdOf(request)) }),
  );

  app.post<{ Body: PrivacyRequestNew; Reply: PrivacyRequest }>(
    `${BASE}/requests`,
    {
      schema: {
        tags: TAGS,
        summary: 'Records a request to delete or correct the signed-in user\'s personal information (a correction says what to correct) and answers its receipt number and respond-by date',
        body: apiSchemaRef('privacy-request-new'),
        response: { 201: apiSchemaRef('privacy-request'), ...errors },
      },
      // A request about the signed-in user's own information.
      config: { capability: 'privacy-rights', guard: null },
    },
    async (request, reply) => {
      const receipt = await recordPrivacyRequest(app.db, userIdOf(request), request.body, app.clock());
      return reply.code(201).send(receipt);
    },
  );
};
