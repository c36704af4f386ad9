import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ServiceRequestEligibility, ServiceRequestKind, ServiceRequestList, ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { fetchDirectDepositEligibility } from '../shared/direct-deposit-eligibility';

const SERVICE_REQUESTS = '/api/arrangement-manager/client-api/v2/service-requests';

export const SERVICE_REQUESTS_QUERY_KEY = ['arrangement-manager', 'service-requests'] as const;

/** The member's account-services requests, newest first. */
export function serviceRequestsQuery() {
  return queryOptions({
    queryKey: SERVICE_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<ServiceRequestList>(SERVICE_REQUESTS, { signal }),
  });
}

export function useServiceRequests() {
  return useQuery(serviceRequestsQuery());
}

export function directDepositEligibilityQuery(arrangementId: string) {
  return queryOptions({
    queryKey: [...SERVICE_REQUESTS_QUERY_KEY, 'direct-deposit', 'eligibility', arrangementId] as const,
    queryFn: ({ signal }) => fetchDirectDepositEligibility(arrangementId, signal),
  });
}

/** Direct-deposit eligibility of each account (none asked when `enabled` is false). */
export function useDirectDepositEligibility(arrangementIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: arrangementIds.map((id) => ({ ...directDepositEligibilityQuery(id), enabled })),
  });
}

export function submitServiceRequest(kind: ServiceRequestKind, body: unknown): Promise<ServiceRequestReceipt> {
  return apiFetch<ServiceRequestReceipt>(`${SERVICE_REQUESTS}/${kind}`, { method: 'POST', body });
}
