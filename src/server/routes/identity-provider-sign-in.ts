import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { IdentityProviderCallbackQuery, IdentityProviderStartQuery, SignInOptions } from '../../../engine/core/generated/api.gen';
import type { IdentityProviderConfig } from '../auth/identity-provider/identity-provider-config';
import { callbackUrl, providerClient } from '../auth/identity-provider/provider-client';
import { keepProviderTokens } from '../auth/identity-provider/provider-sessions';
import { startProviderSignInSession } from '../auth/identity-provider/provider-sign-in-session';
import { startSignInAttempt, takeSignInAttempt } from '../auth/identity-provider/sign-in-attempts';
import { memberOfSubject } from '../auth/identity-provider/subject-links';
import { apiSchemaRef } from '../http/api-schemas';
import { appPages } from '../http/app-pages';
import { sessionCookieOptions } from '../plugins/session';
import { isOfferedLocale } from '../i18n/locales';
import { storeLanguage } from '../i18n/user-language';

/** The HttpOnly cookie that ties a started sign-in to the browser that started it (only its hash is stored). */
export const SIGN_IN_ATTEMPT_COOKIE = 'idp_attempt';

const PREFIX = '/api/sso/oidc';
const PUBLIC = { capability: 'public', guard: null } as const;
const tags = ['sso'];

/** The codes of config/errors.json a failed sign-in sends to the sign-in page (which shows their message). */
type SignInFailure = 'IDENTITY_PROVIDER_NOT_LINKED' | 'IDENTITY_PROVIDER_SIGN_IN_FAILED' | 'IDENTITY_PROVIDER_UNAVAILABLE';

/** The query parameter of the sign-in page that carries such a code. */
export const SIGN_IN_ERROR_PARAM = 'signInError';

/**
 * The attempt cookie must come back on the provider's redirect to the callback, a navigation from the provider's
 * site: SameSite=Lax (the session cookie's Strict would stay behind), and only the callback path ever sees it.
 */
function attemptCookieOptions(request: FastifyRequest, maxAge?: number) {
  return { ...sessionCookieOptions(request), sameSite: 'lax' as const, path: `${PREFIX}/callback`, ...(maxAge === undefined ? {} : { maxAge }) };
}

