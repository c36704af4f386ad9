import { vi } from 'vitest';
import { json } from './render-screen';

/** One request the screen made, as the fake server saw it. */
export interface ApiCall {
  readonly method: string;
  /** Path and query. */
  readonly path: string;
  readonly body: unknown;
  readonly key: string | null;
}

/** Answers a call, or undefined for a 404. */
export type ApiRoute = (call: ApiCall) => Response | undefined;

/**
 * Replaces fetch with `route` and records every call (method, path, JSON body, Idempotency-Key). Undo with
 * vi.unstubAllGlobals().
 */
export function serveApi(route: ApiRoute) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      const headers = new Headers(init.headers);
      const call = { method: init.method ?? 'GET', path: url.pathname + url.search, body: init.body === undefined ? undefined : JSON.parse(String(init.body)), key: headers.get('Idempotency-Key') };
      calls.push(call);
      return route(call) ?? json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
  return {
    calls,
    /** Everything but the GETs: what the screen changed. */
    mutations: () => calls.filter((call) => call.method !== 'GET'),
  };
}
