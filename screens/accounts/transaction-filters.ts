import type { TransactionExportQuery, TransactionListQuery } from '../../engine/core/generated/api.gen';
import { parseAmountToCents } from '../../engine/core';
import { appManifest } from '../../src/manifests';

/** The transactions-per-page choices and the default (config/app.json). */
export const PAGE_SIZES: readonly number[] = appManifest.transactions.pageSizes;
export const DEFAULT_PAGE_SIZE = appManifest.transactions.defaultPageSize;

/** What the member filters the transactions by, as kept in the page's URL search params (so back/forward work). */
export interface TransactionFilters {
  readonly query: string;
  /** As typed ("25.00"); turned into cents only for the request. */
  readonly amountFrom: string;
  readonly amountTo: string;
  /** ISO dates (yyyy-mm-dd), inclusive. */
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly direction: '' | 'CRDT' | 'DBIT';
  readonly state: '' | 'COMPLETED' | 'UNCOMPLETED';
  /** Zero-based page. */
  readonly page: number;
  /** Transactions per page: one of PAGE_SIZES. */
  readonly size: number;
  /**
   * The keyset cursor that leads to `page` (the neighbouring page's x-next-cursor or x-previous-cursor): the page then
   * costs the server the same however deep it is. '' on the first page, or when the URL has none (a typed or old
   * link): the page is then asked for by number.
   */
  readonly cursor: string;
}

export const EMPTY_FILTERS: TransactionFilters = {
  query: '',
  amountFrom: '',
  amountTo: '',
  dateFrom: '',
  dateTo: '',
  direction: '',
  state: '',
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  cursor: '',
};

// URL parameter of each filter; the account's own `id` parameter lives beside them and is left alone.
const PARAMS = {
  query: 'q',
  amountFrom: 'amountFrom',
  amountTo: 'amountTo',
  dateFrom: 'from',
  dateTo: 'to',
  direction: 'type',
  state: 'status',
  page: 'page',
  size: 'size',
  cursor: 'cursor',
} as const satisfies Record<keyof TransactionFilters, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// The transaction list query's cursor pattern (schemas/api/transaction-list-query.schema.json).
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.find((candidate) => candidate === value) ?? '';
}

/** Reads the filters from the URL; anything malformed is treated as not set. */
export function filtersFromSearchParams(params: URLSearchParams): TransactionFilters {
  const date = (name: string): string => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const page = Number.parseInt(params.get(PARAMS.page) ?? '', 10);
  const size = Number(params.get(PARAMS.size));
  const cursor = params.get(PARAMS.cursor) ?? '';
  const paged = Number.isSafeInteger(page) && page > 0;
  return {
    query: (params.get(PARAMS.query) ?? '').trim(),
    amountFrom: (params.get(PARAMS.amountFrom) ?? '').trim(),
    amountTo: (params.get(PARAMS.amountTo) ?? '').trim(),
    dateFrom: date(PARAMS.dateFrom),
    dateTo: date(PARAMS.dateTo),
    direction: oneOf(params.get(PARAMS.direction), ['CRDT', 'DBIT'] as const),
    state: oneOf(params.get(PARAMS.state), ['COMPLETED', 'UNCOMPLETED'] as const),
    page: paged ? page : 0,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
    cursor: paged && CURSOR.test(cursor) ? cursor : '',
  };
}

/**
 * Writes the filters into a copy of the URL's params: set ones are written, empty ones removed, others kept. A cursor
 * is kept only beside a page after the first (going back to the first page, as a new filter does, drops it).
 */
export function filtersToSearchParams(filters: TransactionFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(PARAMS) as (keyof TransactionFilters)[]) {
    const value =
      key === 'page'
        ? filters.page > 0
          ? String(filters.page)
          : ''
        : key === 'size'
          ? filters.size === DEFAULT_PAGE_SIZE
            ? ''
            : String(filters.size)
          : key === 'cursor'
            ? filters.page > 0
              ? filters.cursor
              : ''
            : filters[key];
    if (value === '') next.delete(PARAMS[key]);
    else next.set(PARAMS[key], value);
  }
  return next;
}

const PAGING: ReadonlySet<keyof TransactionFilters> = new Set(['page', 'size', 'cursor']);

/** Whether any filter narrows the list (the page number, size and cursor do not). */
export function hasActiveFilters(filters: TransactionFilters): boolean {
  return (Object.keys(PARAMS) as (keyof TransactionFilters)[]).some((key) => !PAGING.has(key) && filters[key] !== '');
}

/** The amount filters that are typed but are not amounts; the request is not made while there is one. */
export function invalidAmountFilters(filters: TransactionFilters): ('amountFrom' | 'amountTo')[] {
  return (['amountFrom', 'amountTo'] as const).filter((key) => filters[key] !== '' && parseAmountToCents(filters[key]) === null);
}

/**
 * The transaction-manager query for one page of an account's transactions: by its cursor when the page has one, else
 * by number. A status filter (COMPLETED or UNCOMPLETED) asks for the oldest first (secDirection=ASC).
 */
export function transactionListQuery(arrangementId: string, filters: TransactionFilters, size: number): TransactionListQuery {
  const page = filters.page > 0 && filters.cursor !== '' ? { cursor: filters.cursor } : { from: filters.page };
  return { arrangementId, ...page, size, ...filterQuery(filters) };
}

/** The export of every transaction the filters keep (all pages), in the order the list shows them. */
export function transactionExportQuery(arrangementId: string, filters: TransactionFilters, format: TransactionExportQuery['format']): TransactionExportQuery {
  return { arrangementId, format, ...filterQuery(filters) };
}

function filterQuery(filters: TransactionFilters) {
  const amountFrom = filters.amountFrom === '' ? null : parseAmountToCents(filters.amountFrom);
  const amountTo = filters.amountTo === '' ? null : parseAmountToCents(filters.amountTo);
  return {
    ...(filters.dateFrom === '' ? {} : { bookingDateGreaterThan: filters.dateFrom }),
    ...(filters.dateTo === '' ? {} : { bookingDateLessThan: filters.dateTo }),
    ...(filters.query === '' ? {} : { query: filters.query }),
    ...(amountFrom === null ? {} : { amountFrom }),
    ...(amountTo === null ? {} : { amountTo }),
    ...(filters.direction === '' ? {} : { creditDebitIndicator: filters.direction }),
    ...(filters.state === '' ? {} : { state: filters.state, secDirection: 'ASC' as const }),
  };
}

/** The query as a URL query string, in a stable order. */
export function transactionQueryString(query: TransactionListQuery | TransactionExportQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}