const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** An in-app path to come back to after sign-in; anything else (another origin, a protocol-relative URL) is dropped. */
function inAppPath(candidate: string | undefined): string | null {
  if (candidate === undefined || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  return candidate;
}

function toSignInPage(reply: FastifyReply, code: SignInFailure): FastifyReply {
  return reply.redirect(`${appPages.signIn}?${new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: code }).toString()}`, 303);
}

/**
 * Sign-in through the credit union's OpenID Connect provider, mounted at /api/sso/oidc: the authorization code flow
 * with PKCE (S256), state and nonce, from this server as a confidential client. `start` sends the browser to the
 * provider; `callback` checks the answer (state, PKCE, the ID token's signature, issuer, audience and nonce, by
 * openid-client), finds the member linked to the provider's subject and starts the same session a password sign-in
 * does. Every failure lands on the sign-in page with a coded message; an unlinked subject signs nobody in.
 */
export const identityProviderSignInRoutes: FastifyPluginAsync = async (app) => {
  const provider: IdentityProviderConfig | null = app.serverConfig.identityProvider;

  app.get<{ Reply: SignInOptions }>(
    '/options',
    {
      schema: { tags, summary: 'The sign-in page asks whether to offer sign-in through the identity provider', response: { 200: apiSchemaRef('sign-in-options') } },
      config: PUBLIC,
    },
    async () => ({ identityProvider: provider === null ? null : { buttonLabel: provider.buttonLabel, startUrl: `${PREFIX}/start` } }),
  );

  app.get<{ Querystring: IdentityProviderStartQuery }>(
    '/start',
    {
      schema: { tags, summary: 'Leave for the identity provider (303 to its authorization endpoint)', querystring: apiSchemaRef('identity-provider-start-query'), response: { 303: { type: 'null' } } },
      config: PUBLIC,
    },
    async (request, reply) => {
      if (provider === null) return toSignInPage(reply, 'IDENTITY_PROVIDER_UNAVAILABLE');
      let client: oidc.Configuration;
      try {
        client = await providerClient(provider);
      } catch (error) {
        request.log.warn({ err: error }, 'identity provider discovery failed');
        return toSignInPage(reply, 'IDENTITY_PROVIDER_UNAVAILABLE');
      }
      const { browserToken, attempt } = await startSignInAttempt(app.db, {
        now: app.clock(),
        lifetimeSeconds: provider.signInAttemptSeconds,
        returnTo: inAppPath(request.query.returnTo),
        language: request.query.language !== undefined && isOfferedLocale(request.query.language) ? request.query.language : null,
      });
      const authorizationUrl = oidc.buildAuthorizationUrl(client, {
        redirect_uri: callbackUrl(provider, requestOrigin(request)),
        scope: provider.scopes.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      });
      reply.setCookie(SIGN_IN_ATTEMPT_COOKIE, browserToken, attemptCookieOptions(request, provider.signInAttemptSeconds));
      return reply.redirect(authorizationUrl.href, 303);
    },
  );

  app.get<{ Querystring: IdentityProviderCallbackQuery }>(
    '/callback',
    {
      schema: {
        tags,
        summary: "The identity provider's answer: signed in (303 into the app) or refused (303 to the sign-in page with a coded message)",
        querystring: apiSchemaRef('identity-provider-callback-query'),
        response: { 303: { type: 'null' } },
      },
      config: PUBLIC,
    },
    async (request, reply) => {
      if (provider === null) return toSignInPage(reply, 'IDENTITY_PROVIDER_UNAVAILABLE');
      const browserToken = request.cookies[SIGN_IN_ATTEMPT_COOKIE];
      // Used at most once, whatever happens next.
      const { maxAge: _unused, ...clearOptions } = attemptCookieOptions(request, 0);
      reply.clearCookie(SIGN_IN_ATTEMPT_COOKIE, clearOptions);
      const now = app.clock();
      // No cookie: this browser did not start the sign-in (or lost its PKCE verifier with it), so nothing can finish it.
      const attempt = browserToken === undefined || browserToken === '' ? undefined : await takeSignInAttempt(app.db, browserToken, now);
      if (attempt === undefined) {
        request.log.info('identity provider callback without a live sign-in attempt (missing, used or expired)');
        return toSignInPage(reply, 'IDENTITY_PROVIDER_SIGN_IN_FAILED');
      }
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        const client = await providerClient(provider);
        const currentUrl = new URL(callbackUrl(provider, requestOrigin(request)));
        currentUrl.search = new URL(request.url, currentUrl).search;
        tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        request.log.warn({ reason: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown' }, 'identity provider sign-in refused');
        return toSignInPage(reply, 'IDENTITY_PROVIDER_SIGN_IN_FAILED');
      }
      const subject = tokens.claims()?.[provider.subjectClaim];
      const userId = typeof subject === 'string' && subject !== '' ? await memberOfSubject(app.db, provider.issuer, subject) : undefined;
      if (userId === undefined || typeof subject !== 'string') {
        request.log.info('identity provider signed in a subject linked to no member');
        return toSignInPage(reply, 'IDENTITY_PROVIDER_NOT_LINKED');
      }
      // As a password sign-in: the sign-in page's language becomes the user's.
      if (attempt.language !== null) await storeLanguage(app.db, userId, attempt.language);
      const session = await startProviderSignInSession(request, reply, userId, now);
      await keepProviderTokens(app.db, provider, { sessionId: session.id, subject, tokens, now });
      request.log.debug({ userId }, 'signed in through the identity provider');
      return reply.redirect(attempt.returnTo ?? appPages.home, 303);
    },
  );
};
