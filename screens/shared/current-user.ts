import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../engine/react';
import type { CurrentUser } from '../../engine/core/generated/api.gen';

const USERS_ME = '/api/user-manager/client-api/v2/users/me';

/** Query options for the signed-in member (GET users/me); sign-in seeds this cache entry with the user it returns. */
export const currentUserQuery = queryOptions({
  queryKey: ['user-manager', 'users', 'me'] as const,
  queryFn: ({ signal }) => apiFetch<CurrentUser>(USERS_ME, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in member; only for pages behind the session guard (a signed-out call would end in sign-in). */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
