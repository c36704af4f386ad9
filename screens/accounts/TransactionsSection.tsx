import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { AccountDetail, TransactionItem } from '../../engine/core/generated/api.gen';
import { ApiError, useBanners } from '../../engine/react';
import { copyManifest } from '../../src/manifests';
import { TransactionExport } from './TransactionExport';
import { TransactionFilterForm } from './TransactionFilterForm';
import { filtersFromSearchParams, filtersToSearchParams, hasActiveFilters, type TransactionFilters } from './transaction-filters';
import { TransactionsPager } from './TransactionsPager';
import { TransactionsTable } from './TransactionsTable';
import {
  TRANSACTION_PAGE_SIZE,
  TRANSACTIONS_QUERY_ROOT,
  useChangeTransactionCategory,
  useTransactionCategories,
  useTransactionPage,
} from './transactions-api';

const copy = copyManifest.screens['account-details'];

/** The account's transactions: filters kept in the URL, the table, paging, category changes and export. */
export function TransactionsSection({ account }: { account: AccountDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const page = useTransactionPage(account.id, filters);
  const categories = useTransactionCategories();
  const queryClient = useQueryClient();
  const banners = useBanners();
  const changeCategory = useChangeTransactionCategory();

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
  return (
    <section className="account-transactions card" aria-labelledby="account-transactions-heading">
      <h2 id="account-transactions-heading">{copy.transactionsHeading}</h2>
      <TransactionFilterForm key={searchParams.toString()} filters={filters} onApply={apply} />
      {page.isPending ? (
        <p className="account-transactions__message" role="status" aria-busy="true">
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
          <TransactionExport account={account} transactions={data.transactions} />
          <TransactionsTable
            accountName={account.name}
            transactions={data.transactions}
            categories={categories.data}
            saving={changeCategory.isPending ? changeCategory.variables : undefined}
            onCategoryChange={onCategoryChange}
          />
          <TransactionsPager
            page={filters.page}
            pageSize={TRANSACTION_PAGE_SIZE}
            shown={data.transactions.length}
            total={data.total}
            onPage={(next) => apply({ ...filters, page: next })}
          />
        </div>
      ) : null}
    </section>
  );
}
