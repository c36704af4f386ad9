import type { FastifyPluginAsync } from 'fastify';
import type {
  NotificationArrangementAccounts,
  NotificationHistory,
  NotificationPreferences,
  NotificationPreferencesRequest,
  NotificationPreferencesUpdate,
} from '../../../engine/core/generated/api.gen';
import { alertHistory, arrangementAccounts, readPreferences, updatePreferences } from '../domain/member-alerts/preferences';
import { loadMemberScope } from '../domain/member-scope';
import { apiSchemaRef } from '../http/api-schemas';
import { readerLanguage } from '../i18n/reader-language';
import { currentSession, requireSession } from '../plugins/session';

const error = apiSchemaRef('error-response');
const errors = { 400: error, 401: error, 403: error, 404: error };
const tags = ['profile-manager'];
const guard = 'canViewNotifications';

/**
 * Notification preferences: read and change the alerts of the member, each account and each
 * card, list the accounts and cards alerts can be set for, and the history of alerts sent. Mounted at
 * /api/profile-manager. A view-only trusted user may read, never change (403 before any id is looked up).
 */
export const notificationPreferenceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', requireSession({ extend: true }));

  app.post<{ Body: NotificationPreferencesRequest; Reply: NotificationPreferences }>(
    '/client-api/v1/member-notifications-preferences',
    {
      schema: {
        tags,
        summary: "Read the member's notification preferences: their own, every account's and card's, or one account's (and its cards') with arrangementsId",
        body: apiSchemaRef('notification-preferences-request'),
        response: { 200: apiSchemaRef('notification-preferences'), ...errors },
      },
      config: { capability: 'view-notifications', guard, readsOnly: true },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { notificationPrefs: await readPreferences(app.db, scope, request.body.arrangementsId) };
    },
  );

  app.post<{ Body: NotificationPreferencesUpdate; Reply: NotificationPreferences }>(
    '/client-api/v1/member-notifications-preferences/mod',
    {
      schema: {
        tags,
        summary: 'Change notification preferences (all or nothing): the member\'s own, an account\'s (arrangementsId) or cards\' (cardNotification); answers the changed preferences',
        body: apiSchemaRef('notification-preferences-update'),
        response: { 200: apiSchemaRef('notification-preferences'), ...errors },
      },
      config: { capability: 'manage-notifications', guard: 'canEditNotifications' },
    },
    async (request) => {
      const scope = await loadMemberScope(app.db, currentSession(request));
      return { notificationPrefs: await updatePreferences(app.db, scope, request.body, app.clock(), await readerLanguage(request)) };
    },
  );

  app.get<{ Reply: NotificationArrangementAccounts }>(
    '/client-api/profile/v1/notifications/arrangements-accounts',
    {
      schema: {
        tags,
        summary: 'The accounts and cards the member can set alerts for, with the alert kinds each account offers',
        response: { 200: apiSchemaRef('notification-arrangement-accounts'), ...errors },
      },
      config: { capability: 'view-notifications', guard },
    },
    async (request) => arrangementAccounts(app.db, await loadMemberScope(app.db, currentSession(request))),
  );

  app.get<{ Reply: NotificationHistory }>(
    '/client-api/profile/v1/notifications/history',
    {
      schema: {
        tags,
        summary: 'The alerts sent to the signed-in user, newest first, with the channels each went out on',
        response: { 200: apiSchemaRef('notification-history'), ...errors },
      },
      config: { capability: 'view-notifications', guard },
    },
    async (request) => alertHistory(app.db, currentSession(request).user_id),
  );
};
