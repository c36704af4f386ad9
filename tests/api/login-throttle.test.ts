import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { appManifest, errorsManifest } from '../../src/manifests';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const { account, address } = appManifest.loginThrottle;
const THROTTLED = { errors: [{ path: '', message: errorsManifest.errors.LOGIN_THROTTLED?.message }] };
const FAILED = { errors: [{ path: '', message: errorsManifest.errors.LOGIN_FAILED?.message }] };
/** A low address limit and a short delay, so a test can go past the address limit in a few attempts. */
const smallAddressLimit = {
  account,
  knownDevice: appManifest.loginThrottle.knownDevice,
  address: { maxFailures: account.maxFailures * 2 + 2, windowSeconds: address.windowSeconds, delayMs: 40, maxDelayMs: 100 },
};

it('keeps the per-address limit far above the per-account one, so a shared address is slowed long after an account is', () => {
  expect(address.maxFailures).toBeGreaterThanOrEqual(10 * account.maxFailures);
  expect(address.windowSeconds).toBeGreaterThan(0);
});

describe.each(databaseKinds())('sign-in throttling (%s)', (kind) => {
  let t: TestApp;
  let small: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    small = await createTestApp(kind, { config: { loginThrottle: smallAddressLimit } });
  });
  afterAll(async () => {
    await t?.close();
    await small?.close();
  });

  const attempt = (username: string, password: string, ip: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/session/login', remoteAddress: ip, payload: { username, password } });

  it(`refuses a username with 429 after ${account.maxFailures} failures, even with the right password, until the window passes`, async () => {
    for (let i = 0; i < account.maxFailures; i += 1) {
      expect((await attempt('litigation', 'wrong', `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('litigation', DEMO_PASSWORD, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(THROTTLED);
    expect(blocked.headers['retry-after']).toBe(String(account.windowSeconds));
    expect(blocked.cookies).toEqual([]);
    // Knocking on a throttled account does not extend its lock.
    t.clock.advanceSeconds(account.windowSeconds - 1);
    expect((await attempt('litigation', DEMO_PASSWORD, '10.2.1.1')).statusCode).toBe(429);
    t.clock.advanceSeconds(2);
    expect((await attempt('litigation', DEMO_PASSWORD, '10.2.1.1')).statusCode).toBe(200);
  });

  it(`lets a member sign in from an address that has just failed for ${account.maxFailures * 6} other usernames`, async () => {
    const ip = '10.3.0.1';
    const names = ['bankruptcy', 'delinquent', 'level7', 'level7-severe'];
    for (let i = 0; i < account.maxFailures * 6; i += 1) {
      const username = i < names.length ? names[i]! : `ghost-${i}`;
      const failed = await attempt(username, 'wrong', ip);
      expect(failed.statusCode, username).toBe(401);
      expect(failed.json()).toEqual(FAILED);
    }
    expect((await attempt('fatal', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('past the address limit, slows every attempt from it and refuses its wrong passwords, but lets the right one in', async () => {
    const ip = '10.6.0.1';
    const { maxFailures, delayMs, windowSeconds } = smallAddressLimit.address;
    for (let i = 0; i < maxFailures; i += 1) expect((await attempt(`sprayed-${i}`, 'Winter-2026!', ip, small.app)).statusCode).toBe(401);

    let started = performance.now();
    const wrong = await attempt('onboarding', 'Winter-2026!', ip, small.app);
    expect(performance.now() - started).toBeGreaterThanOrEqual(delayMs);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual(THROTTLED);
    expect(wrong.headers['retry-after']).toBe(String(windowSeconds));

    // The delay grows with each attempt over the limit, up to maxDelayMs.
    started = performance.now();
    const right = await attempt('bankruptcy', DEMO_PASSWORD, ip, small.app);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * delayMs);
    expect(right.statusCode, right.body).toBe(200);
    // Another address is not slowed, and its wrong password is the ordinary failure.
    expect((await attempt('onboarding', 'Winter-2026!', '10.6.0.2', small.app)).statusCode).toBe(401);

    small.clock.advanceSeconds(windowSeconds + 1);
    expect((await attempt('onboarding', 'Winter-2026!', ip, small.app)).statusCode).toBe(401);
  });

  it('keeps a guessed account throttled even when the guesses come from many addresses and its member tries from a fresh one', async () => {
    for (let i = 0; i < account.maxFailures; i += 1) expect((await attempt('paperless', `guess-${i}`, `10.7.${i}.1`, small.app)).statusCode).toBe(401);
    const refused = await attempt('paperless', DEMO_PASSWORD, '10.7.99.1', small.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(THROTTLED);
    small.clock.advanceSeconds(account.windowSeconds + 1);
    expect((await attempt('paperless', DEMO_PASSWORD, '10.7.99.1', small.app)).statusCode).toBe(200);
  });

  it("starts a username's count again after a successful sign-in", async () => {
    for (let i = 0; i < account.maxFailures - 1; i += 1) expect((await attempt('disclosures', 'wrong', `10.4.0.${i + 1}`)).statusCode).toBe(401);
    const first = await attempt('disclosures', DEMO_PASSWORD, '10.4.1.1');
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < account.maxFailures - 1; i += 1) expect((await attempt('disclosures', 'wrong', `10.4.2.${i + 1}`)).statusCode).toBe(401);
    // The member's own device again (its cookie), so the right password is answered without the new-device check.
    const did = first.cookies.find((cookie) => cookie.name === 'did')?.value ?? '';
    const again = await t.app.inject({ method: 'POST', url: '/api/session/login', remoteAddress: '10.4.3.1', cookies: { did }, payload: { username: 'disclosures', password: DEMO_PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it('counts made-up passkey assertions against the address as it counts passwords: over the limit they answer 429', async () => {
    const ip = '10.8.0.1';
    const { maxFailures, windowSeconds } = smallAddressLimit.address;
    const passkeyAttempt = () =>
      small.app.inject({
        method: 'POST',
        url: '/api/session/passkey/login',
        remoteAddress: ip,
        headers: { host: 'localhost:3000' },
        payload: { response: new SoftAuthenticator().assert({ challenge: 'bm90LWlzc3VlZA' }, 'http://localhost:3000') },
      });
    for (let i = 0; i < maxFailures; i += 1) expect((await passkeyAttempt()).statusCode).toBe(400);
    const throttled = await passkeyAttempt();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual(THROTTLED);
    expect(throttled.headers['retry-after']).toBe(String(windowSeconds));
    // The same bucket: a wrong password from that address is now "too many attempts" too.
    expect((await attempt('onboarding', 'Winter-2026!', ip, small.app)).statusCode).toBe(429);
    // Another address is untouched.
    expect((await attempt('onboarding', 'Winter-2026!', '10.8.0.2', small.app)).statusCode).toBe(401);
  });

  it('counts across server processes sharing the database', async () => {
    const other = await buildApp({ db: t.database.db, clock: t.clock.now });
    try {
      const apps = [t.app, other];
      for (let i = 0; i < account.maxFailures; i += 1) {
        expect((await attempt('cease-desist', 'wrong', `10.5.0.${i + 1}`, apps[i % 2])).statusCode).toBe(401);
      }
      expect((await attempt('cease-desist', DEMO_PASSWORD, '10.5.1.1', t.app)).statusCode).toBe(429);
      expect((await attempt('cease-desist', DEMO_PASSWORD, '10.5.1.1', other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
