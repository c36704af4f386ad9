import { useQuery } from '@tanstack/react-query';
import type {
  LendingPrequal,
  LendingPrequalRequest,
  LendingProductList,
  LoanAcceptanceRequest,
  LoanApplication,
  LoanApplicationList,
  LoanApplicationRequest,
  LoanDisclosure,
} from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';

const LENDING = '/api/lending/client-api/v1';
export const APPLICATIONS_KEY = ['lending', 'applications'] as const;

export type { LendingPrequal, LendingProductList, LoanApplication, LoanDisclosure };

/** The loans and cards on offer, with APR by term. */
export function useLendingProducts() {
  return useQuery({ queryKey: ['lending', 'products'], queryFn: ({ signal }) => apiFetch<LendingProductList>(`${LENDING}/products`, { signal }), staleTime: 5 * 60_000 });
}

/** The membership's applications, newest first. */
export function useApplications() {
  return useQuery({ queryKey: APPLICATIONS_KEY, queryFn: async ({ signal }) => (await apiFetch<LoanApplicationList>(`${LENDING}/applications`, { signal })).applications });
}

/** One application with its schedule (funded loans). */
export const fetchApplication = (id: string): Promise<LoanApplication> => apiFetch<LoanApplication>(`${LENDING}/applications/${encodeURIComponent(id)}`);

/** An approved loan's Truth in Lending disclosure as it would be funded today: what the member reviews and accepts. */
export function useLoanDisclosure(id: string) {
  return useQuery({
    queryKey: ['lending', 'applications', id, 'disclosure'],
    queryFn: ({ signal }) => apiFetch<LoanDisclosure>(`${LENDING}/applications/${encodeURIComponent(id)}/disclosure`, { signal }),
    // The figures the member accepts are the ones on screen: no background refetch swaps them, and each review (the
    // dialog mounting) asks afresh, since the payment dates follow the funding day.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export const prequalify = (request: LendingPrequalRequest): Promise<LendingPrequal> => apiFetch<LendingPrequal>(`${LENDING}/prequalifications`, { method: 'POST', body: request });

export const submitApplication = (request: LoanApplicationRequest, key: string): Promise<LoanApplication> =>
  apiFetch<LoanApplication>(`${LENDING}/applications`, { method: 'POST', body: request, headers: idempotencyHeaders(key) });

export const acceptOffer = (id: string, request: LoanAcceptanceRequest, key: string): Promise<LoanApplication> =>
  apiFetch<LoanApplication>(`${LENDING}/applications/${encodeURIComponent(id)}/acceptance`, { method: 'POST', body: request, headers: idempotencyHeaders(key) });
