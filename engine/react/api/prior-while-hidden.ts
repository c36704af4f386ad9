import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';

export interface PriorWhileHiddenOptions {
  /** Whether the page is hidden now; `document.hidden` by default (never hidden where there is no document). */
  readonly isHidden?: () => boolean;
}

const documentHidden = (): boolean => typeof document !== 'undefined' && document.hidden;

/**
 * Wraps a query's fetcher so that, while the page is hidden (a background tab), the query answers with what its cache
 * entry already holds instead of calling the server: a poll or a refetch after an invalidation costs nothing while
 * nobody can see it (the unread-count call returns the prior response while the tab is hidden). The prior
 * answer is the cache entry itself, so an answer a screen wrote there (setQueryData) counts, and a cache cleared at
 * sign-out leaves nothing to reuse. With no prior answer the call is made, hidden or not.
 */
export function priorWhileHidden<T, K extends QueryKey = QueryKey>(
  fetcher: (context: QueryFunctionContext<K>) => Promise<T>,
  options: PriorWhileHiddenOptions = {},
): (context: QueryFunctionContext<K>) => Promise<T> {
  const isHidden = options.isHidden ?? documentHidden;
  return async (context) => {
    if (isHidden()) {
      const prior = context.client.getQueryData<T>(context.queryKey);
      if (prior !== undefined) return prior;
    }
    return fetcher(context);
  };
}
