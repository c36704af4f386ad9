import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { appManifest, errorsManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const { maxFailures, windowSeconds } = appManifest.loginThrottle;
const THROTTLED = { errors: [{ path: '', message: errorsManifest.errors.LOGIN_THROTTLED?.message }] };

describe.each(databaseKinds())('sign-in throttling (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (username: string, password: string, ip: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/session/login', remoteAddress: ip, payload: { username, password } });

  it(`refuses a username with 429 after ${maxFailures} failures, even with the right password, until the window passes`, async () => {
    for (let i = 0; i < maxFailures; i += 1) {
      expect((await attempt('litigation', 'wrong', `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('litigation', DEMO_PASSWORD, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(THROTTLED);
    expect(blocked.cookies).toEqual([]);

    t.clock.advanceSeconds(windowSeconds + 1);
    expect((await attempt('litigation', DEMO_PASSWORD, '10.2.1.1')).statusCode).toBe(200);
  });

  it(`refuses an address with 429 after ${maxFailures} failures, whatever username it tries`, async () => {
    const ip = '10.3.0.1';
    const names = ['bankruptcy', 'delinquent', 'ghost-1', 'ghost-2', 'level7'];
    for (const name of names.slice(0, maxFailures)) expect((await attempt(name, 'wrong', ip)).statusCode).toBe(401);
    expect((await attempt('fatal', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt('fatal', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('starts a username\'s count again after a successful sign-in', async () => {
    for (let i = 0; i < maxFailures - 1; i += 1) expect((await attempt('paperless', 'wrong', `10.4.0.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt('paperless', DEMO_PASSWORD, '10.4.1.1')).statusCode).toBe(200);
    for (let i = 0; i < maxFailures - 1; i += 1) expect((await attempt('paperless', 'wrong', `10.4.2.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt('paperless', DEMO_PASSWORD, '10.4.3.1')).statusCode).toBe(200);
  });

  it('counts across server processes sharing the database', async () => {
    const other = await buildApp({ db: t.database.db, clock: t.clock.now });
    try {
      const apps = [t.app, other];
      for (let i = 0; i < maxFailures; i += 1) {
        expect((await attempt('cease-desist', 'wrong', `10.5.0.${i + 1}`, apps[i % 2])).statusCode).toBe(401);
      }
      expect((await attempt('cease-desist', DEMO_PASSWORD, '10.5.1.1', t.app)).statusCode).toBe(429);
      expect((await attempt('cease-desist', DEMO_PASSWORD, '10.5.1.1', other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
