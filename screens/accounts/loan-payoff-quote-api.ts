import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanPayoffQuote } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const ARRANGEMENTS = '/api/arrangement-manager/client-api/v2/productsummary/arrangements';

/**
 * A loan's payoff quote good through a day, cached under the account's detail key so whatever refreshes the account
 * (a payment to it) refreshes its quotes too.
 */
export function loanPayoffQuoteQuery(accountId: string, through: string) {
  return queryOptions({
    queryKey: ['arrangement-manager', 'productsummary', 'arrangements', accountId, 'payoff-quote', { through }] as const,
    queryFn: ({ signal }) => apiFetch<LoanPayoffQuote>(`${ARRANGEMENTS}/${encodeURIComponent(accountId)}/payoff-quote?${new URLSearchParams({ through }).toString()}`, { signal }),
  });
}

/** Asked only when `enabled` (a date the quote rule accepts), so a date it refuses never leaves the page. */
export function useLoanPayoffQuote(accountId: string, through: string, enabled: boolean) {
  return useQuery({ ...loanPayoffQuoteQuery(accountId, through), enabled });
}
