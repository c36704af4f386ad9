import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountOpeningCatalogue, AccountOpeningReceipt, AccountOpeningRequest } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';

const BASE = '/api/account-opening';

export function useAccountOpeningCatalogue() {
  return useQuery(queryOptions({ queryKey: ['account-opening', 'catalogue'] as const, queryFn: ({ signal }) => apiFetch<AccountOpeningCatalogue>(`${BASE}/catalogue`, { signal }) }));
}

export interface OpeningSubmission {
  readonly key: string;
  readonly request: AccountOpeningRequest;
}

/** Opens the account under its Idempotency-Key; afterwards every cached answer (summary, balances) is fetched anew. */
export function useOpenAccount() {
  const queryClient = useQueryClient();
  return useApiMutation<AccountOpeningReceipt, OpeningSubmission>({
    path: `${BASE}/accounts`,
    body: ({ request }) => request,
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
