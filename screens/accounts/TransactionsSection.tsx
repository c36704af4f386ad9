import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccountDetail, TransactionItem } from '../../engine/core/generated/api.gen';
import { ApiError, useBanners } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { TransactionDetailDialog } from './TransactionDetailDialog';
import { TransactionExport } from './TransactionExport';
import { TransactionFilterForm } from './TransactionFilterForm';
import { filtersFromSearchParams, filtersToSearchParams, hasActiveFilters, type TransactionFilters } from './transaction-filters';
import { TransactionsPager } from './TransactionsPager';
import { TransactionsTable } from './TransactionsTable';
import {
  TRANSACTIONS_QUERY_ROOT,
  useChangeTransactionCategory,
  useTransactionCategories,
  useTransactionPage,
} from './transactions-api';

const copy = copyManifest.screens['account-details'];

/**
 * The account's transactions: filters and page size kept in the URL, the table, a transaction's details, paging,
 * category changes and the export of every matching transaction.
 */
export function TransactionsSection({ account }: { account: AccountDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const page = useTransactionPage(account.id, filters);
  const categories = useTransactionCategories();
  const queryClient = useQueryClient();
  const banners = useBanners();
  const changeCategory = useChangeTransactionCategory();
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const opener = useRef<HTMLButtonElement | null>(null);

  const apply = (next: TransactionFilters) => setSearchParams(filtersToSearchParams(next, searchParams));
  const onCategoryChange = (transaction: TransactionItem, categoryId: number) => {
    changeCategory.mutate(
      { id: transaction.id, categoryId },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: [...TRANSACTIONS_QUERY_ROOT, account.id] });
          banners.show({ type: 'confirmation', text: copy.categorySaved });
        },
        onError: () => banners.show({ type: 'error', text: copy.categoryFailed }),
      },
    );
  };

  const data = page.data;
  // The neighbouring page by its cursor (a keyset page). While the shown page is still the one before (placeholder
  // data), its cursors lead elsewhere: the page is then asked for by number.
  const neighbourCursor = (next: number): string =>
    data === undefined || page.isPlaceholderData ? '' : ((next > filters.page ? data.nextCursor : data.previousCursor) ?? '');
  const open = openId === undefined ? undefined : data?.transactions.find((item) => item.id === openId);
  const closeDetail = () => {
    setOpenId(undefined);
    // Back to the row's button that opened it (it stays in the table behind the dialog).
    opener.current?.focus();
  };
  const vanished = openId !== undefined && data !== undefined && open === undefined;
  // The open transaction left the list (it reloaded without it): close its details rather than show stale ones.
  useEffect(() => {
    if (vanished) setOpenId(undefined);
  }, [vanished]);
  return (
    <section className="account-transactions card" aria-labelledby="account-transactions-heading">
      <h2 id="account-transactions-heading">{copy.transactionsHeading}</h2>
      <TransactionFilterForm key={searchParams.toString()} filters={filters} onApply={apply} />
      {page.isPending ? (
        // As tall as a full page of rows with its pager, so what follows the list does not move when it arrives.
        <p className="account-transactions__message account-transactions__loading" role="status" aria-busy="true" style={{ '--rows': filters.size } as CSSProperties}>
          {copy.transactionsLoading}
        </p>
      ) : null}
      {page.isError && data === undefined ? (
        <div className="account-transactions__message" role="alert">
          <p>{(page.error instanceof ApiError ? page.error.errors[0]?.message : undefined) ?? copy.error}</p>
          <button type="button" className="button button--secondary" onClick={() => void page.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : null}
      {data !== undefined && data.transactions.length === 0 ? (
        <p className="account-transactions__message">{hasActiveFilters(filters) ? copy.transactionsEmpty : copy.transactionsNone}</p>
      ) : null}
      {data !== undefined && data.transactions.length > 0 ? (
        <div aria-busy={page.isPlaceholderData || undefined}>
          <TransactionsTable
            accountName={account.name}
            transactions={data.transactions}
            categories={categories.data}
            saving={changeCategory.isPending ? changeCategory.variables : undefined}
            onCategoryChange={onCategoryChange}
            onOpen={(item, button) => {
              opener.current = button;
              setOpenId(item.id);
            }}
          />
          <TransactionsPager
            page={filters.page}
            pageSize={filters.size}
            shown={data.transactions.length}
            total={data.total}
            onPage={(next) => apply({ ...filters, page: next, cursor: neighbourCursor(next) })}
            onPageSize={(size) => apply({ ...filters, size, page: 0 })}
          />
          <TransactionExport accountId={account.id} filters={filters} />
        </div>
      ) : null}
      {open === undefined ? null : (
        <TransactionDetailDialog
          key={open.id}
          transaction={open}
          categories={categories.data}
          saving={changeCategory.isPending ? changeCategory.variables : undefined}
          onCategoryChange={onCategoryChange}
          onClose={closeDetail}
        />
      )}
    </section>
  );
}
