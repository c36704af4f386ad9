import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavingsGoal, SavingsGoalCreate, SavingsGoalList, SavingsGoalUpdate } from '../../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../../engine/react';

export type { SavingsGoal, SavingsGoalList };

const API = '/api/savings-goals/client-api/v1/goals';
const KEY = ['savings-goals'] as const;

export function useSavingsGoals() {
  return useQuery(queryOptions({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<SavingsGoalList>(API, { signal }) }));
}

/** Creates a goal; the list is read again after. */
export function useCreateSavingsGoal() {
  const queryClient = useQueryClient();
  return useApiMutation<SavingsGoal, SavingsGoalCreate>({
    path: () => API,
    method: 'POST',
    body: (goal) => goal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Changes a goal's name, target and date; the list is read again after. */
export function useUpdateSavingsGoal() {
  const queryClient = useQueryClient();
  return useApiMutation<SavingsGoal, { goalId: string; goal: SavingsGoalUpdate }>({
    path: ({ goalId }) => `${API}/${goalId}`,
    method: 'PUT',
    body: ({ goal }) => goal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useApiMutation<void, { goalId: string }>({
    path: ({ goalId }) => `${API}/${goalId}`,
    method: 'DELETE',
    body: () => undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
