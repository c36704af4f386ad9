import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { apiFetch, type ApiError, type ApiFetchInit } from '../api-fetch';
import { invalidateAfterAccepted } from './accepted-invalidation';

export interface ApiMutationOptions<TResult, TVariables>
  extends Omit<UseMutationOptions<TResult, ApiError, TVariables>, 'mutationFn'> {
  /** The request path, fixed or built from the variables (e.g. an id in the path). */
  readonly path: string | ((variables: TVariables) => string);
  readonly method?: Exclude<ApiFetchInit['method'], 'GET' | undefined>;
  /** The JSON body; the variables themselves when left out. */
  readonly body?: (variables: TVariables) => unknown;
  /** Extra headers per call, e.g. an Idempotency-Key. */
  readonly headers?: (variables: TVariables) => Readonly<Record<string, string>>;
}

/**
 * A TanStack mutation over `apiFetch` (POST unless told otherwise). When the answer's status is ACCEPTED, the query
 * keys the app's `invalidateOnAccepted` rules list for this URL are invalidated before `onSuccess` runs, so screens
 * never show what the mutation just changed from a stale cache.
 */
export function useApiMutation<TResult = unknown, TVariables = void>(
  options: ApiMutationOptions<TResult, TVariables>,
): UseMutationResult<TResult, ApiError, TVariables> {
  const queryClient = useQueryClient();
  const { path, method = 'POST', body, headers, ...mutationOptions } = options;
  return useMutation<TResult, ApiError, TVariables>({
    ...mutationOptions,
    mutationFn: async (variables) => {
      const url = typeof path === 'function' ? path(variables) : path;
      const result = await apiFetch<TResult>(url, {
        method,
        body: body === undefined ? variables : body(variables),
        headers: headers?.(variables),
      });
      await invalidateAfterAccepted(queryClient, url, result);
      return result;
    },
  });
}
