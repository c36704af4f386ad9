import type { QueryClient } from '@tanstack/react-query';
import { apiClientOptions, type CompiledInvalidationRule } from './client-options';

const ACCEPTED = 'ACCEPTED';

const isAccepted = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === ACCEPTED;

/**
 * The query-key prefixes a mutation's answer makes stale (mutating calls on listed APIs invalidate caches
 * when their status is ACCEPTED). Empty unless the body's status is ACCEPTED and a rule lists the URL.
 */
export function queryKeysToInvalidate(url: string, body: unknown, rules: readonly CompiledInvalidationRule[]): (readonly string[])[] {
  if (!isAccepted(body)) return [];
  const keys = new Map<string, readonly string[]>();
  for (const rule of rules) {
    if (!rule.url.test(url)) continue;
    for (const key of rule.queryKeys) keys.set(JSON.stringify(key), key);
  }
  return [...keys.values()];
}

/** Invalidates what `queryKeysToInvalidate` names under the configured rules; resolves once refetches are under way. */
export async function invalidateAfterAccepted(queryClient: QueryClient, url: string, body: unknown): Promise<void> {
  const keys = queryKeysToInvalidate(url, body, apiClientOptions().invalidateOnAccepted);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
