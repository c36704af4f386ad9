import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { LoginRequest, LoginResponse, MemberLogoutAnswer, SessionStatus } from '../../../engine/core/generated/api.gen';
import { postSignOutUrl } from '../auth/identity-provider/provider-client';
import { providerSignOutUrl, renewProviderTokens } from '../auth/identity-provider/provider-sessions';
import { hashSessionToken } from '../auth/session-token';
import { appPages } from '../http/app-pages';
import { deviceToken } from '../auth/device-cookie';
import { checkSignInDevice, rememberSignInDevice, reportNewDeviceSignIn } from '../auth/new-device-sign-in';
import { decoyPasswordHash } from '../auth/password';
import { NEW_DEVICE_EVENT, newDeviceFingerprint } from '../auth/pending-step-up';
import { rotateSession } from '../auth/rotate-session';
import { signIn } from '../auth/sign-in';
import { createSession, deleteEndedSessions, deleteSessionByToken, secondsLeft } from '../auth/session-store';
import { loadCurrentUser } from '../domain/current-user';
import { isOfferedLocale } from '../i18n/locales';
import { storeLanguage } from '../i18n/user-language';
import { endVisitOfSession } from '../domain/staff/staff-visits';
import { ApiProblem } from '../errors';
import { apiSchemaRef } from '../http/api-schemas';
import { clearSessionCookie, currentSession, requireSession, SESSION_COOKIE, sessionCookieOptions, sessionPolicy, sessionToken } from '../plugins/session';
import { requireStepUp } from '../stepup/require-step-up';

const errorResponses = { 400: apiSchemaRef('error-response'), 401: apiSchemaRef('error-response'), 429: apiSchemaRef('error-response') };

