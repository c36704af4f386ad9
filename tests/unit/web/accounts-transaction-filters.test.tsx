import { describe, expect, it } from 'vitest';
import { appManifest } from '../../../src/manifests';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  invalidAmountFilters,
  PAGE_SIZES,
  transactionExportQuery,
  transactionListQuery,
  transactionQueryString,
} from '../../../screens/accounts/transaction-filters';

const ACCOUNT = '9b2f6a3e-0d55-4c1e-9a77-3f1c2b4d5e6f';

describe('transaction filters in the URL', () => {
  it('round-trips every filter through the search params and keeps the account id beside them', () => {
    const filters = { query: 'coffee', amountFrom: '5', amountTo: '1,250.50', dateFrom: '2026-10-01', dateTo: '2026-10-31', direction: 'DBIT', state: 'COMPLETED', page: 2, size: 50, cursor: 'WzEsImFi_-' } as const;
    const params = filtersToSearchParams(filters, new URLSearchParams({ id: ACCOUNT }));
    expect(params.get('id')).toBe(ACCOUNT);
    expect(params.get('q')).toBe('coffee');
    expect(params.get('page')).toBe('2');
    expect(params.get('size')).toBe('50');
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('pages by 25 unless another of the configured sizes is chosen, and writes no size parameter for the default', () => {
    expect(appManifest.transactions.defaultPageSize).toBe(25);
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(EMPTY_FILTERS.size).toBe(25);
    expect(filtersFromSearchParams(new URLSearchParams({ size: '100' })).size).toBe(100);
    for (const wrong of ['7', '1000', 'x', '']) expect(filtersFromSearchParams(new URLSearchParams({ size: wrong })).size).toBe(25);
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, size: 25 }, new URLSearchParams({ size: '10' })).has('size')).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, size: 100 })).toBe(false);
  });

  it('exports with the same filters as the list, without paging', () => {
    const filters = { ...EMPTY_FILTERS, query: 'Kroger', dateFrom: '2026-10-01', dateTo: '2026-11-25', state: 'COMPLETED', page: 3, size: 10 } as const;
    expect(transactionQueryString(transactionExportQuery(ACCOUNT, filters, 'csv'))).toBe(
      `arrangementId=${ACCOUNT}&format=csv&bookingDateGreaterThan=2026-10-01&bookingDateLessThan=2026-11-25&query=Kroger&state=COMPLETED&secDirection=ASC`,
    );
  });

  it('removes filters that are cleared and writes no page parameter for the first page', () => {
    const params = filtersToSearchParams(EMPTY_FILTERS, new URLSearchParams({ id: ACCOUNT, q: 'rent', page: '3', type: 'CRDT' }));
    expect(params.toString()).toBe(`id=${ACCOUNT}`);
  });

  it('treats malformed values as not set', () => {
    const filters = filtersFromSearchParams(new URLSearchParams({ from: '10/01/2026', to: '2026-13', type: 'BOTH', status: 'posted', page: '-4' }));
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearchParams(new URLSearchParams({ page: 'x' })).page).toBe(0);
  });

  it('knows when a filter narrows the list, not counting the page', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, dateTo: '2026-01-01' })).toBe(true);
  });

  it('reports typed amounts that are not amounts', () => {
    expect(invalidAmountFilters({ ...EMPTY_FILTERS, amountFrom: '12.345', amountTo: '$20' })).toEqual(['amountFrom']);
    expect(invalidAmountFilters({ ...EMPTY_FILTERS, amountFrom: '', amountTo: 'abc' })).toEqual(['amountTo']);
  });
});

describe('transaction list query', () => {
  it('asks for a page by its cursor when it has one, by number otherwise, and drops a cursor on the first page', () => {
    expect(transactionListQuery(ACCOUNT, { ...EMPTY_FILTERS, page: 2, cursor: 'abc' }, 25)).toEqual({ arrangementId: ACCOUNT, cursor: 'abc', size: 25 });
    expect(transactionListQuery(ACCOUNT, { ...EMPTY_FILTERS, page: 2 }, 25)).toEqual({ arrangementId: ACCOUNT, from: 2, size: 25 });
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, cursor: 'abc' }, new URLSearchParams({ page: '2', cursor: 'abc' })).toString()).toBe('');
    expect(filtersFromSearchParams(new URLSearchParams({ cursor: 'abc' })).cursor).toBe('');
    expect(filtersFromSearchParams(new URLSearchParams({ page: '1', cursor: 'not a cursor' })).cursor).toBe('');
  });

  it('sends only the account, the page and its size when nothing is filtered', () => {
    expect(transactionQueryString(transactionListQuery(ACCOUNT, EMPTY_FILTERS, 10))).toBe(`arrangementId=${ACCOUNT}&from=0&size=10`);
  });

  it('turns amounts into cents, dates into booking-date bounds and the type into creditDebitIndicator', () => {
    const query = transactionListQuery(ACCOUNT, { ...EMPTY_FILTERS, query: 'Payroll', amountFrom: '1,000', amountTo: '2500.5', dateFrom: '2026-09-01', dateTo: '2026-09-30', direction: 'CRDT', page: 1 }, 25);
    expect(query).toEqual({
      arrangementId: ACCOUNT,
      from: 1,
      size: 25,
      query: 'Payroll',
      amountFrom: 100_000,
      amountTo: 250_050,
      bookingDateGreaterThan: '2026-09-01',
      bookingDateLessThan: '2026-09-30',
      creditDebitIndicator: 'CRDT',
    });
    const params = new URLSearchParams(transactionQueryString(query));
    expect(params.get('amountFrom')).toBe('100000');
    expect(params.has('secDirection')).toBe(false);
  });

  it('asks for the oldest first when filtering by status', () => {
    for (const state of ['COMPLETED', 'UNCOMPLETED'] as const) {
      const params = new URLSearchParams(transactionQueryString(transactionListQuery(ACCOUNT, { ...EMPTY_FILTERS, state }, 10)));
      expect(params.get('state')).toBe(state);
      expect(params.get('secDirection')).toBe('ASC');
    }
  });

  it('leaves out an amount that does not parse rather than sending a wrong one', () => {
    const query = transactionListQuery(ACCOUNT, { ...EMPTY_FILTERS, amountFrom: 'ten' }, 10);
    expect(query).not.toHaveProperty('amountFrom');
  });
});
