import { useQuery } from '@tanstack/react-query';
import type {
  LendingPrequal,
  LendingPrequalRequest,
  LendingProductList,
  LoanAcceptanceRequest,
  LoanApplication,
  LoanApplicationList,
  LoanApplicationRequest,
} from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';

const LENDING = '/api/lending/client-api/v1';
export const APPLICATIONS_KEY = ['lending', 'applications'] as const;

export type { LendingPrequal, LendingProductList, LoanApplication };

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

export const prequalify = (request: LendingPrequalRequest): Promise<LendingPrequal> => apiFetch<LendingPrequal>(`${LENDING}/prequalifications`, { method: 'POST', body: request });

export const submitApplication = (request: LoanApplicationRequest, key: string): Promise<LoanApplication> =>
  apiFetch<LoanApplication>(`${LENDING}/applications`, { method: 'POST', body: request, headers: idempotencyHeaders(key) });

export const acceptOffer = (id: string, request: LoanAcceptanceRequest, key: string): Promise<LoanApplication> =>
  apiFetch<LoanApplication>(`${LENDING}/applications/${encodeURIComponent(id)}/acceptance`, { method: 'POST', body: request, headers: idempotencyHeaders(key) });