/**
 * The session service: sign in, status, refresh, sign out, and the identity check of a sign-in from a new
 * device (policy in src/server/domain/known-devices.ts): such a sign-in answers 307 with a challenge and its session
 * stays restricted (every other API answers the same challenge) until POST confirm-device passes it. Mounted at
 * /api/session.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  // Computed now rather than on the first unknown username, whose answer would otherwise be measurably slower.
  await decoyPasswordHash();

  app.post<{ Body: LoginRequest; Reply: LoginResponse }>(
    '/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in (from a device not seen before: 307 with a challenge, and a restricted session until POST confirm-device)',
        body: apiSchemaRef('login-request'),
        response: { 200: apiSchemaRef('login-response'), 307: apiSchemaRef('step-up-error'), ...errorResponses },
      },
      config: { capability: 'public', guard: null },
    },
    async (request, reply) => {
      const now = app.clock();
      const outcome = await signIn(app.db, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        deviceToken: deviceToken(request),
        now,
        policy: app.serverConfig.loginThrottle,
      });
      // An address over its limit waits before every answer, longer the further over it is: guessing from it slows
      // down, the right password still works.
      if (outcome.delayMs > 0) await delay(outcome.delayMs);
      if (outcome.kind === 'throttled') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new ApiProblem(429, 'LOGIN_THROTTLED');
      }
      if (outcome.kind === 'failed') throw new ApiProblem(401, 'LOGIN_FAILED');
      // The sign-in page's language becomes the user's once the password is right (before a new device's check, whose
      // code then reads in it). A tag not offered (an old browser's, the pseudo-locale) keeps the stored one: a
      // language never stops a sign-in.
      const { language } = request.body;
      if (language !== undefined && isOfferedLocale(language)) await storeLanguage(app.db, outcome.userId, language);

      // A fresh id on every sign-in: whatever session this browser had before is gone (no fixation).
      const previous = sessionToken(request);
      if (previous !== undefined) await deleteSessionByToken(app.db, previous);
      await deleteEndedSessions(app.db, outcome.userId, now);
      const pendingStepUp = await checkSignInDevice(request, reply, outcome.userId, now);
      const { token, session } = await createSession(app.db, {
        userId: outcome.userId,
        serviceAgreementId: outcome.serviceAgreementId,
        now,
        policy: sessionPolicy(app.serverConfig),
        ...(pendingStepUp === null ? {} : { pendingStepUpEvent: pendingStepUp }),
      });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
      if (pendingStepUp !== null) {
        request.log.debug({ userId: outcome.userId }, 'signed in from a new device: step-up pending');
        request.session = session;
        // Answers the 307 (the session is fresh, so there is no verified challenge to consume).
        await requireStepUp(request, reply, { action: pendingStepUp, fingerprint: newDeviceFingerprint(outcome.userId) });
        return reply;
      }
      request.log.debug({ userId: outcome.userId }, 'signed in');
      return { user: await loadCurrentUser(app.db, outcome.userId, { ldSecureModeKey: app.serverConfig.launchDarkly.secureModeKey }) };
    },
  );

  app.post<{ Reply: LoginResponse }>(
    '/confirm-device',
    {
      schema: {
        tags: ['session'],
        summary: 'Finish a sign-in from a new device: 307 until its challenge is verified, then the session is let in (with a new id) and the device remembered',
        response: { 200: apiSchemaRef('login-response'), 307: apiSchemaRef('step-up-error'), 401: apiSchemaRef('error-response') },
      },
      config: { capability: 'own-session', guard: null },
      preValidation: requireSession({ extend: true }),
    },
    async (request, reply) => {
      const session = currentSession(request);
      if (session.pending_step_up_event !== null) {
        if (!(await requireStepUp(request, reply, { action: NEW_DEVICE_EVENT, fingerprint: newDeviceFingerprint(session.user_id) }))) return reply;
        // The rotated row is written without the restriction and the restricted one deleted, in one transaction.
        request.session = { ...session, pending_step_up_event: null };
        await rotateSession(request, reply);
        const confirmedAt = app.clock();
        await rememberSignInDevice(request, reply, session.user_id, confirmedAt);
        await reportNewDeviceSignIn(request, session.user_id, confirmedAt);
        request.log.debug({ userId: session.user_id }, 'signed in: new device confirmed');
      }
      return { user: await loadCurrentUser(app.db, session.user_id, { ldSecureModeKey: app.serverConfig.launchDarkly.secureModeKey }) };
    },
  );

  app.get<{ Reply: SessionStatus }>(
    '/status',
    {
      schema: { tags: ['session'], summary: 'Seconds left in the session (does not extend it)', response: { 200: apiSchemaRef('session-status'), 401: apiSchemaRef('error-response') } },
      config: { capability: 'own-session', guard: null },
      preValidation: requireSession({ extend: false }),
    },
    async (request) => ({ expires_in: secondsLeft(currentSession(request), app.clock()) }),
  );

  app.get<{ Reply: SessionStatus }>(
    '/refresh',
    {
      schema: {
        tags: ['session'],
        summary: "Extend the session (one signed in through the identity provider also renews the provider's tokens when they are due; the provider's refusal ends the session: 401)",
        response: { 200: apiSchemaRef('session-status'), 401: apiSchemaRef('error-response') },
      },
      config: { capability: 'own-session', guard: null },
      preValidation: requireSession({ extend: 'always' }),
    },
    async (request, reply) => {
      const session = currentSession(request);
      const provider = app.serverConfig.identityProvider;
      if (provider !== null && (await renewProviderTokens(app.db, provider, session, app.clock())) === 'refused') {
        // The member signed out at the provider, or it revoked the grant: the session it vouched for ends too.
        request.log.info({ userId: session.user_id }, 'identity provider refused to renew: session ended');
        const token = sessionToken(request);
        if (token !== undefined) await endVisitOfSession(app.db, token, app.clock());
        await app.db.deleteFrom('sessions').where('id', '=', session.id).execute();
        clearSessionCookie(request, reply);
        throw new ApiProblem(401, 'SESSION_REQUIRED');
      }
      return { expires_in: secondsLeft(session, app.clock()) };
    },
  );

  app.post<{ Reply: MemberLogoutAnswer | null }>(
    '/memberlogout',
    {
      schema: {
        tags: ['session'],
        summary: "Sign out: the session ends on the server and the cookie is cleared; one signed in through the identity provider answers 200 with the provider's sign-out address to go on to",
        response: { 200: apiSchemaRef('member-logout-answer'), 204: { type: 'null' } },
      },
      // Public: signing out with an already-ended session still clears the cookie.
      config: { capability: 'public', guard: null },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      const provider = app.serverConfig.identityProvider;
      let signOutUrl: string | undefined;
      if (token !== undefined) {
        // Read before the session goes: its ID token (the hint) is deleted with it.
        if (provider !== null) {
          const origin = `${request.protocol}://${request.host}`;
          signOutUrl = await providerSignOutUrl(app.db, provider, hashSessionToken(token), postSignOutUrl(provider, origin, appPages.signIn));
        }
        await endVisitOfSession(app.db, token, app.clock());
        await deleteSessionByToken(app.db, token);
      }
      clearSessionCookie(request, reply);
      if (signOutUrl !== undefined) return reply.code(200).send({ providerSignOutUrl: signOutUrl });
      return reply.code(204).send(null);
    },
  );
};
