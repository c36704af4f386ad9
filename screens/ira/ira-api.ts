import { useQuery } from '@tanstack/react-query';
import type { IraContributionReceipt, IraContributionRequest, IraDistribution, IraDistributionRequest, IraOverview } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';

const BASE = '/api/ira/client-api/v1';
export const IRA_KEY = ['ira'] as const;

/** The member's IRAs with their tax-year contributions, requests, and the accounts money may come from or go to. */
export function useIraOverview() {
  return useQuery({ queryKey: IRA_KEY, queryFn: ({ signal }) => apiFetch<IraOverview>(`${BASE}/iras`, { signal }) });
}

export const contribute = (body: IraContributionRequest, key: string): Promise<IraContributionReceipt> =>
  apiFetch<IraContributionReceipt>(`${BASE}/contributions`, { method: 'POST', body, headers: idempotencyHeaders(key) });

export const requestDistribution = (body: IraDistributionRequest, key: string): Promise<IraDistribution> =>
  apiFetch<IraDistribution>(`${BASE}/distribution-requests`, { method: 'POST', body, headers: idempotencyHeaders(key) });

/** Cancels a distribution request not yet paid (409 once it is paid, rejected or cancelled). */
export const cancelDistribution = (id: string, key: string): Promise<IraDistribution> =>
  apiFetch<IraDistribution>(`${BASE}/distribution-requests/${encodeURIComponent(id)}/cancel`, { method: 'POST', headers: idempotencyHeaders(key) });
