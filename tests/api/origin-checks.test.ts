import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const refused = { errors: [{ path: '', message: errorsManifest.errors.FOREIGN_ORIGIN?.message }] };

describe.each(databaseKinds())('origin checks on state-changing calls (%s)', (kind) => {
  let t: TestApp;
  /** The app as a client reaches it, without the test helpers' same-origin Origin header. */
  let raw: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind);
    raw = await buildApp({ db: t.database.db, clock: t.clock.now, logger: false });
    // The member's own browser signs in first, so its device is the one the member knows.
    await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await raw?.close();
    await t?.close();
  });

  const signIn = async (): Promise<string> => {
    // No cookie, no Origin: a client that is not a browser page may still sign in (it borrows no credentials). From a
    // device the member never used, that answers the identity check (307), never the origin refusal; the session the
    // tests use comes from the member's own browser.
    const login = await raw.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'member', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(307);
    return signInAs(t.app, 'member');
  };
  const logOut = (sid: string, headers: Record<string, string>) => raw.inject({ method: 'POST', url: '/api/session/memberlogout', headers, cookies: { sid } });
  const stillSignedIn = async (sid: string) => (await raw.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } })).statusCode === 200;

  it('compares the scheme too: https://localhost is not the server reached over http', async () => {
    const sid = await signIn();
    const answer = await logOut(sid, { origin: 'https://localhost:80' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refused);
    expect(await stillSignedIn(sid)).toBe(true);
    expect((await logOut(sid, { origin: 'http://localhost' })).statusCode).toBe(204);
  });

  it('trusts https Origins when the server is reached over https (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const proxied = await buildApp({ db: t.database.db, clock: t.clock.now, logger: false, config: { trustProxy: 1 } });
    try {
      const sid = await signIn();
      const headers = { origin: 'https://bank.example', host: 'bank.example', 'x-forwarded-proto': 'https' };
      expect((await proxied.inject({ method: 'POST', url: '/api/session/memberlogout', headers: { ...headers, origin: 'http://bank.example' }, cookies: { sid } })).statusCode).toBe(403);
      expect((await proxied.inject({ method: 'POST', url: '/api/session/memberlogout', headers, cookies: { sid } })).statusCode).toBe(204);
    } finally {
      await proxied.close();
    }
  });

  it('without an Origin, refuses Sec-Fetch-Site cross-site and same-site, and accepts same-origin and none', async () => {
    const sid = await signIn();
    for (const site of ['cross-site', 'same-site']) {
      const answer = await logOut(sid, { 'sec-fetch-site': site });
      expect(answer.statusCode, site).toBe(403);
      expect(answer.json()).toEqual(refused);
    }
    expect(await stillSignedIn(sid)).toBe(true);
    expect((await logOut(sid, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await logOut(await signIn(), { 'sec-fetch-site': 'none' })).statusCode).toBe(204);
  });

  it('refuses a cookie-carrying write with neither Origin nor Sec-Fetch-Site, and still answers reads', async () => {
    const sid = await signIn();
    const answer = await logOut(sid, {});
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(refused);
    expect(await stillSignedIn(sid)).toBe(true);
  });

  it('lets an Origin decide over Sec-Fetch-Site: a foreign Origin is refused whatever the metadata says', async () => {
    const sid = await signIn();
    expect((await logOut(sid, { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
    expect((await logOut(sid, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
  });
});
