import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAuditSearchRequest, StaffAuditSearchResult } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const SEARCH = '/api/service-desk/client-api/v1/audit/search';

/** One page of the staff audit for these filters (a POST: the filters are a body, never logged in a URL). */
export const staffAuditQuery = (filters: StaffAuditSearchRequest) =>
  queryOptions({
    queryKey: ['service-desk', 'audit', filters] as const,
    queryFn: ({ signal }) => apiFetch<StaffAuditSearchResult>(SEARCH, { method: 'POST', body: filters, signal }),
    staleTime: 0,
  });

/** The search's results; the previous page stays on screen while the next one loads. */
export function useStaffAudit(filters: StaffAuditSearchRequest) {
  return useQuery({ ...staffAuditQuery(filters), placeholderData: keepPreviousData });
}
