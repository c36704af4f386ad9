import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Session } from '../db/schema';
import { answerPendingStepUp } from '../auth/pending-step-up';
import type { StepUpEvent } from '../stepup/risk';
import { extendSession, findLiveSession, type SessionAlongside, type SessionPolicy } from '../auth/session-store';
import type { ServerConfig } from '../config';
import { PREVIEW_SESSION_HEADER, PREVIEW_SESSION_QUERY } from '../../../engine/core/preview-session';
import { ApiProblem } from '../errors';
import { globalPlugin } from '../http/global-plugin';

export const SESSION_COOKIE = 'sid';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The cookie's attributes. Secure everywhere except plain http on this machine (development and tests), where a
 * browser would otherwise drop the cookie.
 */
export function sessionCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  const plainLocal = request.protocol === 'http' && LOOPBACK_HOSTS.has(request.hostname.toLowerCase());
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: !plainLocal };
}

export function sessionPolicy(config: Readonly<ServerConfig>): SessionPolicy {
  return { sessionSeconds: config.sessionSeconds, absoluteLifetimeSeconds: config.absoluteLifetimeSeconds, renewAfterFraction: config.sessionRenewAfterFraction };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token === undefined || token === '' ? undefined : token;
}

/**
 * A studio preview's session token: its header (an API call from a preview), or its query parameter in a page's
 * address (the preview's first page). Read from the request line and headers alone, so it is known in any hook.
 */
function previewToken(request: FastifyRequest): string | undefined {
  const header = request.headers[PREVIEW_SESSION_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.method === 'GET' && !request.url.startsWith('/api/') ? (request.query as Record<string, unknown> | undefined)?.[PREVIEW_SESSION_QUERY] : undefined;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/** Whether the request comes from a studio preview (its header, or its first page's address). */
export const isPreviewRequest = (request: FastifyRequest): boolean => previewToken(request) !== undefined;

/** The session token a request presents, and whether it is a studio preview's: a preview's token, else the cookie. */
function presentedSession(request: FastifyRequest): { token: string; preview: boolean } | undefined {
  const preview = previewToken(request);
  if (preview !== undefined) return { token: preview, preview: true };
  const cookie = sessionToken(request);
  return cookie === undefined ? undefined : { token: cookie, preview: false };
}

/** A session row counts only when presented the way it was made: a preview's in its header, any other as the cookie. */
const presentedAsMade = (session: Session, preview: boolean): boolean => (session.preview_draft_id !== null) === preview;

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

/** Gives every request a `session` slot that `requireSession` fills. */
export const sessionSupport = globalPlugin('session', async (app) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionAlongside', undefined);
  // A studio preview shows a draft and changes nothing: anything but a read is refused before any route runs, on
  // every route (a sign-in from the preview would otherwise replace the product owner's own session).
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method) || !isPreviewRequest(request)) return;
    throw new ApiProblem(403, 'PREVIEW_READ_ONLY');
  });
});

/**
 * What a session restricted by a pending step-up (a sign-in from a new device) may call: the session service (status,
 * refresh, the confirm call) and the challenge's own authentication service. Everything else answers the challenge.
 */
const OPEN_WHILE_STEP_UP_PENDING = ['/api/session/', '/api/auth/tfa/'];

const openWhileStepUpPending = (request: FastifyRequest): boolean =>
  OPEN_WHILE_STEP_UP_PENDING.some((prefix) => (request.routeOptions.url ?? '').startsWith(prefix));

/**
 * The hook in front of every call that needs a signed-in user: 401 (and the dead cookie cleared) without a live
 * session; a session awaiting a step-up gets the 307 challenge instead of any data. `extend` renews the idle timer
 * (written once a part of it has passed, session-store.ts; 'always' writes it each time: the explicit refresh);
 * only the status check passes false, so polling never keeps a session alive. `alongside` reads a value of the session
 * row in the same statement (request.sessionAlongside). `openWhileStepUpPending` lets a
 * restricted session through too: only the demo phone (/api/dev, mounted in demo mode alone) asks for it.
 */
export function requireSession(options: { extend: boolean | 'always'; openWhileStepUpPending?: boolean; alongside?: SessionAlongside }): preValidationAsyncHookHandler {
  return async function sessionHook(request, reply) {
    const presented = presentedSession(request);
    const now = this.clock();
    let live: Session | undefined;
    if (presented !== undefined && options.alongside !== undefined) {
      const found = await findLiveSession(this.db, presented.token, now, options.alongside);
      live = found?.session;
      request.sessionAlongside = found?.alongside;
    } else if (presented !== undefined) live = await findLiveSession(this.db, presented.token, now);
    if (live && presented && !presentedAsMade(live, presented.preview)) live = undefined;
    if (!live) {
      if (presented?.preview === false) clearSessionCookie(request, reply);
      throw new ApiProblem(401, 'SESSION_REQUIRED');
    }
    if (live.pending_step_up_event !== null && !options.openWhileStepUpPending && !openWhileStepUpPending(request)) {
      request.log.debug({ event: live.pending_step_up_event }, 'refused: step-up pending');
      return answerPendingStepUp(request, reply, live, live.pending_step_up_event as StepUpEvent);
    }
    request.session = options.extend === false ? live : await extendSession(this.db, live, now, sessionPolicy(this.serverConfig), { always: options.extend === 'always' });
  };
}

/** The session `requireSession` found; calling this on a route without that hook is a programming error (401). */
export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw new ApiProblem(401, 'SESSION_REQUIRED');
  return request.session;
}

/**
 * The live session the request presents (its cookie, or a studio preview's token), if any, for public routes that
 * answer differently to a signed-in user: neither extends the session nor refuses the call. A session awaiting a
 * step-up counts as none.
 */
export async function peekSession(request: FastifyRequest): Promise<Session | undefined> {
  const presented = presentedSession(request);
  const live = presented === undefined ? undefined : await findLiveSession(request.server.db, presented.token, request.server.clock());
  return live?.pending_step_up_event === null && presented && presentedAsMade(live, presented.preview) ? live : undefined;
}
