import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DisputeAccountList,
  DisputeDetail,
  DisputeDisputableList,
  DisputeDocumentReceipt,
  DisputeList,
  DisputeNewRequest,
  DisputeSummary,
  DisputeTransaction,
} from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

export const DISPUTES_API = '/api/claims-manager-service/client-api/v1/disputes';
export const DISPUTES_QUERY_KEY = ['claims', 'disputes'] as const;

export const disputeListQuery = queryOptions({
  queryKey: DISPUTES_QUERY_KEY,
  queryFn: ({ signal }) => apiFetch<DisputeList>(DISPUTES_API, { signal }),
});

export function useDisputes() {
  return useQuery(disputeListQuery);
}

export function useDispute(disputeId: string | null) {
  return useQuery({
    queryKey: [...DISPUTES_QUERY_KEY, 'case', disputeId],
    queryFn: ({ signal }) => apiFetch<DisputeDetail>(`${DISPUTES_API}/${encodeURIComponent(disputeId ?? '')}`, { signal }),
    enabled: disputeId !== null,
  });
}

export function useDisputeTransaction(transactionId: string | null) {
  return useQuery({
    queryKey: [...DISPUTES_QUERY_KEY, 'transaction', transactionId],
    queryFn: ({ signal }) => apiFetch<DisputeTransaction>(`${DISPUTES_API}/transactions/${encodeURIComponent(transactionId ?? '')}`, { signal }),
    enabled: transactionId !== null,
    retry: false,
  });
}

/** Files a dispute; one Idempotency-Key per form submission, so a retried click files it once. */
export function fileDispute(body: DisputeNewRequest, idempotencyKey: string): Promise<DisputeSummary> {
  return apiFetch<DisputeSummary>(DISPUTES_API, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Adds a document's raw bytes to a dispute. */
export function uploadDisputeDocument(disputeId: string, file: File): Promise<DisputeDocumentReceipt> {
  const query = new URLSearchParams({ fileName: file.name }).toString();
  return apiFetch<DisputeDocumentReceipt>(`${DISPUTES_API}/${encodeURIComponent(disputeId)}/documents?${query}`, { method: 'POST', body: file });
}

/** The accounts Start a dispute offers (the server decides which kinds are taken online). */
export function useDisputeAccounts(enabled: boolean) {
  return useQuery({
    queryKey: [...DISPUTES_QUERY_KEY, 'accounts'],
    queryFn: ({ signal }) => apiFetch<DisputeAccountList>(`${DISPUTES_API}/accounts`, { signal }),
    enabled,
  });
}

/** One account's transactions that may be disputed now, as the server's filing rule decides. */
export function useDisputableTransactions(arrangementId: string) {
  return useQuery({
    queryKey: [...DISPUTES_QUERY_KEY, 'disputable', arrangementId],
    queryFn: ({ signal }) => apiFetch<DisputeDisputableList>(`${DISPUTES_API}/disputable-transactions?${new URLSearchParams({ arrangementId }).toString()}`, { signal }),
    enabled: arrangementId !== '',
  });
}
