import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  CertificateEarlyClosureQuote,
  CertificateEarlyClosureReceipt,
  CertificateList,
  CertificateRenewalRequest,
} from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';

const BASE = '/api/certificates';
const KEY = ['certificates'] as const;

export function useCertificates() {
  return useQuery(queryOptions({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<CertificateList>(BASE, { signal }) }));
}

/** Saves one certificate's renewal choice (PUT), then reads the list again. */
export function useSaveRenewal() {
  const queryClient = useQueryClient();
  return useApiMutation<Certificate, { id: string; body: CertificateRenewalRequest }>({
    path: ({ id }) => `${BASE}/${encodeURIComponent(id)}/renewal`,
    method: 'PUT',
    body: ({ body }) => body,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

const closurePath = (id: string) => `${BASE}/${encodeURIComponent(id)}/early-closure`;

/** What closing certificate `id` early today would pay; read fresh each time the dialog opens. */
export function useEarlyClosureQuote(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...KEY, id, 'early-closure'] as const,
      queryFn: ({ signal }) => apiFetch<CertificateEarlyClosureQuote>(closurePath(id), { signal }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}

/** Closes a certificate early (POST, one Idempotency-Key per confirmation); balances change, so every query is read again. */
export function useCloseEarly() {
  const queryClient = useQueryClient();
  return useApiMutation<CertificateEarlyClosureReceipt, { id: string; destinationAccountId: string; key: string }>({
    path: ({ id }) => closurePath(id),
    method: 'POST',
    body: ({ destinationAccountId }) => ({ destinationAccountId }),
    headers: ({ key }) => idempotencyHeaders(key),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
