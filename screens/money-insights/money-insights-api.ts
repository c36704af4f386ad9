import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceHistory, Budget, BudgetList, MoneyInsightsOverview, RecurringChargeList } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';

export type { BalanceHistory, Budget, BudgetList, MoneyInsightsOverview, RecurringChargeList };

const API = '/api/money-insights/client-api/v1';
const KEY = 'money-insights';

export function useOverview(months: number) {
  return useQuery(
    queryOptions({
      queryKey: [KEY, 'overview', months] as const,
      queryFn: ({ signal }) => apiFetch<MoneyInsightsOverview>(`${API}/overview?months=${months}`, { signal }),
    }),
  );
}

export function useRecurringCharges() {
  return useQuery(
    queryOptions({
      queryKey: [KEY, 'recurring-charges'] as const,
      queryFn: ({ signal }) => apiFetch<RecurringChargeList>(`${API}/recurring-charges`, { signal }),
    }),
  );
}

export function useBalanceHistory(accountId: string | undefined, months: number) {
  return useQuery(
    queryOptions({
      queryKey: [KEY, 'balance-history', accountId, months] as const,
      queryFn: ({ signal }) => apiFetch<BalanceHistory>(`${API}/accounts/${encodeURIComponent(accountId ?? '')}/balance-history?months=${months}`, { signal }),
      enabled: accountId !== undefined,
    }),
  );
}

const BUDGETS_KEY = [KEY, 'budgets'] as const;

export function useBudgets() {
  return useQuery(queryOptions({ queryKey: BUDGETS_KEY, queryFn: ({ signal }) => apiFetch<BudgetList>(`${API}/budgets`, { signal }) }));
}

/** Sets (creates or changes) a category's monthly limit; the list is read again after. */
export function useSetBudget() {
  const queryClient = useQueryClient();
  return useApiMutation<Budget, { categoryId: number; monthlyLimitCents: number }>({
    path: ({ categoryId }) => `${API}/budgets/${categoryId}`,
    method: 'PUT',
    body: ({ monthlyLimitCents }) => ({ monthlyLimitCents }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUDGETS_KEY }),
  });
}

export function useRemoveBudget() {
  const queryClient = useQueryClient();
  return useApiMutation<void, { categoryId: number }>({
    path: ({ categoryId }) => `${API}/budgets/${categoryId}`,
    method: 'DELETE',
    body: () => undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUDGETS_KEY }),
  });
}
