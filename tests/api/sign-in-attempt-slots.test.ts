import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appManifest, errorsManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const { account, knownDevice } = appManifest.loginThrottle;
const FAILED = errorsManifest.errors.LOGIN_FAILED?.message;
const THROTTLED = errorsManifest.errors.LOGIN_THROTTLED?.message;
const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' };

describe.each(databaseKinds())('sign-in attempts claimed before the password is checked (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { deviceCookies: 'explicit' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (username: string, password: string, remoteAddress: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/session/login', headers: PHONE, remoteAddress, cookies, payload: { username, password } });
  const messageOf = (response: Awaited<ReturnType<typeof attempt>>) => (response.json() as { errors: { message: string }[] }).errors[0]?.message;

  it(`checks at most ${account.maxFailures} of 40 wrong passwords sent at once, then refuses the right one from an unknown device`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => attempt('trusted', `wrong-${index}`, `10.80.${index}.1`)));
    const checked = answers.filter((answer) => answer.statusCode === 401);
    const throttled = answers.filter((answer) => answer.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(account.maxFailures);
    expect(checked.length).toBe(account.maxFailures);
    expect(throttled).toHaveLength(40 - checked.length);
    for (const answer of checked) expect(messageOf(answer)).toBe(FAILED);
    for (const answer of throttled) expect(messageOf(answer)).toBe(THROTTLED);

    const right = await attempt('trusted', DEMO_PASSWORD, '10.81.0.1');
    expect(right.statusCode).toBe(429);
    expect(sessionCookieOf(right)).toBeUndefined();
  });

  it("lets the member in on their known device while a stranger hammers the username, and counts that device's guesses apart", async () => {
    const first = await attempt('business', DEMO_PASSWORD, '10.82.0.1');
    expect(first.statusCode, first.body).toBe(200);
    const did = first.cookies.find((cookie) => cookie.name === 'did')?.value ?? '';
    expect(did).not.toBe('');

    const stranger = await Promise.all(Array.from({ length: account.maxFailures * 3 }, (_, index) => attempt('business', `guess-${index}`, '203.0.113.66')));
    expect(stranger.filter((answer) => answer.statusCode === 401)).toHaveLength(account.maxFailures);
    // The stranger, the same phone browser and network, but no device cookie: locked out, right password or not.
    expect((await attempt('business', DEMO_PASSWORD, '10.82.0.1')).statusCode).toBe(429);

    const member = await attempt('business', DEMO_PASSWORD, '10.82.0.1', { did });
    expect(member.statusCode, member.body).toBe(200);
    expect(sessionCookieOf(member)).toBeDefined();
    // Another member's device cookie is no key to this username's lock.
    expect((await attempt('trusted', DEMO_PASSWORD, '10.82.0.1', { did })).statusCode).toBe(429);

    // Guesses on the known device fill that device's own bucket.
    for (let index = 0; index < knownDevice.maxFailures; index += 1) expect((await attempt('business', `typo-${index}`, '10.82.0.1', { did })).statusCode).toBe(401);
    expect((await attempt('business', DEMO_PASSWORD, '10.82.0.1', { did })).statusCode).toBe(429);
    t.clock.advanceSeconds(Math.max(account.windowSeconds, knownDevice.windowSeconds) + 1);
    expect((await attempt('business', DEMO_PASSWORD, '10.82.0.1', { did })).statusCode).toBe(200);
  });
});
