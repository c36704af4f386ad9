import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProviderConfigFromEnv, type IdentityProviderConfig } from '../../src/server/auth/identity-provider/identity-provider-config';
import { linkSubject } from '../../src/server/auth/identity-provider/subject-links';
import { hashSessionToken } from '../../src/server/auth/session-token';
import { appPages } from '../../src/server/http/app-pages';
import { errorsManifest, ssoManifest } from '../../src/manifests';
import { ProviderBrowser, startTestIdentityProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestIdentityProvider } from '../support/oidc-provider';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/** The app's public origin the provider knows (fastify.inject has no real one). */
const APP_ORIGIN = 'http://app.test';
const CALLBACK = `${APP_ORIGIN}/api/sso/oidc/callback`;
const LINKED_SUBJECT = 'mfcu-7d3f-member';
const ACCESS_TOKEN_SECONDS = 600;

const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name);

describe.each(databaseKinds())('sign-in through the identity provider (%s)', (kind) => {
  let idp: TestIdentityProvider;
  let provider: IdentityProviderConfig;
  let t: TestApp;
  let memberId: string;

  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    idp.serve({ appOrigin: APP_ORIGIN, accessTokenSeconds: ACCESS_TOKEN_SECONDS });
    const config = identityProviderConfigFromEnv({ OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET, APP_PUBLIC_URL: APP_ORIGIN });
    if (config === null) throw new Error('the identity provider configuration was not read');
    provider = config;
    t = await createTestApp(kind, { config: { identityProvider: provider } });
    const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    memberId = member.id;
    await linkSubject(t.database.db, { issuer: idp.issuer, subject: LINKED_SUBJECT, userId: memberId, now: t.clock.now() });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** GET start: the provider's authorization URL and the browser's attempt cookie. */
  const start = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sso/oidc/start${query}` });
    expect(response.statusCode).toBe(303);
    const attempt = cookieOf(response, 'idp_attempt');
    return { authorizationUrl: response.headers.location as string, attempt: attempt?.value ?? '', cookie: attempt };
  };
  const callback = (url: string, attempt?: string) =>
    t.app.inject({ method: 'GET', url: url.slice(APP_ORIGIN.length), ...(attempt === undefined ? {} : { cookies: { idp_attempt: attempt } }) });
  const signInError = (response: LightMyRequestResponse) => new URL(response.headers.location as string, APP_ORIGIN).searchParams.get('signInError');
  const refresh = (sid: string) => t.app.inject({ method: 'GET', url: '/api/session/refresh', cookies: { sid } });
  const status = (sid: string) => t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } });

  /** The whole code flow for `login` at the provider; answers the browser (for its provider session) and the callback. */
  const signInThroughProvider = async (login: string, query = '') => {
    const browser = new ProviderBrowser(idp.issuer);
    const { authorizationUrl, attempt } = await start(query);
    const callbackUrl = await browser.signIn(authorizationUrl, login, CALLBACK);
    return { browser, callbackUrl, attempt, response: await callback(callbackUrl, attempt) };
  };

  it('tells the sign-in page to offer the provider, with the label of config/sso.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ identityProvider: { buttonLabel: ssoManifest.identityProvider?.buttonLabel, startUrl: '/api/sso/oidc/start' } });
  });

  it('starts the code flow with PKCE (S256), state and nonce, and ties it to this browser with a Lax, HttpOnly cookie', async () => {
    const { authorizationUrl, cookie } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: TEST_CLIENT_ID,
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/sso/oidc/callback' });
    // Only the hash of the browser's value is stored, beside the verifier the browser never sees.
    const stored = await t.database.db.selectFrom('identity_provider_sign_ins').selectAll().where('id', '=', hashSessionToken(cookie?.value ?? '')).executeTakeFirst();
    expect(stored?.state).toBe(url.searchParams.get('state'));
    expect(authorizationUrl).not.toContain(stored?.code_verifier);
  });

  it('stores the language chosen on the sign-in page as the member\'s once back; one not offered keeps the stored one', async () => {
    const language = async (query: string) => {
      const { response } = await signInThroughProvider(LINKED_SUBJECT, query);
      expect(response.statusCode).toBe(303);
      return (await t.database.db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirstOrThrow()).language;
    };
    expect(await language('?language=es-US')).toBe('es-US');
    expect(await language('?language=en-XA')).toBe('es-US');
    expect(await language('')).toBe('es-US');
    expect(await language('?language=en-US')).toBe('en-US');
  });

  it('signs the linked member in: the same session as a password sign-in, tokens kept on the server only, then refresh and sign-out at both ends', async () => {
    const { browser, response } = await signInThroughProvider(LINKED_SUBJECT);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(appPages.home);
    expect(response.body).toBe('');
    const sid = sessionCookieOf(response);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const token = sid?.value ?? '';

    const me = await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid: token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ fullName: 'Alex Morgan' });
    const signedIn = await t.database.db.selectFrom('members').select('last_sign_in_at').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(signedIn.last_sign_in_at?.toISOString()).toBe(t.clock.now().toISOString());

    const kept = await t.database.db.selectFrom('identity_provider_sessions').selectAll().where('session_id', '=', hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ issuer: idp.issuer, subject: LINKED_SUBJECT });
    expect(kept.refresh_token_sealed).toBeTruthy();
    expect(kept.access_expires_at?.getTime()).toBe(t.clock.now().getTime() + ACCESS_TOKEN_SECONDS * 1000);

    // Not due yet: the provider is not asked.
    expect((await refresh(token)).statusCode).toBe(200);
    const untouched = await t.database.db.selectFrom('identity_provider_sessions').selectAll().where('session_id', '=', hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(untouched.refresh_token_sealed).toBe(kept.refresh_token_sealed);

    // Within a minute of the access token's end, the session's refresh renews it with the refresh token.
    t.clock.advanceSeconds(ACCESS_TOKEN_SECONDS - 50);
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(200);
    const after = await t.database.db.selectFrom('identity_provider_sessions').selectAll().where('session_id', '=', hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(after.access_expires_at?.getTime()).toBe(t.clock.now().getTime() + ACCESS_TOKEN_SECONDS * 1000);

    // Sign-out ends the session here and hands the browser on to the provider's end-session endpoint.
    const signOut = await t.app.inject({ method: 'POST', url: '/api/session/memberlogout', cookies: { sid: token } });
    expect(signOut.statusCode).toBe(200);
    const endSession = new URL((signOut.json() as { providerSignOutUrl: string }).providerSignOutUrl);
    expect(endSession.origin).toBe(idp.issuer);
    expect(endSession.searchParams.get('id_token_hint')).toBe(after.id_token);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_ORIGIN}/login`);
    expect((await status(token)).statusCode).toBe(401);
    expect(await browser.signOut(endSession.href, APP_ORIGIN)).toBe(`${APP_ORIGIN}/login`);
  });

  it('ends the session when the provider refuses to renew it (the member signed out there)', async () => {
    const { browser, response } = await signInThroughProvider(LINKED_SUBJECT);
    const token = sessionCookieOf(response)?.value ?? '';
    const endAtProvider = `${idp.issuer}/session/end?${new URLSearchParams({ client_id: TEST_CLIENT_ID, post_logout_redirect_uri: `${APP_ORIGIN}/login` }).toString()}`;
    expect(await browser.signOut(endAtProvider, APP_ORIGIN)).toBe(`${APP_ORIGIN}/login`);

    t.clock.advanceSeconds(ACCESS_TOKEN_SECONDS - 50);
    const refused = await refresh(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.SESSION_REQUIRED?.message }] });
    expect(await t.database.db.selectFrom('sessions').select('id').where('id', '=', hashSessionToken(token)).executeTakeFirst()).toBeUndefined();
  });

  it('signs nobody in for a subject linked to no member, and says so without naming anyone', async () => {
    const before = await t.database.db.selectFrom('sessions').select('id').execute();
    const { response } = await signInThroughProvider('someone-unknown');
    expect(response.statusCode).toBe(303);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(response.headers.location).toBe('/login?signInError=IDENTITY_PROVIDER_NOT_LINKED');
    expect(await t.database.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const browser = new ProviderBrowser(idp.issuer);
    const { authorizationUrl, attempt } = await start();
    const callbackUrl = new URL(await browser.signIn(authorizationUrl, LINKED_SUBJECT, CALLBACK));
    callbackUrl.searchParams.set('state', 'forged-state');
    const response = await callback(callbackUrl.href, attempt);
    expect(signInError(response)).toBe('IDENTITY_PROVIDER_SIGN_IN_FAILED');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses a callback without the PKCE verifier: from a browser that did not start it, or a request the provider got without a challenge', async () => {
    const browser = new ProviderBrowser(idp.issuer);
    const { authorizationUrl } = await start();
    const callbackUrl = await browser.signIn(authorizationUrl, LINKED_SUBJECT, CALLBACK);
    const withoutCookie = await callback(callbackUrl);
    expect(signInError(withoutCookie)).toBe('IDENTITY_PROVIDER_SIGN_IN_FAILED');
    expect(sessionCookieOf(withoutCookie)).toBeUndefined();

    // The provider requires PKCE: an authorization request without a challenge comes back as an error.
    const second = await start();
    const stripped = new URL(second.authorizationUrl);
    stripped.searchParams.delete('code_challenge');
    stripped.searchParams.delete('code_challenge_method');
    const refusedUrl = await new ProviderBrowser(idp.issuer).signIn(stripped.href, LINKED_SUBJECT, CALLBACK);
    expect(new URL(refusedUrl).searchParams.get('error')).toBe('invalid_request');
    const refused = await callback(refusedUrl, second.attempt);
    expect(signInError(refused)).toBe('IDENTITY_PROVIDER_SIGN_IN_FAILED');
    expect(sessionCookieOf(refused)).toBeUndefined();
  });

  it('answers a replayed callback once only', async () => {
    const { callbackUrl, attempt, response } = await signInThroughProvider(LINKED_SUBJECT);
    expect(sessionCookieOf(response)).toBeDefined();
    const replay = await callback(callbackUrl, attempt);
    expect(signInError(replay)).toBe('IDENTITY_PROVIDER_SIGN_IN_FAILED');
    expect(sessionCookieOf(replay)).toBeUndefined();
  });

  it('keeps a safe in-app returnTo and drops any other', async () => {
    const browser = new ProviderBrowser(idp.issuer);
    const { authorizationUrl, attempt } = await start('?returnTo=%2Fmessages');
    expect((await callback(await browser.signIn(authorizationUrl, LINKED_SUBJECT, CALLBACK), attempt)).headers.location).toBe('/messages');
    const other = await start('?returnTo=%2F%2Fevil.example');
    expect((await callback(await browser.signIn(other.authorizationUrl, LINKED_SUBJECT, CALLBACK), other.attempt)).headers.location).toBe(appPages.home);
  });
});

describe('sign-in through the identity provider, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not offered, and its start sends the browser back to sign-in with a message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sso/oidc/options' })).json()).toEqual({ identityProvider: null });
    const started = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/start' });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe('/login?signInError=IDENTITY_PROVIDER_UNAVAILABLE');
  });

  it('members sign out with the plain 204', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/session/memberlogout' })).statusCode).toBe(204);
  });
});
