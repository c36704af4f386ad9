import type { FastifyRequest } from 'fastify';
import { errorBody } from '../errors';
import { globalPlugin } from '../http/global-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an Origin header names this server: the same scheme, host and port the request was sent to (the scheme the
 * server was reached by and the Host header), a default port counting the same written or not. `scheme` is "http" or
 * "https"; behind a TLS-terminating proxy the server learns "https" from X-Forwarded-Proto only with TRUST_PROXY on.
 */
export function isSameOrigin(origin: string, host: string | undefined, scheme: string): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    const to = new URL(`${scheme}://${host}`);
    const port = (url: URL): string => url.port || DEFAULT_PORTS[url.protocol] || '';
    return from.protocol === to.protocol && from.hostname === to.hostname && port(from) === port(to);
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and anything unparsable
  }
}

export type OriginVerdict = 'same-origin' | 'foreign' | 'no-browser-evidence';

/**
 * Where a state-changing request comes from, by the headers a browser sets and a page cannot: the Origin header
 * when there is one; else Fetch Metadata's Sec-Fetch-Site ("same-origin", or "none" for a request the user typed,
 * pass; "same-site" and "cross-site" do not: a sibling origin is another site as far as the session is concerned).
 * Neither header means the request did not come from a current browser's page.
 */
export function originVerdict(request: Pick<FastifyRequest, 'headers' | 'protocol'>): OriginVerdict {
  const origin = request.headers.origin;
  if (origin !== undefined) return isSameOrigin(origin, request.headers.host, request.protocol) ? 'same-origin' : 'foreign';
  const site = request.headers['sec-fetch-site'];
  if (site === undefined) return 'no-browser-evidence';
  return site === 'same-origin' || site === 'none' ? 'same-origin' : 'foreign';
}

/**
 * Refuses a state-changing call that another site's page could have made, before any body is read: the
 * SameSite=Strict cookie already stops most cross-site requests, this stops the rest (and same-site sibling origins).
 * Every current browser sends Origin (or at least Sec-Fetch-Site) with a POST, PUT, PATCH or DELETE, its own page's
 * fetches included; a request carrying a cookie (the session, a device or a recovery cookie: ambient credentials)
 * with neither is refused, as the cheap and safe default for requests whose source cannot be verified. A request
 * with no cookie carries no credentials another site could borrow, so a non-browser client may still sign in.
 */
export const foreignOrigin = globalPlugin('foreign-origin', async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const verdict = originVerdict(request);
    if (verdict === 'same-origin') return;
    if (verdict === 'no-browser-evidence' && !request.headers.cookie) return;
    request.log.warn({ origin: request.headers.origin ?? null, fetchSite: request.headers['sec-fetch-site'] ?? null }, 'refused a state-changing call from a foreign or unknown origin');
    return reply.code(403).send(errorBody('FOREIGN_ORIGIN'));
  });
});
