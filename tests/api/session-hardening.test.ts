import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { appManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { passBySms } from './step-up.support';

const SESSION_SECONDS = appManifest.session.lengthSeconds;
const ABSOLUTE_SECONDS = appManifest.session.absoluteLifetimeSeconds;

describe.each(databaseKinds())('session hardening (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = (sid: string) => t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } });
  const refresh = (sid: string) => t.app.inject({ method: 'GET', url: '/api/session/refresh', cookies: { sid } });
  const agreementOf = async (sid: string) => {
    const context = await t.app.inject({ method: 'GET', url: '/api/access-control/client-api/v3/accessgroups/service-agreements/context', cookies: { sid } });
    expect(context.statusCode).toBe(200);
    return context.json();
  };

  it('renews the session id after a passed step-up: same member and agreement, same deadlines, old id dead', async () => {
    const sid = await signInAs(t.app, 'member');
    const before = await agreementOf(sid);
    const left = (await status(sid)).json().expires_in;
    expect((await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'rotate.me' } })).statusCode).toBe(307);
    const rotated = await passBySms(t.app, sid);
    expect(rotated).not.toBe(sid);
    expect((await status(sid)).statusCode).toBe(401);
    expect((await status(rotated)).statusCode).toBe(200);
    expect((await status(rotated)).json().expires_in).toBeGreaterThanOrEqual(left - 1);
    expect(await agreementOf(rotated)).toEqual(before);
    const me = await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid: rotated } });
    expect(me.json().additions.fullName).toBe('Alex Morgan');
  });

  it('keeps the absolute lifetime however busy the member is, rotation included', async () => {
    let sid = await signInAs(t.app, 'business');
    const step = SESSION_SECONDS - 60;
    let elapsed = 0;
    while (elapsed + step < ABSOLUTE_SECONDS) {
      t.clock.advanceSeconds(step);
      elapsed += step;
      expect((await refresh(sid)).statusCode).toBe(200);
      if (elapsed > ABSOLUTE_SECONDS / 2 && elapsed <= ABSOLUTE_SECONDS / 2 + step) {
        expect((await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'busy.owner' } })).statusCode).toBe(307);
        sid = await passBySms(t.app, sid);
      }
    }
    expect((await status(sid)).json().expires_in).toBeLessThanOrEqual(ABSOLUTE_SECONDS - elapsed);
    t.clock.advanceSeconds(ABSOLUTE_SECONDS - elapsed);
    expect((await refresh(sid)).statusCode).toBe(401);
  });

  it('never extends the session on a status poll', async () => {
    const sid = await signInAs(t.app, 'paperless');
    for (let polled = 0; polled < SESSION_SECONDS - 60; polled += 60) {
      t.clock.advanceSeconds(60);
      expect((await status(sid)).statusCode).toBe(200);
    }
    t.clock.advanceSeconds(60);
    expect((await status(sid)).statusCode).toBe(401);
  });

  it('ends a signed-out session on every server process sharing the database', async () => {
    const other = await buildApp({ db: t.database.db, clock: t.clock.now, config: { demoMode: true } });
    try {
      const sid = await signInAs(t.app, 'member');
      expect((await other.inject({ method: 'GET', url: '/api/session/status', cookies: { sid } })).statusCode).toBe(200);
      expect((await other.inject({ method: 'POST', url: '/api/session/memberlogout', headers: { origin: 'http://localhost:80' }, cookies: { sid } })).statusCode).toBe(204);
      expect((await status(sid)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
