import type { FastifyInstance, InjectOptions } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes `app.inject` send what a browser sends with its own page's state-changing fetches: an Origin naming the server
 * (the Host the call is sent to, "localhost:80" unless the test says otherwise). The server refuses a state-changing
 * call that carries a cookie and no Origin; a test that sets its own Origin or Sec-Fetch-Site keeps it, and a test that
 * needs a call with neither uses an app built without this.
 */
export function injectAsSameOrigin(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => ReturnType<FastifyInstance['inject']>;
  const sameOrigin = (options?: InjectOptions | string) => {
    if (options === undefined || typeof options === 'string') return inject(options);
    const method = (options.method ?? 'GET').toString().toUpperCase();
    const headers = { ...(options.headers ?? {}) } as Record<string, string | string[] | undefined>;
    if (!STATE_CHANGING.has(method) || 'origin' in headers || 'sec-fetch-site' in headers) return inject(options);
    const host = typeof headers.host === 'string' ? headers.host : 'localhost:80';
    return inject({ ...options, headers: { ...headers, origin: `http://${host}` } } as InjectOptions);
  };
  (app as unknown as { inject: typeof sameOrigin }).inject = sameOrigin;
  return app;
}
