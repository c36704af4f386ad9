import { globalPlugin } from '../http/global-plugin';
import { isApiPath } from '../http/paths';

// No inline scripts or styles anywhere, no framing by others, nothing loaded from another origin.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every answer (API, static files, errors, 404s). API answers are also never cached: they carry
 * a member's data or session state.
 */
export const securityHeaders = globalPlugin('security-headers', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
