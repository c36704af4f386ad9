import { ApiProblem } from '../errors';
import { globalPlugin } from '../http/global-plugin';
import { createServerMetrics, type ServerMetrics } from '../metrics/server-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (GET /metrics). */
    metrics: ServerMetrics;
  }
}

/** Sign-in routes whose refused credentials count as sign-in failures, with the way the member tried. */
const SIGN_IN_ROUTES: Readonly<Record<string, string>> = { '/api/session/login': 'password', '/api/session/passkey/login': 'passkey' };
const SIGN_IN_REFUSALS = new Set(['LOGIN_FAILED', 'PASSKEY_REFUSED']);

/**
 * Records every answered request by its route pattern (Fastify's routeOptions.url, never the raw URL, which carries
 * ids and tokens) and status, and counts sign-in failures and throttle refusals from the coded errors routes throw.
 */
export const metricsSupport = globalPlugin('metrics', async (app) => {
  app.decorate('metrics', createServerMetrics(app.db));
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.observeRequest(request.method, request.routeOptions.url ?? '(no route)', reply.statusCode, reply.elapsedTime / 1_000);
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof ApiProblem)) return;
    const signIn = SIGN_IN_ROUTES[request.routeOptions.url ?? ''];
    if (signIn !== undefined && SIGN_IN_REFUSALS.has(error.code)) app.metrics.observeSignInFailure(signIn);
    if (error.statusCode === 429) app.metrics.observeThrottleRefusal(error.code);
  });
});
