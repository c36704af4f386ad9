import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskManifest } from '../../src/manifests';
import { errorMessage } from '../../src/server/errors';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { firstPhoneId, latestOtp, passBySms, rotatedSid, sendOtp, verifyOtp } from './step-up.support';

const { otpExpirySeconds, maxAttempts, resendIntervalSeconds } = riskManifest.challenge;

describe.each(databaseKinds())('step-up (%s)', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp(kind, { config: { demoMode: true }, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const changeUsername = (sid: string, username: string) =>
    t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username } });

  it('offers the phones masked to the last 4 digits and the push device', async () => {
    const sid = await signInAs(t.app, 'member');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/tfa/options?workflow=HR', cookies: { sid }, headers: { cid: 'CPID-Online', platform: 'WEB', appVersion: '3.6.2' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.phoneNumbers).toHaveLength(2);
    expect(body.phoneNumbers.map((phone: { phoneType: string }) => phone.phoneType).sort()).toEqual(['HOME', 'MOBILE']);
    for (const phone of body.phoneNumbers) expect(phone.phoneNumber).toMatch(/^•••-•••-\d{4}$/);
    expect(body.pushDevices).toEqual([expect.objectContaining({ pushId: expect.any(String), deviceName: expect.any(String), pushDevice: expect.any(String) })]);
  });

  it('challenges a risky action, and runs it once after a verified code, in the rotated session only', async () => {
    let sid = await signInAs(t.app, 'member');
    const challenged = await changeUsername(sid, 'alex.morgan1');
    expect(challenged.statusCode).toBe(307);
    expect(challenged.json()).toEqual({ status: 'CHALLENGE', event: 'changeUsername', data: expect.objectContaining({ challengeId: expect.any(String), workflow: 'HR' }), state: 'CHALLENGE_REQUIRED' });
    expect((await t.database.db.selectFrom('members').select('username').where('username', '=', 'alex.morgan1').executeTakeFirst())).toBeUndefined();

    const sent = await sendOtp(t.app, sid, await firstPhoneId(t.app, sid));
    expect(sent.json()).toEqual({ expiration: otpExpirySeconds });
    const code = await latestOtp(t.app, sid);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db.selectFrom('step_up_deliveries').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);

    const verified = await verifyOtp(t.app, sid, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ state: 'VERIFIED', event: 'changeUsername', status: 'SUCCESS' });
    const oldSid = sid;
    sid = rotatedSid(verified);
    expect(sid).not.toBe(oldSid);
    expect((await changeUsername(oldSid, 'alex.morgan1')).statusCode).toBe(401);

    expect((await changeUsername(sid, 'alex.morgan1')).statusCode).toBe(204);
    expect((await changeUsername(sid, 'alex.morgan1')).statusCode).toBe(307);
    expect(await signInAs(t.app, 'alex.morgan1')).toEqual(expect.any(String));
    await t.database.db.updateTable('members').set({ username: 'member' }).where('username', '=', 'alex.morgan1').execute();
    expect(logLines.join('')).not.toContain(code);
    expect(logLines.join('')).not.toContain(oldSid);
  });

  it('does not let a verified challenge approve an edited payload', async () => {
    let sid = await signInAs(t.app, 'member');
    expect((await changeUsername(sid, 'first.choice')).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    expect((await changeUsername(sid, 'second.choice')).statusCode).toBe(307);
  });

  it('expires codes, and a used code cannot pass another challenge', async () => {
    let sid = await signInAs(t.app, 'paperless');
    expect((await changeUsername(sid, 'paper.one')).statusCode).toBe(307);
    await sendOtp(t.app, sid, await firstPhoneId(t.app, sid));
    const expired = await latestOtp(t.app, sid);
    t.clock.advanceSeconds(otpExpirySeconds + 1);
    const late = await verifyOtp(t.app, sid, expired);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].code).toBe('AA105');

    const sent = await sendOtp(t.app, sid, await firstPhoneId(t.app, sid));
    expect(sent.statusCode).toBe(200);
    const code = await latestOtp(t.app, sid);
    const verified = await verifyOtp(t.app, sid, code);
    expect(verified.statusCode).toBe(200);
    sid = rotatedSid(verified);
    expect((await changeUsername(sid, 'paper.two')).statusCode).toBe(307);
    const reused = await verifyOtp(t.app, sid, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].code).toBe('AA105');
    await t.database.db.deleteFrom('attempt_slots').where('scope', '=', 'step-up').execute();
  });

  it('limits resends to one per interval', async () => {
    const sid = await signInAs(t.app, 'business');
    expect((await changeUsername(sid, 'biz.owner1')).statusCode).toBe(307);
    const phoneId = await firstPhoneId(t.app, sid);
    expect((await sendOtp(t.app, sid, phoneId)).statusCode).toBe(200);
    expect((await sendOtp(t.app, sid, phoneId)).statusCode).toBe(429);
    t.clock.advanceSeconds(resendIntervalSeconds);
    expect((await sendOtp(t.app, sid, phoneId)).statusCode).toBe(200);
  });

  it('refuses a wrong code (AA105), locks out after the configured failures (AA106), and a new challenge does not reset it', async () => {
    const sid = await signInAs(t.app, 'delinquent');
    expect((await changeUsername(sid, 'late.payer1')).statusCode).toBe(307);
    const phoneId = await firstPhoneId(t.app, sid);
    await sendOtp(t.app, sid, phoneId);
    const code = await latestOtp(t.app, sid);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < maxAttempts; attempt += 1) {
      const refused = await verifyOtp(t.app, sid, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ code: 'AA105', message: 'The code you entered was incorrect.' });
    }
    const locked = await verifyOtp(t.app, sid, wrong);
    expect(locked.json().errors[0].code).toBe('AA106');
    expect((await verifyOtp(t.app, sid, code)).json().errors[0].code).toBe('AA106');

    expect((await changeUsername(sid, 'late.payer2')).statusCode).toBe(307);
    t.clock.advanceSeconds(resendIntervalSeconds);
    const resend = await sendOtp(t.app, sid, phoneId);
    expect(resend.statusCode).toBe(400);
    expect(resend.json().errors[0].code).toBe('AA106');
  });

  it('does not let another session verify a challenge', async () => {
    const first = await signInAs(t.app, 'member');
    const second = await signInAs(t.app, 'member');
    const challenged = await changeUsername(first, 'cross.session');
    const { challengeId } = challenged.json().data;
    await sendOtp(t.app, first, await firstPhoneId(t.app, first));
    const code = await latestOtp(t.app, first);
    const other = await verifyOtp(t.app, second, code, challengeId);
    expect(other.statusCode).toBe(400);
    expect((await changeUsername(second, 'cross.session')).statusCode).toBe(307);
    expect((await verifyOtp(t.app, first, code, challengeId)).statusCode).toBe(200);
  });

  it('passes with an approved push and refuses a denied one', async () => {
    let sid = await signInAs(t.app, 'member');
    const push = async () => {
      const options = (await t.app.inject({ method: 'GET', url: '/api/auth/tfa/options?workflow=HR', cookies: { sid } })).json();
      const device = options.pushDevices[0];
      // The push address and name repeated from the options must be the device's own: another's sends nothing.
      for (const wrong of [{ pushToken: `${device.pushDevice}-other` }, { deviceName: `${device.deviceName} (other)` }]) {
        const refused = await t.app.inject({ method: 'POST', url: '/api/auth/tfa/challenge/push', cookies: { sid }, payload: { credentialId: device.pushId, pushToken: device.pushDevice, deviceName: device.deviceName, workflow: 'HR', ...wrong } });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().errors[0]).toEqual({ path: 'pushToken' in wrong ? '/pushToken' : '/deviceName', message: errorMessage('STEP_UP_UNKNOWN_DEVICE') });
      }
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/tfa/challenge/push', cookies: { sid }, payload: { credentialId: device.pushId, pushToken: device.pushDevice, deviceName: device.deviceName, workflow: 'HR' } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { transactionId: string; expiration: number; pollingInterval: number };
    };
    const poll = (transactionId: string) => t.app.inject({ method: 'POST', url: '/api/auth/tfa/challenge/verification/push', cookies: { sid }, payload: { transactionId, workflow: 'HR' } });

    expect((await changeUsername(sid, 'push.approved')).statusCode).toBe(307);
    const sent = await push();
    expect(sent).toEqual({ transactionId: expect.any(String), expiration: riskManifest.challenge.pushExpirySeconds, pollingInterval: riskManifest.challenge.pushPollingIntervalSeconds });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox', cookies: { sid } })).json();
    expect(outbox.messages[0]).toMatchObject({ channel: 'PUSH', transactionId: sent.transactionId });
    expect((await poll(sent.transactionId)).json()).toEqual({ pushStatus: 'IN_PROGRESS' });
    expect((await t.app.inject({ method: 'POST', url: `/api/dev/push/${sent.transactionId}/approve`, cookies: { sid } })).statusCode).toBe(204);
    const approved = await poll(sent.transactionId);
    expect(approved.json()).toEqual({ pushStatus: 'APPROVED', event: 'changeUsername' });
    sid = rotatedSid(approved);
    expect((await changeUsername(sid, 'push.approved')).statusCode).toBe(204);
    await t.database.db.updateTable('members').set({ username: 'member' }).where('username', '=', 'push.approved').execute();

    t.clock.advanceSeconds(resendIntervalSeconds);
    expect((await changeUsername(sid, 'push.denied')).statusCode).toBe(307);
    const second = await push();
    expect((await t.app.inject({ method: 'POST', url: `/api/dev/push/${second.transactionId}/deny`, cookies: { sid } })).statusCode).toBe(204);
    const denied = await poll(second.transactionId);
    expect(denied.statusCode).toBe(400);
    expect(denied.json().errors[0]).toMatchObject({ code: 'AA105', message: 'Your verification has been denied.' });
    expect((await poll(second.transactionId)).json()).toEqual({ pushStatus: 'INVALID' });

    t.clock.advanceSeconds(resendIntervalSeconds);
    const third = await push();
    t.clock.advanceSeconds(riskManifest.challenge.pushExpirySeconds);
    expect((await poll(third.transactionId)).json()).toEqual({ pushStatus: 'EXPIRED' });
    await t.database.db.deleteFrom('attempt_slots').where('scope', '=', 'step-up').execute();
  });
});

describe.each(databaseKinds())('step-up without demo mode (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no outbox or phone routes, and fails to send rather than pretend', async () => {
    const sid = await signInAs(t.app, 'member');
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', cookies: { sid } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/push/00000000-0000-4000-8000-000000000000/approve', cookies: { sid } })).statusCode).toBe(404);
    expect(t.app.routeGuardDeclarations().some((route) => route.url.startsWith('/api/dev'))).toBe(false);
    expect((await t.app.inject({ method: 'PUT', url: '/api/security-hub/member/username', cookies: { sid }, payload: { username: 'no.demo1' } })).statusCode).toBe(307);
    expect((await sendOtp(t.app, sid, await firstPhoneId(t.app, sid))).statusCode).toBe(503);
  });
});
