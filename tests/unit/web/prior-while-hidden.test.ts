// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { priorWhileHidden } from '../../../engine/react';

const POLL_MS = 60_000;
const KEY = ['messages', 'indicator'] as const;

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

describe('priorWhileHidden (the unread-count call returns the prior response while the tab is hidden)', () => {
  let client: QueryClient;
  let calls: number;
  let unsubscribe: () => void;

  // A poll like the header's: the fetcher counts its calls and answers with the call number.
  const observe = () => {
    const observer = new QueryObserver(client, {
      queryKey: KEY,
      queryFn: priorWhileHidden(async () => {
        calls += 1;
        return { unreadCount: calls };
      }),
      refetchInterval: POLL_MS,
      refetchIntervalInBackground: true,
    });
    unsubscribe = observer.subscribe(() => undefined);
    return observer;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    setHidden(false);
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    calls = 0;
  });
  afterEach(() => {
    unsubscribe();
    client.clear();
    vi.useRealTimers();
    setHidden(false);
  });

  it('calls the server on every poll while the tab is visible', async () => {
    const observer = observe();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(calls).toBe(3);
    expect(observer.getCurrentResult().data).toEqual({ unreadCount: 3 });
  });

  it('answers with the prior response while hidden, and calls again once visible', async () => {
    const observer = observe();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);

    setHidden(true);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().data).toEqual({ unreadCount: 1 });
    // An invalidation while hidden (a screen changed a message) is answered from the cache too.
    await client.invalidateQueries({ queryKey: KEY });
    expect(calls).toBe(1);

    setHidden(false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls).toBe(2);
    expect(observer.getCurrentResult().data).toEqual({ unreadCount: 2 });
  });

  it('treats an answer written into the cache as the prior response', async () => {
    const observer = observe();
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    client.setQueryData(KEY, { unreadCount: 0 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().data).toEqual({ unreadCount: 0 });
  });

  it('calls the server when hidden with no prior response (the first call)', async () => {
    setHidden(true);
    const observer = observe();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().data).toEqual({ unreadCount: 1 });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(calls).toBe(1);
  });

  it('takes its own idea of hidden', async () => {
    let hidden = false;
    const fetcher = vi.fn(async () => 'fresh');
    const queryFn = priorWhileHidden(fetcher, { isHidden: () => hidden });
    await client.fetchQuery({ queryKey: ['x'], queryFn });
    hidden = true;
    await client.fetchQuery({ queryKey: ['x'], queryFn, staleTime: 0 });
    expect(fetcher).toHaveBeenCalledTimes(1);
    hidden = false;
    await client.fetchQuery({ queryKey: ['x'], queryFn, staleTime: 0 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
