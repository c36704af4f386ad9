import { errorBody } from '../errors';
import { globalPlugin } from '../http/global-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an Origin header names this server: the same host and port the request was sent to (the Host header),
 * a default port counting the same written or not.
 */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    const to = new URL(`${from.protocol}//${host}`);
    const port = (url: URL): string => url.port || DEFAULT_PORTS[url.protocol] || '';
    return from.hostname === to.hostname && port(from) === port(to);
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and anything unparsable
  }
}

/**
 * Refuses a state-changing call whose Origin is another site's, before any body is read: the SameSite=Strict cookie
 * already stops most cross-site requests, this stops the rest (and same-site sibling origins).
 */
export const foreignOrigin = globalPlugin('foreign-origin', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || isSameOrigin(origin, request.headers.host)) return;
    request.log.warn({ origin }, 'refused a state-changing call from a foreign origin');
    return reply.code(403).send(errorBody('FOREIGN_ORIGIN'));
  });
});
