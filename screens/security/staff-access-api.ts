import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccessList } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { SERVICE_HEADERS } from './security-api';

const STAFF_ACCESS = '/api/security-hub/member/staff-access';
export const STAFF_ACCESS_QUERY_KEY = ['security-hub', 'staff-access'] as const;

export const staffAccessQuery = queryOptions({
  queryKey: STAFF_ACCESS_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<StaffAccessList>(STAFF_ACCESS, { signal, headers: SERVICE_HEADERS }),
});

/** When staff opened the member's own account, newest first. */
export function useStaffAccess() {
  return useQuery(staffAccessQuery);
}
