import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../plugins/session';

export const DEVICE_COOKIE = 'did';

// About 400 days, the longest lifetime browsers grant a cookie; sent only to the session service that reads it.
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_COOKIE_PATH = '/api/session';

/** The device id this browser holds, if any (see src/server/domain/known-devices.ts). */
export function deviceToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}

/** Long-lived, HttpOnly, SameSite=Strict (and Secure, as the session cookie is), scoped to /api/session. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...sessionCookieOptions(request), path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_SECONDS });
}
