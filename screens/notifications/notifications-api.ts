import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationHistory, NotificationPref, NotificationPreferences, NotificationPreferencesUpdate } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';

export type { NotificationPref };

const BASE = '/api/profile-manager/client-api';
const PREFS_KEY = ['notifications', 'preferences'] as const;
const HISTORY_KEY = ['notifications', 'history'] as const;

/** POST …/member-notifications-preferences (read with a POST): every subject's preferences. */
export function preferencesQuery() {
  return queryOptions({
    queryKey: PREFS_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch<NotificationPreferences>(`${BASE}/v1/member-notifications-preferences`, { method: 'POST', body: {}, signal })).notificationPrefs,
  });
}

export function usePreferences() {
  return useQuery(preferencesQuery());
}

/** GET …/notifications/history: the alerts sent, newest first. */
export function useAlertHistory() {
  return useQuery({
    queryKey: HISTORY_KEY,
    queryFn: async ({ signal }) => (await apiFetch<NotificationHistory>(`${BASE}/profile/v1/notifications/history`, { signal })).alerts,
  });
}

/** POST …/member-notifications-preferences/mod; the preferences are read again after a change. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useApiMutation<NotificationPreferences, NotificationPreferencesUpdate>({
    path: `${BASE}/v1/member-notifications-preferences/mod`,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PREFS_KEY }),
  });
}
