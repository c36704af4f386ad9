import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/server/auth/session-token';
import { appManifest, errorsManifest } from '../../src/manifests';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const SESSION_SECONDS = appManifest.session.lengthSeconds;
const ABSOLUTE_SECONDS = appManifest.session.absoluteLifetimeSeconds;

describe.each(databaseKinds())('session service (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = (token: string) => t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid: token } });
  const refresh = (token: string) => t.app.inject({ method: 'GET', url: '/api/session/refresh', cookies: { sid: token } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid: token } });

  it('signs in: the user in the body, an HttpOnly SameSite=Strict cookie on Path=/, only its hash stored', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'member', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { fullName: 'Alex Morgan', additions: { membershipType: 'P', givenName: 'Alex', isMinor: 'false' } } });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // plain http on localhost
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

    const token = cookie?.value ?? '';
    const rows = await t.database.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((row) => row.id)).toContain(hashSessionToken(token));
    expect(rows.map((row) => row.id)).not.toContain(token);
  });

  it('marks the cookie Secure anywhere but plain http on the local machine', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session/login',
      headers: { host: 'bank.example.org' },
      payload: { username: 'member', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('accepts the username in any case and answers users/me for the session', async () => {
    const token = await signInAs(t.app, 'MEMBER');
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ externalId: expect.any(String), additions: { fullName: 'Alex Morgan', memberSince: '2011-04-18', militaryRank: 'Staff Sergeant' } });
    expect(response.json().additions).not.toHaveProperty('employee_guid');
    expect(response.json().additions).not.toHaveProperty('employee_id');
  });

  it('reports employee_guid and employee_id for staff (the OneView channel), and no military rank where none is on file', async () => {
    const response = await me(await signInAs(t.app, 'msr'));
    expect(response.json().additions.employee_guid).toEqual(expect.any(String));
    expect(response.json().additions.employee_id).toBe('E10482');
    expect(response.json().additions).not.toHaveProperty('militaryRank');
  });

  it('keeps an employee id off members: the database refuses one without an employee guid', async () => {
    const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow();
    await expect(t.database.db.updateTable('members').set({ employee_id: 'E99999' }).where('id', '=', member.id).execute()).rejects.toThrow(/members_employee_id_only_staff/);
  });

  it('refuses a wrong password and an unknown user with the same generic 401', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/session/login', remoteAddress: '10.1.0.1', payload: { username: 'business', password: 'not-it' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/session/login', remoteAddress: '10.1.0.2', payload: { username: 'nobody-here', password: 'not-it' } });
    const expected = { errors: [{ path: '', message: errorsManifest.errors.LOGIN_FAILED?.message }] };
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(sessionCookieOf(unknown)).toBeUndefined();
  });

  it('issues a new id on every sign-in and deletes the one the browser had', async () => {
    const first = await signInAs(t.app, 'paperless');
    const second = await t.app.inject({ method: 'POST', url: '/api/session/login', cookies: { sid: first }, payload: { username: 'paperless', password: DEMO_PASSWORD } });
    const next = sessionCookieOf(second)?.value;
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
    expect((await status(first)).statusCode).toBe(401);
    expect((await status(next ?? '')).statusCode).toBe(200);
  });

  it('status reads the time left without extending it; refresh and other calls extend it', async () => {
    const token = await signInAs(t.app, 'member');
    expect((await status(token)).json()).toEqual({ expires_in: SESSION_SECONDS });

    t.clock.advanceSeconds(100);
    expect((await status(token)).json()).toEqual({ expires_in: SESSION_SECONDS - 100 });
    t.clock.advanceSeconds(100);
    expect((await status(token)).json()).toEqual({ expires_in: SESSION_SECONDS - 200 });

    const refreshed = await refresh(token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ expires_in: SESSION_SECONDS });

    t.clock.advanceSeconds(300);
    expect((await me(token)).statusCode).toBe(200);
    expect((await status(token)).json()).toEqual({ expires_in: SESSION_SECONDS });
  });

  it('ends an idle session after the session length: 401 and the cookie cleared', async () => {
    const token = await signInAs(t.app, 'member');
    t.clock.advanceSeconds(SESSION_SECONDS - 1);
    expect((await status(token)).statusCode).toBe(200);
    t.clock.advanceSeconds(1);
    const ended = await status(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.SESSION_REQUIRED?.message }] });
    expect(sessionCookieOf(ended)?.value).toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('ends even a busy session at the absolute lifetime', async () => {
    const token = await signInAs(t.app, 'member');
    const step = SESSION_SECONDS - 60;
    let elapsed = 0;
    while (elapsed + step < ABSOLUTE_SECONDS) {
      t.clock.advanceSeconds(step);
      elapsed += step;
      expect((await refresh(token)).statusCode).toBe(200);
    }
    const left = (await status(token)).json().expires_in as number;
    expect(left).toBeLessThanOrEqual(ABSOLUTE_SECONDS - elapsed);
    t.clock.advanceSeconds(ABSOLUTE_SECONDS - elapsed);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('signs out: the row is deleted, the cookie cleared, the old cookie gets 401', async () => {
    const token = await signInAs(t.app, 'member');
    const out = await t.app.inject({ method: 'POST', url: '/api/session/memberlogout', cookies: { sid: token } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(sessionCookieOf(out)?.value).toBe('');
    const row = await t.database.db.selectFrom('sessions').select('id').where('id', '=', hashSessionToken(token)).executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await status(token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers 401 to a call with no cookie or a made-up one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status' })).statusCode).toBe(401);
    expect((await status('x'.repeat(43))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me' })).statusCode).toBe(401);
  });
});
