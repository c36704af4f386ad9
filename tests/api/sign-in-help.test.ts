import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorsManifest } from '../../src/manifests';
import { signInHelpManifest } from '../../src/manifests/sign-in-help-manifest';
import { identityFactsFor } from '../../src/server/seed/identity-facts';
import { createTestApp, DEMO_PASSWORD, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const API = '/api/sign-in-help';
const NEW_PASSWORD = 'Harbor-lights-2027';
const settings = signInHelpManifest.recovery;
const message = (code: ErrorCode) => errorsManifest.errors[code]?.message;

describe.each(databaseKinds())('sign-in help (%s)', (kind) => {
  let t: TestApp;
  let ipSeq = 0;
  let ip = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => {
    await t?.close();
  });
  // Each test calls from its own address, so the per-address limits of one test do not reach the next.
  beforeEach(() => {
    ipSeq += 1;
    ip = `10.14.0.${ipSeq}`;
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as Record<string, unknown>, remoteAddress: ip, ...(cookie === undefined ? {} : { cookies: { sih: cookie } }) });
  const recoveryCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'sih')?.value ?? '';

  async function accountLast4(username: string): Promise<string> {
    const row = await t.database.db
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select('arrangements.account_number')
      .where('members.username', '=', username)
      .where('service_agreements.is_master', '=', true)
      .orderBy('arrangements.account_number')
      .executeTakeFirstOrThrow();
    return row.account_number.slice(-4);
  }
  async function userIdOf(username: string): Promise<string> {
    return (await t.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
  /** What the member's phone has received: codes are texted after the answer, so wait for the queue first. */
  async function smsTo(userId: string): Promise<string[]> {
    await t.app.deferredTasks.idle();
    const rows = await t.database.db.selectFrom('outbox_messages').select('body').where('user_id', '=', userId).orderBy('seq', 'desc').execute();
    return rows.map((row) => row.body);
  }
  async function newestCode(userId: string): Promise<string> {
    const code = (await smsTo(userId)).map((text) => /verification code is (\d+)/.exec(text)?.[1]).find((found) => found !== undefined);
    if (code === undefined) throw new Error('no code was texted');
    return code;
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** settings.codeLength).padStart(settings.codeLength, '0');
  const facts = (username: string) => identityFactsFor(username);

  it('answers a forgot-password start the same for a member, a wrong fact and an unknown username, texting only the member', async () => {
    const memberId = await userIdOf('member');
    const before = (await smsTo(memberId)).length;
    const { taxIdLast4, birthDate } = facts('member');
    const answers = [
      await post('/forgot-password', { username: 'Member ', taxIdLast4, birthDate }),
      await post('/forgot-password', { username: 'member', taxIdLast4: taxIdLast4 === '0000' ? '0001' : '0000', birthDate }),
      await post('/forgot-password', { username: 'no-such-member-here', taxIdLast4, birthDate }),
      await post('/forgot-password', { username: 'enrol', ...facts('enrol') }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ codeLength: settings.codeLength, expiresInSeconds: settings.codeExpirySeconds });
      const cookie = answer.cookies.find((entry) => entry.name === 'sih');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
      expect(Object.keys(answer.headers).sort()).toEqual(Object.keys(answers[0]?.headers ?? {}).sort());
    }
    expect((await smsTo(memberId)).length).toBe(before + 1);
    expect((await smsTo(await userIdOf('enrol'))).length).toBe(0);
  });

  it('answers a wrong code the same for an unknown user as for a member, and locks either after maxCodeAttempts', async () => {
    const memberId = await userIdOf('member');
    const known = recoveryCookie(await post('/forgot-password', { username: 'member', ...facts('member') }));
    const unknown = recoveryCookie(await post('/forgot-password', { username: 'nobody-at-all', ...facts('member') }));
    const wrong = wrongCode(await newestCode(memberId));
    for (let attempt = 1; attempt < settings.maxCodeAttempts; attempt += 1) {
      const [a, b] = [await post('/verify', { code: wrong }, known), await post('/verify', { code: wrong }, unknown)];
      expect([a.statusCode, b.statusCode]).toEqual([400, 400]);
      expect(a.json()).toEqual({ errors: [{ path: '/code', message: message('SIGN_IN_HELP_CODE_INCORRECT') }] });
      expect(b.json()).toEqual(a.json());
    }
    const [lockedA, lockedB] = [await post('/verify', { code: wrong }, known), await post('/verify', { code: wrong }, unknown)];
    expect([lockedA.statusCode, lockedB.statusCode]).toEqual([423, 423]);
    expect(lockedA.json()).toEqual({ errors: [{ path: '', message: message('SIGN_IN_HELP_LOCKED') }] });
    // Locked: even the right code no longer opens it.
    const right = await post('/verify', { code: await newestCode(memberId) }, known);
    expect(right.statusCode).toBe(423);
    expect((await post('/password', { newPassword: NEW_PASSWORD }, known)).statusCode).toBe(423);
  });

  it('refuses a code without a recovery, and an expired code', async () => {
    expect((await post('/verify', { code: '123456' })).json()).toEqual({ errors: [{ path: '', message: message('SIGN_IN_HELP_EXPIRED') }] });
    const cookie = recoveryCookie(await post('/forgot-password', { username: 'member', ...facts('member') }));
    const code = await newestCode(await userIdOf('member'));
    t.clock.advanceSeconds(settings.codeExpirySeconds + 1);
    const late = await post('/verify', { code }, cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].message).toBe(message('SIGN_IN_HELP_EXPIRED'));
  });

  it('resets a password under the password rules: the new one signs in, the old one does not, sessions end', async () => {
    const memberId = await userIdOf('trusted');
    const before = await signInAs(t.app, 'trusted');
    const cookie = recoveryCookie(await post('/forgot-password', { username: 'trusted', ...facts('trusted') }));
    // No new password before the code.
    expect((await post('/password', { newPassword: NEW_PASSWORD }, cookie)).statusCode).toBe(400);
    const verified = await post('/verify', { code: await newestCode(memberId) }, cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ purpose: 'password' });
    for (const weak of ['short-1', 'no-digits-at-all-here', '123456789012345', 'trusted', DEMO_PASSWORD]) {
      const refused = await post('/password', { newPassword: weak }, cookie);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json()).toEqual({ errors: [{ path: '/newPassword', message: message('PASSWORD_POLICY') }] });
    }
    const reset = await post('/password', { newPassword: NEW_PASSWORD }, cookie);
    expect(reset.statusCode).toBe(204);
    expect(reset.cookies.find((entry) => entry.name === 'sih')?.value).toBe('');
    // Used once only.
    expect((await post('/password', { newPassword: `${NEW_PASSWORD}x` }, cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/session/status', cookies: { sid: before } })).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'trusted', password: DEMO_PASSWORD }, remoteAddress: ip });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'trusted', password: NEW_PASSWORD }, remoteAddress: ip });
    // Right password: signed in (from this unknown device, with the new-device check still to pass: 307).
    expect([200, 307]).toContain(fresh.statusCode);
    expect(sessionCookieOf(fresh)).toBeDefined();
    expect((await smsTo(memberId))[0]).toContain('password was just reset');
  });

  it('texts a forgotten username to the phone on file and names it only once the code is right', async () => {
    const memberId = await userIdOf('member');
    const start = await post('/forgot-username', { ...facts('member'), accountLast4: await accountLast4('member') });
    expect(start.statusCode).toBe(202);
    expect(start.body).not.toContain('member');
    const cookie = recoveryCookie(start);
    const wrong = await post('/verify', { code: wrongCode(await newestCode(memberId)) }, cookie);
    expect(wrong.body).not.toContain('"member"');
    const right = await post('/verify', { code: await newestCode(memberId) }, cookie);
    expect(right.json()).toEqual({ purpose: 'username', username: 'member' });
    expect((await smsTo(memberId))[0]).toContain('the username you asked for is member');
    // Done: the recovery cannot be used again.
    expect((await post('/verify', { code: '000000' }, cookie)).statusCode).toBe(400);
    // Another member's account number with member's facts names nobody: nothing is texted.
    const count = (await smsTo(memberId)).length;
    expect((await post('/forgot-username', { ...facts('member'), accountLast4: await accountLast4('business') })).statusCode).toBe(202);
    expect((await smsTo(memberId)).length).toBe(count);
  });

  it('enrols a member with accounts but no credentials: username and password chosen, then sign-in works', async () => {
    const enrolId = await userIdOf('enrol');
    expect((await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'enrol', password: DEMO_PASSWORD }, remoteAddress: ip })).statusCode).toBe(401);
    const claim = { ...facts('enrol'), accountLast4: await accountLast4('enrol') };
    // The README's persona table gives this account's last four for the enrolment walk-through.
    expect(claim.accountLast4).toBe('3992');
    // An enrolled member cannot enrol again (nothing texted).
    const memberId = await userIdOf('member');
    const memberTexts = (await smsTo(memberId)).length;
    expect((await post('/enrolment', { ...facts('member'), accountLast4: await accountLast4('member') })).statusCode).toBe(202);
    expect((await smsTo(memberId)).length).toBe(memberTexts);

    const cookie = recoveryCookie(await post('/enrolment', claim));
    expect((await post('/verify', { code: await newestCode(enrolId) }, cookie)).json()).toEqual({ purpose: 'enrol' });
    const taken = await post('/enrolment/credentials', { username: 'member', newPassword: NEW_PASSWORD }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({ path: '/username', message: message('USERNAME_TAKEN') });
    expect((await post('/enrolment/credentials', { username: 'x', newPassword: NEW_PASSWORD }, cookie)).json().errors[0].path).toBe('/username');
    expect((await post('/enrolment/credentials', { username: 'maya.lopez', newPassword: 'maya.lopez' }, cookie)).json().errors[0].path).toBe('/newPassword');
    expect((await post('/enrolment/credentials', { username: 'Maya.Lopez', newPassword: NEW_PASSWORD }, cookie)).statusCode).toBe(204);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/session/login', payload: { username: 'maya.lopez', password: NEW_PASSWORD }, remoteAddress: ip });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ fullName: 'Maya Lopez' });
  });

  it('limits starts per address and per identity, the same for any username', async () => {
    const { taxIdLast4, birthDate } = facts('member');
    for (let n = 0; n < settings.startsPerIdentity.maxStarts; n += 1) {
      ip = `10.15.${n}.1`;
      expect((await post('/forgot-password', { username: 'nobody-limited', taxIdLast4, birthDate })).statusCode).toBe(202);
    }
    ip = '10.15.200.1';
    const limited = await post('/forgot-password', { username: 'nobody-limited', taxIdLast4, birthDate });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: [{ path: '', message: message('SIGN_IN_HELP_THROTTLED') }] });
    ip = '10.16.0.1';
    let status = 0;
    for (let n = 0; n <= settings.startsPerAddress.maxStarts && status !== 429; n += 1) {
      status = (await post('/forgot-password', { username: `nobody-${n}`, taxIdLast4, birthDate })).statusCode;
    }
    expect(status).toBe(429);
  });

  it("keys the per-identity limit on the facts claimed: a stranger's guesses at a username do not hold up its member", async () => {
    const { taxIdLast4, birthDate } = facts('member');
    const wrongTaxId = taxIdLast4 === '0000' ? '0001' : '0000';
    for (let n = 0; n <= settings.startsPerIdentity.maxStarts; n += 1) {
      ip = `10.17.${n}.1`;
      await post('/forgot-password', { username: 'member', taxIdLast4: wrongTaxId, birthDate });
    }
    ip = '10.17.200.1';
    expect((await post('/forgot-password', { username: 'member', taxIdLast4: wrongTaxId, birthDate })).statusCode).toBe(429);
    // The member, with their own facts, is a different bucket.
    expect((await post('/forgot-password', { username: 'member', taxIdLast4, birthDate })).statusCode).toBe(202);
  });

  it('refuses a date of birth that is not a calendar day, and malformed facts', async () => {
    expect((await post('/forgot-password', { username: 'member', taxIdLast4: '1234', birthDate: '1984-02-30' })).statusCode).toBe(400);
    expect((await post('/forgot-password', { username: 'member', taxIdLast4: '12345', birthDate: '1984-02-03' })).statusCode).toBe(400);
    expect((await post('/forgot-username', { taxIdLast4: '1234', birthDate: '1984-02-03' })).statusCode).toBe(400);
    expect((await post('/forgot-username', { taxIdLast4: '1234', birthDate: '1984-02-03', accountLast4: '1234', extra: 1 })).statusCode).toBe(400);
  });

  it('in demo mode serves the recovery phone\'s texts to its own browser only', async () => {
    const cookie = recoveryCookie(await post('/forgot-password', { username: 'member', ...facts('member') }));
    await t.app.deferredTasks.idle();
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/sign-in-help/outbox', cookies: { sih: cookie }, remoteAddress: ip });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().messages[0].text).toMatch(/verification code is \d{6}/);
    const none = await t.app.inject({ method: 'GET', url: '/api/dev/sign-in-help/outbox', remoteAddress: ip });
    expect(none.json()).toEqual({ messages: [] });
  });
});
