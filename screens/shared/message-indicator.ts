import { queryOptions } from '@tanstack/react-query';
import type { MessageIndicator } from '../../engine/core/generated/api.gen';
import { apiFetch, priorWhileHidden } from '../../engine/react';

/** The message service's base path (/api/<service> + the upstream API's path). */
export const MESSAGES_API = '/api/messages-service/client-api/v1/messages';

/** The indicator's cache entry: the header's badge reads it, the inbox refreshes it after a change. */
export const MESSAGE_INDICATOR_QUERY_KEY = ['messages', 'indicator'] as const;

/**
 * GET /messages/indicator. While the tab is hidden the call answers with the prior answer, so the header's
 * poll costs nothing in a background tab.
 */
export function messageIndicatorQuery(pollMs: number) {
  return queryOptions({
    queryKey: MESSAGE_INDICATOR_QUERY_KEY,
    queryFn: indicatorFetcher,
    refetchInterval: pollMs,
  });
}

const indicatorFetcher = priorWhileHidden(({ signal }) => apiFetch<MessageIndicator>(`${MESSAGES_API}/indicator`, { signal }));
