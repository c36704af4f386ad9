import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateList, CertificateRenewalRequest } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';

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
