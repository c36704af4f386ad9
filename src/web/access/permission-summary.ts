import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionSummary } from '../../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../../engine/react';

const PERMISSION_SUMMARY = '/api/access-control/client-api/v3/accessgroups/users/permissions/summary';

// The permission fetch is retried twice. A 401 is not: it already led to the session check.
const retryTwice = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof ApiError && error.status === 401);

/**
 * The user's permissions in the session's service agreement (GET permissions/summary), cached for the session:
 * an agreement switch reloads the app.
 */
export const permissionSummaryQuery = queryOptions({
  queryKey: ['access-control', 'users', 'permissions', 'summary'] as const,
  queryFn: async ({ signal }) => (await apiFetch<PermissionSummary | undefined>(PERMISSION_SUMMARY, { signal })) ?? [],
  staleTime: Number.POSITIVE_INFINITY,
  retry: retryTwice,
});

export function usePermissionSummary() {
  return useQuery(permissionSummaryQuery);
}
