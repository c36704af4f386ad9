import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { LoginResponse, PasskeyOptions, PasskeySignInRequest } from '../../../engine/core/generated/api.gen';
import { passkeysManifest } from '../../manifests/passkeys-manifest';
import { trustPasskeySignInDevice } from '../auth/new-device-sign-in';
import { authenticationOptions, verifyAssertion } from '../auth/passkeys/ceremonies';
import { consumeCeremonyChallenge, issueCeremonyChallenge } from '../auth/passkeys/ceremony-challenges';
import { findPasskey, touchPasskey } from '../auth/passkeys/passkey-store';
import { requestRelyingParty } from '../auth/passkeys/request-relying-party';
import { claimAddressAttempt, releaseAddressAttempt } from '../auth/login-throttle';
import { createSession, deleteEndedSessions, deleteSessionByToken } from '../auth/session-store';
import { recordSignIn } from '../auth/sign-in';
import { loadCurrentUser } from '../domain/current-user';
import { ApiProblem } from '../errors';
import { isOfferedLocale } from '../i18n/locales';
import { storeLanguage } from '../i18n/user-language';
import { apiSchemaRef } from '../http/api-schemas';
import { SESSION_COOKIE, sessionCookieOptions, sessionPolicy, sessionToken } from '../plugins/session';

const error = apiSchemaRef('error-response');

/**
 * Signing in with a passkey, no username or password: the options (a single-use challenge for any discoverable
 * passkey of this site), then the assertion, which starts the session exactly as a password sign-in from a known
 * device does (a new session id, its cookie, the sign-in recorded) and counts the device as known, so no one-time
 * code follows. Mounted at /api/session.
 */
export const passkeySignInRoutes: FastifyPluginAsync = async (app) => {
  const settings = passkeysManifest;

  app.post<{ Reply: PasskeyOptions }>(
    '/passkey/options',
    {
      schema: { tags: ['session'], summary: 'Options to sign in with a passkey (a single-use challenge)', response: { 200: apiSchemaRef('passkey-options'), 400: error } },
      config: { capability: 'public', guard: null },
    },
    async (request) => {
      const rp = requestRelyingParty(request);
      const options = await authenticationOptions({ rp, timeoutMs: settings.ceremonyTimeoutSeconds * 1000 });
      await issueCeremonyChallenge(app.db, { challenge: options.challenge, purpose: 'sign-in', sessionId: null, userId: null, now: app.clock(), lifetimeSeconds: settings.challengeLifetimeSeconds });
      return { options: { ...options } };
    },
  );

  app.post<{ Body: PasskeySignInRequest; Reply: LoginResponse }>(
    '/passkey/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with a passkey: the answer to the passkey options; the device is counted as known (no one-time code)',
        body: apiSchemaRef('passkey-sign-in-request'),
        response: { 200: apiSchemaRef('login-response'), 400: error, 429: error },
      },
      config: { capability: 'public', guard: null },
    },
    async (request, reply) => {
      const rp = requestRelyingParty(request);
      const now = app.clock();
      const response = request.body.response as AuthenticationResponseJSON;
      // Counted against the address before the assertion is looked at, so concurrent tries cannot outrun the limit.
      const attempt = await claimAddressAttempt(app.db, { ip: request.ip, now, policy: app.serverConfig.loginThrottle });
      const passkey = await findPasskey(app.db, response.id);
      const consume = async (challenge: string) => (await consumeCeremonyChallenge(app.db, { challenge, purpose: 'sign-in', sessionId: null, now })) !== undefined;
      const verified = passkey === undefined ? undefined : await verifyAssertion({ response, rp, passkey, consume });
      if (attempt.delayMs > 0) await delay(attempt.delayMs);
      if (passkey === undefined || verified === undefined) {
        request.log.debug('passkey sign-in refused');
        if (attempt.overBy > 0) {
          reply.header('retry-after', String(attempt.retryAfterSeconds));
          throw new ApiProblem(429, 'LOGIN_THROTTLED');
        }
        throw new ApiProblem(400, 'PASSKEY_REFUSED');
      }
      await releaseAddressAttempt(app.db, request.ip);
      await touchPasskey(app.db, { id: passkey.id, counter: verified.newCounter, now });
      // As a password sign-in: the page's language becomes the user's; one not offered keeps the stored one.
      const { language } = request.body;
      if (language !== undefined && isOfferedLocale(language)) await storeLanguage(app.db, passkey.user_id, language);

      // As a password sign-in: a fresh id (whatever session this browser had is gone), ended sessions swept.
      const previous = sessionToken(request);
      if (previous !== undefined) await deleteSessionByToken(app.db, previous);
      await deleteEndedSessions(app.db, passkey.user_id, now);
      await trustPasskeySignInDevice(request, reply, passkey.user_id, now);
      const serviceAgreementId = await recordSignIn(app.db, passkey.user_id, now);
      const { token } = await createSession(app.db, { userId: passkey.user_id, serviceAgreementId, now, policy: sessionPolicy(app.serverConfig) });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
      request.log.debug({ userId: passkey.user_id }, 'signed in with a passkey');
      return { user: await loadCurrentUser(app.db, passkey.user_id, { ldSecureModeKey: app.serverConfig.launchDarkly.secureModeKey }) };
    },
  );
};
