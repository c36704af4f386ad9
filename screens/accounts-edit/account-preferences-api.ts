import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountPreferenceList, AccountPreferencesUpdate } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';

const PREFERENCES = '/api/arrangement-manager/client-api/v2/account-preferences';
const QUERY_KEY = ['arrangement-manager', 'account-preferences'] as const;

export const accountPreferencesQuery = queryOptions({
  queryKey: QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<AccountPreferenceList>(PREFERENCES, { signal }),
});

export function useAccountPreferences() {
  return useQuery(accountPreferencesQuery);
}

/** Saves the whole arrangement; the summary's cache is dropped so it shows the new names and order at once. */
export function useSaveAccountPreferences() {
  const queryClient = useQueryClient();
  return useApiMutation<AccountPreferenceList, AccountPreferencesUpdate>({
    path: PREFERENCES,
    method: 'PUT',
    onSuccess: async (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['arrangement-manager', 'productsummary'] });
    },
  });
}
