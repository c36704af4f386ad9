import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicySubjectAnswer } from '../../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../../engine/react';

const POLICY_SUBJECT = '/api/access-control/client-api/v3/accessgroups/users/policy-subject';

const retryTwice = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof ApiError && error.status === 401);

/**
 * Who config/policy.json sees making the session's calls (actor, trusted feature levels, member conditions), cached
 * for the session like the permission summary: an agreement switch reloads the app. The browser decides what to
 * offer from it with the very function the server applies.
 */
export const policySubjectQuery = queryOptions({
  queryKey: ['access-control', 'users', 'policy-subject'] as const,
  queryFn: ({ signal }) => apiFetch<PolicySubjectAnswer>(POLICY_SUBJECT, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: retryTwice,
});

export function usePolicySubject() {
  return useQuery(policySubjectQuery);
}
