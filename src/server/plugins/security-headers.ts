import type { LaunchDarklyConfig } from '../config';
import { isPreviewRequest } from './session';
import { globalPlugin } from '../http/global-plugin';
import { isApiPath } from '../http/paths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'self': this app may frame the route's answers (same-origin partner pages); every other answer stays unframeable. */
    frameAncestors?: 'self';
  }
}

/** The headers of an answer this app itself may frame: the same policy with only the framing rules relaxed to 'self'. */
export function frameableBySelf(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const csp = headers['content-security-policy'] ?? '';
  return Object.freeze({
    ...headers,
    'content-security-policy': csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'x-frame-options': 'SAMEORIGIN',
  });
}

/**
 * No inline scripts or styles anywhere, no framing by others, nothing loaded from another origin; the one exception
 * is the LaunchDarkly (or relay) hosts when LD_BASE_URL / LD_STREAM_URL / LD_EVENTS_URL name them, which the
 * browser's flag SDK must reach.
 */
export function contentSecurityPolicy(launchDarkly: Pick<LaunchDarklyConfig, 'baseUrl' | 'streamUrl' | 'eventsUrl'>): string {
  const flagOrigins = [...new Set([launchDarkly.baseUrl, launchDarkly.streamUrl, launchDarkly.eventsUrl].flatMap((url) => (url === null ? [] : [new URL(url).origin])))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...flagOrigins].join(' '),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header the plugin sets, for the server's configuration. */
export function securityHeadersFor(launchDarkly: Pick<LaunchDarklyConfig, 'baseUrl' | 'streamUrl' | 'eventsUrl'>): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(launchDarkly),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
}

/**
 * Security headers on every answer (API, static files, errors, 404s). API answers are also never stored (no-store):
 * they carry a member's data or session state; a route may say `private, no-cache` instead to be revalidated.
 */
export const securityHeaders = globalPlugin('security-headers', async (app) => {
  const headers = securityHeadersFor(app.serverConfig.launchDarkly);
  const selfFrameable = frameableBySelf(headers);
  app.addHook('onSend', async (request, reply, payload) => {
    // A studio preview's page is shown in the studio's frame, on this origin.
    reply.headers(request.routeOptions.config?.frameAncestors === 'self' || isPreviewRequest(request) ? selfFrameable : headers);
    // A route that chose its own caching keeps it (the product summary: private, revalidated by its ETag every time).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
