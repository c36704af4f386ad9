import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanReview, LoanReviewDecisionRequest, LoanReviewList } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';

const REVIEWS = '/api/service-desk/client-api/v1/loan-reviews';
const ROOT = ['service-desk', 'loan-reviews'] as const;

/** GET /loan-reviews: the applications waiting for a loan officer, oldest first. */
export const reviewQueueQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'queue'] as const, queryFn: ({ signal }) => apiFetch<LoanReviewList>(REVIEWS, { signal }), staleTime: 0 });

export function useReviewQueue() {
  return useQuery(reviewQueueQuery());
}

/** GET /loan-reviews/{id}: one application in full (the server records that staff read it). */
export function useReview(id: string | undefined) {
  return useQuery({
    queryKey: [...ROOT, 'one', id ?? ''] as const,
    queryFn: ({ signal }) => apiFetch<LoanReview>(`${REVIEWS}/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== undefined,
    retry: false,
  });
}

/** POST /loan-reviews/{id}/decision under one Idempotency-Key per confirmation; then the queue is asked again. */
export function useDecide() {
  const queryClient = useQueryClient();
  return async (id: string, request: LoanReviewDecisionRequest, key: string): Promise<LoanReview> => {
    const decided = await apiFetch<LoanReview>(`${REVIEWS}/${encodeURIComponent(id)}/decision`, { method: 'POST', body: request, headers: idempotencyHeaders(key) });
    queryClient.setQueryData([...ROOT, 'one', id], decided);
    await queryClient.invalidateQueries({ queryKey: [...ROOT, 'queue'] });
    return decided;
  };
}
