import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDetail } from '../../../engine/core/generated/api.gen';
import { apiFetch } from '../../../engine/react';
import { appManifest } from '../../../src/manifests';

const ARRANGEMENTS = '/api/arrangement-manager/client-api/v2/productsummary/arrangements';

/** One account with its terms (account detail calls carry maskIndicator and are cached by account id). */
export function accountDetailQuery(accountId: string, maskIndicator = appManifest.productSummary.maskIndicatorDefault) {
  const query = new URLSearchParams({ maskIndicator: String(maskIndicator) }).toString();
  return queryOptions({
    queryKey: ['arrangement-manager', 'productsummary', 'arrangements', accountId, { maskIndicator }] as const,
    queryFn: ({ signal }) => apiFetch<AccountDetail>(`${ARRANGEMENTS}/${encodeURIComponent(accountId)}?${query}`, { signal }),
  });
}

export function useAccountDetail(accountId: string) {
  return useQuery(accountDetailQuery(accountId));
}
