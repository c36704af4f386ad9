import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { passBySms } from './step-up.support';

const NEW_PASSWORD = 'Fresh-harbor-2027';

describe.each(databaseKinds())('security hub (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const hub = (sid: string) => t.app.inject({ method: 'GET', url: '/api/security-hub/member', cookies: { sid }, headers: { cid: 'CPID-Online', platform: 'WEB', appVersion: '3.6.2' } });
  const changePassword = (sid: string, currentPassword: string, newPassword: string) =>
    t.app.inject({ method: 'PUT', url: '/api/security-hub/member/password', cookies: { sid }, payload: { currentPassword, newPassword } });

  it('answers the username, whether it may change, and the sign-in before this one', async () => {
    const firstSignIn = t.clock.now().toISOString();
    await signInAs(t.app, 'member');
    t.clock.advanceSeconds(3600);
    const sid = await signInAs(t.app, 'member');
    const response = await hub(sid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ activityIndicators: { fintechConfirm: false }, usernameDetails: { username: 'member', updateUsername: true }, lastSignIn: firstSignIn });
    const staff = await hub(await signInAs(t.app, 'msr'));
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().usernameDetails).toEqual({ username: 'msr', updateUsername: false });
  });

  it('answers no last sign-in on a first sign-in, never the current one', async () => {
    const sid = await signInAs(t.app, 'litigation');
    const response = await hub(sid);
    expect(response.statusCode).toBe(200);
    expect(response.json().lastSignIn).toBeNull();
  });

  const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const knownDevices = (sid: string) => t.app.inject({ method: 'GET', url: '/api/security-hub/member/devices', cookies: { sid } });
  const forget = (sid: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/security-hub/member/devices/${id}`, cookies: { sid } });

  it('lists the browsers the member is recognised on, and forgets one (only the member\'s own)', async () => {
    const signedInAt = t.clock.now().toISOString();
    const login = await t.app.inject({ method: 'POST', url: '/api/session/login', headers: { 'user-agent': CHROME_ON_WINDOWS }, payload: { username: 'bankruptcy', password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const sid = login.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
    const listed = await knownDevices(sid);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ devices: [{ id: expect.any(String), name: 'Chrome on Windows', firstSignIn: signedInAt, lastSignIn: signedInAt }] });
    const [device] = listed.json().devices as { id: string }[];

    const stranger = await signInAs(t.app, 'cease-desist');
    expect((await forget(stranger, device!.id)).statusCode).toBe(404);
    expect((await knownDevices(sid)).json().devices).toHaveLength(1);
    expect((await knownDevices(stranger)).json().devices.map((known: { id: string }) => known.id)).not.toContain(device!.id);

    expect((await forget(sid, device!.id)).statusCode).toBe(204);
    expect((await knownDevices(sid)).json()).toEqual({ devices: [] });
    expect((await forget(sid, device!.id)).statusCode).toBe(404);
  });

  it('checks the current password and the policy before asking for a step-up', async () => {
    const sid = await signInAs(t.app, 'business');
    const wrong = await changePassword(sid, 'not-the-password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: [{ path: '/currentPassword', message: errorsManifest.errors.PASSWORD_CURRENT_WRONG?.message }] });
    for (const weak of ['short1', 'no-digits-at-all-here', '123456789012345', DEMO_PASSWORD]) {
      const refused = await changePassword(sid, DEMO_PASSWORD, weak);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('/newPassword');
    }
  });

  it('changes the password after a step-up: re-hashed with scrypt, other sessions ended, the new one signs in', async () => {
    const elsewhere = await signInAs(t.app, 'paperless');
    let sid = await signInAs(t.app, 'paperless');
    expect((await changePassword(sid, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    expect((await changePassword(sid, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    const stored = await t.database.db
      .selectFrom('credentials')
      .innerJoin('members', 'members.id', 'credentials.user_id')
      .select('password_hash')
      .where('members.username', '=', 'paperless')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(NEW_PASSWORD);
    expect((await hub(elsewhere)).statusCode).toBe(401);
    expect((await hub(sid)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'paperless', password: DEMO_PASSWORD } })).statusCode).toBe(401);
    expect(await signInAs(t.app, 'paperless', NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses a username in use or against the rules', async () => {
    let sid = await signInAs(t.app, 'delinquent');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'a b' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'business' } })).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    const taken = await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'business' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].message).toBe(errorsManifest.errors.USERNAME_TAKEN?.message);
  });

  it('lists push devices, removes one, and registers one only after a step-up', async () => {
    let sid = await signInAs(t.app, 'member');
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/tfa/devices', cookies: { sid } });
    expect(listed.statusCode).toBe(200);
    const [device] = listed.json().pushDevices;
    expect(device).toMatchObject({ pushId: expect.any(String), deviceName: expect.any(String) });

    const stranger = await signInAs(t.app, 'business');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/esi/devices/device/${device.pushId}`, cookies: { sid: stranger } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/esi/devices/device/${device.pushId}`, cookies: { sid } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/tfa/devices', cookies: { sid } })).json()).toEqual({ pushDevices: [] });

    const registration = { deviceName: 'Work phone', pushDevice: 'Pixel 9', pushToken: 'token-123' };
    const register = () => t.app.inject({ method: 'POST', url: '/api/auth/esi/devices/device', cookies: { sid }, payload: registration });
    expect((await register()).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    const created = await register();
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ deviceName: 'Work phone', pushDevice: 'Pixel 9' });
    expect(created.json()).not.toHaveProperty('pushToken');
  });

  it('is listed in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    for (const path of ['/api/security-hub/member', '/api/security-hub/member/username', '/api/security-hub/member/password', '/api/auth/tfa/options', '/api/auth/tfa/challenge/verification/push', '/api/auth/esi/devices/device/{id}', '/api/security-hub/member/devices', '/api/security-hub/member/devices/{id}']) {
      expect(paths).toContain(path);
    }
  });
});
