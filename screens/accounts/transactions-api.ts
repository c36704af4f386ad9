import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionCategoryList, TransactionCategoryUpdate, TransactionItem } from '../../engine/core/generated/api.gen';
import { ApiError, apiFetch, apiFetchWithHeaders, useApiMutation } from '../../engine/react';
import type { TransactionExportQuery } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import { transactionExportQuery, transactionListQuery, transactionQueryString, type TransactionFilters } from './transaction-filters';

const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const CATEGORIES = `${TRANSACTIONS}/categories`;
const TOTAL_COUNT = 'x-total-count';
const NEXT_CURSOR = 'x-next-cursor';
const PREVIOUS_CURSOR = 'x-previous-cursor';

export interface TransactionPage {
  readonly transactions: readonly TransactionItem[];
  /** How many transactions match the filters (x-total-count). */
  readonly total: number;
  /** The cursors of the pages after and before this one (keyset paging); undefined where there is none. */
  readonly nextCursor?: string;
  readonly previousCursor?: string;
}

const ERROR_STATUSES_AS_400: ReadonlySet<number> = new Set(appManifest.transactions.errorStatusesAs400);

// A transaction list call failing with one of these statuses is a 400 carrying its first message.
function asListError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !ERROR_STATUSES_AS_400.has(error.status)) return error;
  return new ApiError(400, error.errors.slice(0, 1), { stepUp: error.stepUp });
}

async function fetchTransactionPage(arrangementId: string, filters: TransactionFilters, signal: AbortSignal): Promise<TransactionPage> {
  const query = transactionQueryString(transactionListQuery(arrangementId, filters, filters.size));
  try {
    const { data, headers } = await apiFetchWithHeaders<TransactionItem[]>(`${TRANSACTIONS}?${query}`, { signal });
    const total = Number.parseInt(headers.get(TOTAL_COUNT) ?? '', 10);
    const nextCursor = headers.get(NEXT_CURSOR) ?? undefined;
    const previousCursor = headers.get(PREVIOUS_CURSOR) ?? undefined;
    return {
      transactions: data,
      total: Number.isSafeInteger(total) ? total : data.length,
      ...(nextCursor === undefined ? {} : { nextCursor }),
      ...(previousCursor === undefined ? {} : { previousCursor }),
    };
  } catch (error) {
    throw asListError(error);
  }
}

export function transactionPageQuery(arrangementId: string, filters: TransactionFilters) {
  return queryOptions({
    queryKey: ['transaction-manager', 'transactions', arrangementId, filters] as const,
    queryFn: ({ signal }) => fetchTransactionPage(arrangementId, filters, signal),
  });
}

/** One page of an account's transactions; the previous page stays shown while the next one loads. */
export function useTransactionPage(arrangementId: string, filters: TransactionFilters) {
  return useQuery({ ...transactionPageQuery(arrangementId, filters), placeholderData: keepPreviousData });
}

/** The category catalogue (level=ALL); only level-2 categories can be given to a transaction. */
export const transactionCategoriesQuery = queryOptions({
  queryKey: ['transaction-manager', 'transactions', 'categories'] as const,
  queryFn: ({ signal }) => apiFetch<TransactionCategoryList>(`${CATEGORIES}?level=ALL`, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useTransactionCategories() {
  return useQuery(transactionCategoriesQuery);
}

/** Files a transaction under another category (PATCH with the numeric categoryId). */
export function useChangeTransactionCategory() {
  return useApiMutation<void, TransactionCategoryUpdate>({ path: TRANSACTIONS, method: 'PATCH' });
}

export const TRANSACTIONS_QUERY_ROOT = ['transaction-manager', 'transactions'] as const;

/**
 * Where the browser downloads every transaction the filters keep (all pages) as a file: the server streams it with
 * the file's name, so a plain link downloads it with the session's cookie.
 */
export function transactionExportHref(arrangementId: string, filters: TransactionFilters, format: TransactionExportQuery['format']): string {
  return `${TRANSACTIONS}/export?${transactionQueryString(transactionExportQuery(arrangementId, filters, format))}`;
}

/** The stored image of a paid check (a transaction whose checkImage is true). */
export function checkImageHref(transactionId: string): string {
  return `${TRANSACTIONS}/${encodeURIComponent(transactionId)}/check-image`;
}
