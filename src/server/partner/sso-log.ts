import type { FastifyRequest } from 'fastify';
import { PREVIEW_SESSION_QUERY } from '../../../engine/core/preview-session';

// Hand-off tokens, and a studio preview's session (its first page's address).
const TOKEN_PARAM = new RegExp(`([?&](?:token|accessToken|${PREVIEW_SESSION_QUERY})=)[^&#]*`, 'gi');

/** A URL fit for a log line: hand-off tokens in its query are replaced, so a log reader cannot redeem one. */
export function redactTokenQuery(url: string): string {
  return url.replace(TOKEN_PARAM, '$1[redacted]');
}

/** Fastify's own request log fields, with the URL's hand-off token redacted. */
export function redactedRequestLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactTokenQuery(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
