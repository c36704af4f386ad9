import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeysManifest } from '../../src/manifests/passkeys-manifest';
import { errorMessage } from '../../src/server/errors';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { createTestApp, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { passBySms, rotatedSid } from './step-up.support';

const HOST = 'localhost:3000';
const ORIGIN = 'http://localhost:3000';
const PASSKEYS = '/api/security-hub/member/passkeys';
const REFUSED = { errors: [{ message: errorMessage('PASSKEY_REFUSED') }] };
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Options { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string; allowCredentials?: { id: string }[] }

function client(app: FastifyInstance) {
  return (method: Method, url: string, sid?: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { host: HOST, ...headers }, ...(sid === undefined ? {} : { cookies: { sid } }), ...(payload === undefined ? {} : { payload }) });
}

describe.each(databaseKinds())('passkeys (%s)', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof client>;
  const authenticator = new SoftAuthenticator();

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    call = client(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Registration options for `sid`, passing the step-up by SMS first; answers the session id to go on with. */
  const registrationOptions = async (sid: string): Promise<{ sid: string; options: Options }> => {
    const asked = await call('POST', `${PASSKEYS}/registration-options`, sid);
    expect(asked.statusCode, asked.body).toBe(307);
    expect(asked.json()).toMatchObject({ status: 'CHALLENGE', event: 'addPasskey' });
    const passed = await passBySms(t.app, sid);
    const options = await call('POST', `${PASSKEYS}/registration-options`, passed);
    expect(options.statusCode, options.body).toBe(200);
    return { sid: passed, options: options.json().options as Options };
  };

  const signInOptions = async (): Promise<Options> => {
    const options = await call('POST', '/api/session/passkey/options');
    expect(options.statusCode, options.body).toBe(200);
    return options.json().options as Options;
  };

  it('refuses every passkey call of the security hub without a session', async () => {
    expect((await call('GET', PASSKEYS)).statusCode).toBe(401);
    expect((await call('POST', `${PASSKEYS}/registration-options`)).statusCode).toBe(401);
    expect((await call('POST', PASSKEYS, undefined, { response: authenticator.register({ challenge: 'x', rp: {}, user: { id: 'x' } }, ORIGIN) })).statusCode).toBe(401);
    expect((await call('DELETE', `${PASSKEYS}/${authenticator.id}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/tfa/challenge/passkey/options', undefined, { workflow: 'HR' })).statusCode).toBe(401);
  });

  it('asks for a step-up before giving registration options, and registration without options of this session is refused', async () => {
    const sid = await signInAs(t.app, 'member');
    const asked = await call('POST', `${PASSKEYS}/registration-options`, sid);
    expect(asked.statusCode).toBe(307);
    expect(asked.json()).toMatchObject({ status: 'CHALLENGE', event: 'addPasskey', data: { workflow: 'HR' } });
    // A registration answer to a challenge this server never issued (no step-up, no options): refused, nothing stored.
    const forged = await call('POST', PASSKEYS, sid, { response: new SoftAuthenticator().register({ challenge: 'bm90LWlzc3VlZA', rp: {}, user: { id: 'eA' } }, ORIGIN) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject(REFUSED);
    expect((await call('GET', PASSKEYS, sid)).json()).toEqual({ passkeys: [] });
  });

  it('registers a passkey after the step-up, once: the same answer again is refused', async () => {
    const { sid, options } = await registrationOptions(await signInAs(t.app, 'member'));
    expect(options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' } });
    const response = authenticator.register(options, ORIGIN);
    const added = await call('POST', PASSKEYS, sid, { response, label: '  Work   laptop ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ id: authenticator.id, label: 'Work laptop', createdAt: t.clock.now().toISOString(), lastUsedAt: null });
    expect((await call('POST', PASSKEYS, sid, { response })).statusCode).toBe(400);
    expect((await call('GET', PASSKEYS, sid)).json().passkeys).toHaveLength(1);
  });

  it('refuses a registration answered from another origin', async () => {
    const { sid, options } = await registrationOptions(await signInAs(t.app, 'member'));
    const other = new SoftAuthenticator();
    const refused = await call('POST', PASSKEYS, sid, { response: other.register(options, 'http://evil.example') });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', PASSKEYS, sid)).json().passkeys).toHaveLength(1);
  });

  it('stores the language chosen on the sign-in page, as a password sign-in does; one not offered keeps the stored one', async () => {
    const signIn = async (language: string) => {
      const answer = await call('POST', '/api/session/passkey/login', undefined, { response: authenticator.assert(await signInOptions(), ORIGIN), language });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { user: { language: string } }).user.language;
    };
    expect(await signIn('es-US')).toBe('es-US');
    expect(await signIn('en-XA')).toBe('es-US');
    expect(await signIn('en-US')).toBe('en-US');
  });

  it('signs in with the passkey from a device never seen, without a password or a one-time code, once per challenge', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = authenticator.assert(options, ORIGIN);
    const away = { 'user-agent': 'Mozilla/5.0 (Passkey phone)' };
    const signedIn = await call('POST', '/api/session/passkey/login', undefined, { response }, away);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { fullName: 'Alex Morgan' } });
    expect(signedIn.cookies.find((cookie) => cookie.name === 'did')).toMatchObject({ httpOnly: true, path: '/api/session' });
    const sid = sessionCookieOf(signedIn)?.value ?? '';
    // A full session, not one waiting for the new-device check.
    expect((await call('GET', SUMMARY, sid)).statusCode).toBe(200);
    const listed = (await call('GET', PASSKEYS, sid)).json().passkeys as { lastUsedAt: string | null }[];
    expect(listed[0]?.lastUsedAt).toBe(t.clock.now().toISOString());
    // The same answer again (its challenge is spent): refused.
    const replayed = await call('POST', '/api/session/passkey/login', undefined, { response }, away);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject(REFUSED);
    expect(sessionCookieOf(replayed)).toBeUndefined();
  });

  it('refuses a sign-in signed over a challenge the server did not issue, or by an unknown credential', async () => {
    await signInOptions();
    const wrong = await call('POST', '/api/session/passkey/login', undefined, { response: authenticator.assert({ challenge: 'd3JvbmctY2hhbGxlbmdl' }, ORIGIN) });
    expect(wrong.statusCode).toBe(400);
    const unknown = await call('POST', '/api/session/passkey/login', undefined, { response: new SoftAuthenticator().assert(await signInOptions(), ORIGIN) });
    expect(unknown.statusCode).toBe(400);
    // A step-up challenge's passkey options cannot sign in either: purposes do not mix.
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('passes a step-up with the passkey, bound to the session and its challenge', async () => {
    const sid = await signInAs(t.app, 'member');
    const asked = await call('DELETE', `${PASSKEYS}/${authenticator.id}`, sid);
    expect(asked.statusCode).toBe(307);
    expect(asked.json()).toMatchObject({ status: 'CHALLENGE', event: 'removePasskey' });
    expect((await call('GET', '/api/auth/tfa/options?workflow=HR', sid)).json()).toMatchObject({ passkey: true });

    // A sign-in challenge does not pass a step-up.
    const wrongPurpose = await call('POST', '/api/auth/tfa/challenge/verification/passkey', sid, { workflow: 'HR', response: authenticator.assert(await signInOptions(), ORIGIN) });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json()).toMatchObject({ errors: [{ code: 'AA105' }] });

    const options = await call('POST', '/api/auth/tfa/challenge/passkey/options', sid, { workflow: 'HR' });
    expect(options.statusCode, options.body).toBe(200);
    expect((options.json().options as Options).allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
    const response = authenticator.assert(options.json().options as Options, ORIGIN);
    const verified = await call('POST', '/api/auth/tfa/challenge/verification/passkey', sid, { workflow: 'HR', response });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ state: 'VERIFIED', event: 'removePasskey', status: 'SUCCESS' });
    const rotated = rotatedSid(verified);
    expect((await call('DELETE', `${PASSKEYS}/${authenticator.id}`, sid)).statusCode).toBe(401);
    expect((await call('DELETE', `${PASSKEYS}/${authenticator.id}`, rotated)).statusCode).toBe(204);
    expect((await call('GET', PASSKEYS, rotated)).json()).toEqual({ passkeys: [] });
  });

  it("answers 404 for another member's passkey, and asks no step-up for it", async () => {
    const { sid, options } = await registrationOptions(await signInAs(t.app, 'member'));
    const owned = new SoftAuthenticator();
    expect((await call('POST', PASSKEYS, sid, { response: owned.register(options, ORIGIN) })).statusCode).toBe(201);
    const business = await signInAs(t.app, 'business');
    expect((await call('DELETE', `${PASSKEYS}/${owned.id}`, business)).statusCode).toBe(404);
    expect((await call('DELETE', `${PASSKEYS}/${new SoftAuthenticator().id}`, business)).statusCode).toBe(404);
    expect((await call('PATCH', `${PASSKEYS}/${owned.id}`, business, { label: 'Taken over' })).statusCode).toBe(404);
    expect((await call('GET', PASSKEYS, sid)).json().passkeys).toHaveLength(1);
    expect((await call('GET', PASSKEYS, sid)).json().passkeys[0].label).not.toBe('Taken over');
    // Nor can business pass a step-up with member's passkey.
    expect((await call('POST', '/api/auth/tfa/challenge/passkey/options', business, { workflow: 'HR' })).statusCode).toBe(400);
  });

  it('renames a passkey without a step-up, collapsing whitespace and cutting to the configured length; a blank name is refused', async () => {
    const { sid, options } = await registrationOptions(await signInAs(t.app, 'member'));
    const key = new SoftAuthenticator();
    expect((await call('POST', PASSKEYS, sid, { response: key.register(options, ORIGIN), label: 'Old name' })).statusCode).toBe(201);
    const renamed = await call('PATCH', `${PASSKEYS}/${key.id}`, sid, { label: '  Phone   key ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: key.id, label: 'Phone key' });
    const long = await call('PATCH', `${PASSKEYS}/${key.id}`, sid, { label: 'x'.repeat(200) });
    expect((long.json() as { label: string }).label).toHaveLength(passkeysManifest.labelMaxLength);
    const blank = await call('PATCH', `${PASSKEYS}/${key.id}`, sid, { label: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: [{ path: '/label' }] });
    const listed = (await call('GET', PASSKEYS, sid)).json().passkeys as { id: string; label: string }[];
    expect(listed.find((passkey) => passkey.id === key.id)?.label).toBe('x'.repeat(passkeysManifest.labelMaxLength));
    expect((await call('PATCH', `${PASSKEYS}/${new SoftAuthenticator().id}`, sid, { label: 'Nobody' })).statusCode).toBe(404);
  });
});
