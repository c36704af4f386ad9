import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { firstPhoneId, latestOtp, rotatedSid, sendOtp, verifyOtp } from './step-up.support';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const HOME = { 'user-agent': 'Mozilla/5.0 (Home laptop)' };
const AWAY = { 'user-agent': 'Mozilla/5.0 (Somewhere else)' };
const { maxAttempts } = riskManifest.challenge;

describe.each(databaseKinds())('sign-in from a new device (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true }, deviceCookies: 'explicit' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (username: string, headers: Record<string, string>, remoteAddress: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/session/login', headers, remoteAddress, cookies, payload: { username, password: DEMO_PASSWORD } });
  const confirm = (sid: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({ method: 'POST', url: '/api/session/confirm-device', headers: AWAY, remoteAddress, cookies: { sid } });
  const summary = (sid: string) => t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((cookie) => cookie.name === 'did');
  /** The device cookie of each persona's first (HOME) sign-in: their known device. */
  const homeDevices = new Map<string, string>();
  const loginAtHome = async (username: string, remoteAddress: string) => {
    const known = homeDevices.get(username);
    const response = await login(username, HOME, remoteAddress, known === undefined ? {} : { did: known });
    const issued = deviceCookieOf(response)?.value;
    if (issued !== undefined && known === undefined) homeDevices.set(username, issued);
    return response;
  };
  /** A session on the member's known device (HOME, with its cookie), which may read the demo outbox. */
  const trustedSid = async (username: string, remoteAddress: string) => {
    const response = await loginAtHome(username, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookieOf(response)?.value ?? '';
  };

  it('registers the first device silently, with a long-lived HttpOnly SameSite=Strict cookie', async () => {
    const first = await loginAtHome('member', '10.20.0.1');
    expect(first.statusCode, first.body).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/session' });
    expect(Number(device?.maxAge)).toBeGreaterThan(30 * 24 * 3600);
    expect((await loginAtHome('member', '10.20.7.9')).statusCode).toBe(200);
  });

  it('challenges the same user agent on the same network without the device cookie (anyone behind one carrier NAT)', async () => {
    const sameBrowser = await login('member', HOME, '10.20.0.1');
    expect(sameBrowser.statusCode).toBe(307);
    expect(sameBrowser.json()).toMatchObject({ status: 'CHALLENGE', event: 'newDeviceSignIn' });
    expect(deviceCookieOf(sameBrowser)).toBeUndefined();
  });

  it('challenges a second user agent and address, and the restricted session sees no account data', async () => {
    const answer = await login('member', AWAY, '192.0.2.44');
    expect(answer.statusCode).toBe(307);
    expect(answer.json()).toMatchObject({ status: 'CHALLENGE', event: 'newDeviceSignIn', data: { challengeId: expect.any(String), workflow: 'login' }, state: 'CHALLENGE_REQUIRED' });
    expect(deviceCookieOf(answer)).toBeUndefined();
    const sid = sessionCookieOf(answer)?.value ?? '';

    const blocked = await summary(sid);
    expect(blocked.statusCode).toBe(307);
    expect(blocked.json()).toMatchObject({ status: 'CHALLENGE', event: 'newDeviceSignIn', data: { challengeId: answer.json().data.challengeId } });
    // The session itself is alive; only the identity check, the session service and (demo mode) the member's phone
    // are open to it.
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } })).statusCode).toBe(200);
    expect((await confirm(sid)).statusCode).toBe(307);
  });

  it('lets the session in after the code from the outbox, with a new id, and remembers the device', async () => {
    const answer = await login('member', AWAY, '198.51.100.7');
    expect(answer.statusCode).toBe(307);
    const restricted = sessionCookieOf(answer)?.value ?? '';
    // The code goes to the member's phone; the demo outbox stands for it, and the restricted session may read it.
    expect((await sendOtp(t.app, restricted, await firstPhoneId(t.app, restricted))).statusCode).toBe(200);
    const verified = await verifyOtp(t.app, restricted, await latestOtp(t.app, restricted));
    expect(verified.statusCode, verified.body).toBe(200);
    const afterCheck = rotatedSid(verified);
    // Verified is not yet confirmed: still no data until the confirm call.
    expect((await summary(afterCheck)).statusCode).toBe(307);

    const confirmed = await confirm(afterCheck, '198.51.100.7');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user).toMatchObject({ externalId: expect.any(String) });
    const sid = sessionCookieOf(confirmed)?.value ?? '';
    expect(sid).not.toBe(afterCheck);
    expect((await summary(afterCheck)).statusCode).toBe(401);
    expect((await summary(sid)).statusCode).toBe(200);
    const device = deviceCookieOf(confirmed)?.value ?? '';
    expect(device).not.toBe('');

    // The device is known now: by its cookie from anywhere; without the cookie, the same browser is new again.
    expect((await login('member', AWAY, '203.0.113.200', { did: device })).statusCode).toBe(200);
    expect((await login('member', AWAY, '198.51.100.7')).statusCode).toBe(307);
    // A verified challenge is single use: confirming again changes nothing and stays signed in.
    expect((await confirm(sid)).statusCode).toBe(200);
  });

  it('recognises a device by its cookie alone, whatever its user agent and address', async () => {
    const first = await loginAtHome('business', '10.30.0.1');
    const device = deviceCookieOf(first)?.value ?? '';
    expect(device).not.toBe('');
    expect((await login('business', AWAY, '203.0.113.9', { did: device })).statusCode).toBe(200);
    expect((await login('business', AWAY, '203.0.113.9', { did: 'forged' })).statusCode).toBe(307);
  });

  it('keeps a locked-out session restricted, and it can still sign out', async () => {
    expect((await loginAtHome('paperless', '10.40.0.1')).statusCode).toBe(200);
    const answer = await login('paperless', AWAY, '192.0.2.99');
    expect(answer.statusCode).toBe(307);
    let sid = sessionCookieOf(answer)?.value ?? '';
    const trusted = await trustedSid('paperless', '10.40.0.1');
    expect((await sendOtp(t.app, sid, await firstPhoneId(t.app, sid))).statusCode).toBe(200);
    const code = await latestOtp(t.app, trusted);
    const wrong = code === '000000' ? '111111' : '000000';
    let last = await verifyOtp(t.app, sid, wrong);
    for (let attempt = 1; attempt < maxAttempts; attempt += 1) last = await verifyOtp(t.app, sid, wrong);
    expect(last.json().errors[0].code).toBe('AA106');
    const late = await verifyOtp(t.app, sid, code);
    expect(late.json().errors[0].code).toBe('AA106');
    sid = sessionCookieOf(late)?.value ?? sid;

    expect((await confirm(sid)).statusCode).toBe(307);
    expect((await summary(sid)).statusCode).toBe(307);
    expect((await t.app.inject({ method: 'POST', url: '/api/session/memberlogout', cookies: { sid } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } })).statusCode).toBe(401);
  });
});
