// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileInvalidationRules, configureApiClient, queryKeysToInvalidate, useApiMutation } from '../../../engine/react';
import { apiClientOptions } from '../../../screens/shared/api-client-options';
import { appManifest } from '../../../src/manifests';

const rules = compileInvalidationRules(appManifest.api.invalidateOnAccepted);
const [listed] = appManifest.api.invalidateOnAccepted;
const PAYMENT = '/api/payment-order-service/client-api/v2/payment-orders';

describe('queryKeysToInvalidate (ACCEPTED answers of listed APIs)', () => {
  it('names the listed keys for an ACCEPTED answer of a listed API', () => {
    expect(listed).toBeDefined();
    expect(queryKeysToInvalidate(PAYMENT, { id: 'p1', status: 'ACCEPTED' }, rules)).toEqual(listed?.queryKeys);
  });

  it.each([
    ['another status', PAYMENT, { status: 'REJECTED' }],
    ['no status', PAYMENT, { id: 'p1' }],
    ['no body', PAYMENT, undefined],
    ['an unlisted API', '/api/cards/client-api/v2/cards/1/pin', { status: 'ACCEPTED' }],
  ])('names nothing for %s', (_name, url, body) => {
    expect(queryKeysToInvalidate(url, body, rules)).toEqual([]);
  });

  it('names each key once when several rules list the URL', () => {
    const twice = compileInvalidationRules([
      { urlPattern: '^/api/a/', queryKeys: [['x'], ['y']] },
      { urlPattern: '^/api/a/b', queryKeys: [['y'], ['z']] },
    ]);
    expect(queryKeysToInvalidate('/api/a/b', { status: 'ACCEPTED' }, twice)).toEqual([['x'], ['y'], ['z']]);
  });
});

describe('useApiMutation', () => {
  let client: QueryClient;
  let answer: unknown;
  let fetchMock: ReturnType<typeof vi.fn>;
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);

  beforeEach(() => {
    configureApiClient(apiClientOptions);
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
    for (const key of [['arrangement-manager', 'productsummary'], ['transaction-manager', 'transactions'], ['cards', 'list']]) {
      client.setQueryData(key, { cached: true });
    }
    fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    configureApiClient({});
    vi.unstubAllGlobals();
  });

  const invalidated = (key: string[]) => client.getQueryState(key)?.isInvalidated;

  it('posts the variables as JSON and invalidates the listed caches when the answer is ACCEPTED', async () => {
    answer = { id: 'p1', status: 'ACCEPTED' };
    const onSuccess = vi.fn(() => {
      // By the time the screen hears of success, the stale caches are marked already.
      expect(invalidated(['arrangement-manager', 'productsummary'])).toBe(true);
    });
    const { result } = renderHook(() => useApiMutation<{ status: string }, { amountCents: number }>({ path: PAYMENT, onSuccess }), { wrapper });
    await act(() => result.current.mutateAsync({ amountCents: 1_250 }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(PAYMENT);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"amountCents":1250}');
    expect(onSuccess).toHaveBeenCalled();
    expect(invalidated(['arrangement-manager', 'productsummary'])).toBe(true);
    expect(invalidated(['transaction-manager', 'transactions'])).toBe(true);
    expect(invalidated(['cards', 'list'])).toBe(false);
  });

  it('leaves caches alone for any other status, and builds path, body and headers from the variables', async () => {
    answer = { id: 'p1', status: 'PROCESSED' };
    const { result } = renderHook(
      () =>
        useApiMutation<unknown, { id: string; key: string }>({
          path: ({ id }) => `${PAYMENT}/${id}`,
          method: 'PUT',
          body: ({ id }) => ({ id }),
          headers: ({ key }) => ({ 'Idempotency-Key': key }),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ id: 'p9', key: 'k-1' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${PAYMENT}/p9`);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"id":"p9"}');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidated(['arrangement-manager', 'productsummary'])).toBe(false);
  });
});
