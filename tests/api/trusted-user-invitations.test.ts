import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList, Precheck, TrustedUser, TrustedUserFeatureLevels, TrustedUserInvitationReceipt, TrustedUserList } from '../../engine/core/generated/api.gen';
import { formatInstantIn } from '../../engine/core/calendar';
import { appManifest } from '../../src/manifests';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const BASE = '/api/access-control/client-api/v3/trusted-users';
const ACCEPT = '/api/access-control/client-api/v3/trusted-user-invitations/acceptance';
const DETAILS = '/api/access-control/client-api/v3/trusted-user-invitations/details';
const PRECHECK = '/api/claims-manager-service/client-api/precheck';
const OUTBOX = '/api/dev/outbox';
const PASSWORD = 'Trusted-pass-2026';
const PHONE = '8005550123';
const PROFILE_CONDITION = 'PRF_MBR';
const LINK = new RegExp(`(\\S+)${trustedUsersManifest.invitation.linkPath}#([A-Za-z0-9_-]{43})`);

const features = (levels: Partial<TrustedUserFeatureLevels> = {}): TrustedUserFeatureLevels => ({
  BILL_PAY: 'NO_ACCESS',
  PROFILE: 'NO_ACCESS',
  MESSAGES: 'NO_ACCESS',
  ACCOUNT_NOTIFICATIONS: 'NO_ACCESS',
  ...levels,
});

describe.each(databaseKinds())('trusted-user invitations: the e-mail, acceptance with contacts, resend and cancel (%s)', (kind) => {
  let t: TestApp;
  let memberSid: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    memberSid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, sid?: string, payload?: object) =>
    t.app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload === undefined ? {} : { payload }) });
  /** The newest e-mail to `email` in the member's demo outbox. */
  const mailTo = async (email: string): Promise<string> => {
    const outbox = (await call('GET', OUTBOX, memberSid)).json() as OutboxList;
    return outbox.messages.find((message) => message.channel === 'EMAIL' && message.recipient === email)?.text ?? '';
  };
  const tokenIn = (text: string): string => LINK.exec(text)?.[2] ?? '';
  const invite = async (email: string, accessLevel: TrustedUser['accessLevel'] = 'VIEW_ONLY', levels = features()) => {
    const response = await call('POST', `${BASE}/invitations`, memberSid, { name: 'Robin Diaz', email, userType: 'Trusted Member', accessLevel, features: levels });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as TrustedUserInvitationReceipt;
    return { ...receipt, token: tokenIn(await mailTo(email)) };
  };
  const accept = (token: string, username: string, mobilePhone?: string) =>
    call('POST', ACCEPT, undefined, { token, mode: 'NEW_USER', username, password: PASSWORD, ...(mobilePhone === undefined ? {} : { mobilePhone }) });
  const pendingIds = async (): Promise<string[]> =>
    ((await call('GET', BASE, memberSid)).json() as TrustedUserList).trustedUsers.filter((user) => user.status === 'PENDING').map((user) => user.id);

  it("mails an absolute link on the public origin and the expiry on the credit union's clock", async () => {
    const receipt = await invite('robin.diaz@example.com');
    const text = await mailTo('robin.diaz@example.com');
    expect(LINK.exec(text)?.[1]).toBe(appManifest.publicOrigin);
    expect(text).toContain(formatInstantIn(new Date(receipt.expiresAt), appManifest.calendar.timeZone));
    expect(text).not.toContain('UTC');
  });

  it('asks a new sign-in for a mobile phone under the profile rules, and keeps it and the invited address on file', async () => {
    const { token } = await invite('sam.ortiz@example.com');
    for (const phone of [undefined, '', '12345', '80055501234', '555-0123-99']) {
      const refused = await accept(token, 'sam.ortiz', phone);
      expect(refused.statusCode, String(phone)).toBe(400);
      expect((refused.json() as { errors: { path: string; message: string }[] }).errors[0]).toMatchObject({ path: '/mobilePhone', message: expect.any(String) });
    }
    const accepted = await accept(token, 'sam.ortiz', PHONE);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const user = await t.database.db.selectFrom('members').select('id').where('username', '=', 'sam.ortiz').executeTakeFirstOrThrow();
    const phones = await t.database.db.selectFrom('member_phone_addresses').select(['number', 'phone_type', 'status']).where('user_id', '=', user.id).execute();
    expect(phones).toEqual([{ number: PHONE, phone_type: 'MOBILE', status: 'ACTIVE' }]);
    const emails = await t.database.db.selectFrom('member_electronic_addresses').select(['email_address', 'status']).where('user_id', '=', user.id).execute();
    expect(emails).toEqual([{ email_address: 'sam.ortiz@example.com', status: 'ACTIVE' }]);
  });

  it('raises the profile intercept only for a trusted user the policy lets change their profile', async () => {
    const viewer = await invite('no.profile@example.com');
    expect((await accept(viewer.token, 'no.profile', PHONE)).statusCode).toBe(200);
    const editor = await invite('full.profile@example.com', 'FULL_ACCESS', features({ PROFILE: 'FULL_ACCESS' }));
    expect((await accept(editor.token, 'full.profile', PHONE)).statusCode).toBe(200);

    // Neither has a mailing address: only the one who may edit their profile is asked for it.
    const viewerCheck = (await call('GET', PRECHECK, await signInAs(t.app, 'no.profile', PASSWORD))).json() as Precheck;
    expect(viewerCheck.conditions).not.toContain(PROFILE_CONDITION);
    expect(viewerCheck.memberDetails).toBeUndefined();
    const editorCheck = (await call('GET', PRECHECK, await signInAs(t.app, 'full.profile', PASSWORD))).json() as Precheck;
    expect(editorCheck.conditions).toContain(PROFILE_CONDITION);
    expect(editorCheck.memberDetails?.address?.status).toBe('Missing');
    expect(editorCheck.memberDetails?.phone).toEqual([]);
    expect(editorCheck.memberDetails?.email).toBeUndefined();
  });

  it('resends a waiting invitation with a fresh link and expiry; the old link is refused', async () => {
    const first = await invite('resend@example.com');
    t.clock.advanceSeconds(3600);
    // The member's session idled out while the clock moved: a new one.
    memberSid = await signInAs(t.app, 'member');
    const resent = await call('POST', `${BASE}/${first.id}/resend`, memberSid);
    expect(resent.statusCode, resent.body).toBe(200);
    const receipt = resent.json() as TrustedUserInvitationReceipt;
    expect(receipt).toMatchObject({ id: first.id, email: 'resend@example.com' });
    expect(Date.parse(receipt.expiresAt)).toBe(Date.parse(first.expiresAt) + 3_600_000);
    const token = tokenIn(await mailTo('resend@example.com'));
    expect(token).not.toBe(first.token);
    expect((await call('POST', DETAILS, undefined, { token: first.token })).statusCode).toBe(410);
    expect((await accept(first.token, 'resend.old', PHONE)).statusCode).toBe(410);
    expect((await call('POST', DETAILS, undefined, { token })).statusCode).toBe(200);
    expect((await accept(token, 'resend.new', PHONE)).statusCode).toBe(200);
    // Used: nothing waits to be resent any more.
    expect((await call('POST', `${BASE}/${first.id}/resend`, memberSid)).statusCode).toBe(404);
  });

  it('cancels a waiting invitation: its link is refused, and it can be neither resent nor cancelled again', async () => {
    const waiting = await invite('cancelled@example.com');
    expect((await call('DELETE', `${BASE}/${waiting.id}`, memberSid)).statusCode).toBe(204);
    expect(await pendingIds()).not.toContain(waiting.id);
    expect((await call('POST', DETAILS, undefined, { token: waiting.token })).statusCode).toBe(410);
    expect((await accept(waiting.token, 'cancelled.user', PHONE)).statusCode).toBe(410);
    expect((await call('POST', `${BASE}/${waiting.id}/resend`, memberSid)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${waiting.id}`, memberSid)).statusCode).toBe(404);
  });

  it("answers 404 to another holder's invitation id and changes nothing; refuses anyone but the holder", async () => {
    const waiting = await invite('foreign@example.com');
    const stored = () => t.database.db.selectFrom('trusted_user_invitations').select(['token_hash', 'expires_at', 'status']).where('id', '=', waiting.id).executeTakeFirstOrThrow();
    const before = await stored();
    const business = await signInAs(t.app, 'business');
    expect((await call('POST', `${BASE}/${waiting.id}/resend`, business)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${waiting.id}`, business)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/${randomUUID()}/resend`, memberSid)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/not-a-uuid/resend`, memberSid)).statusCode).toBe(400);
    expect((await call('POST', `${BASE}/${waiting.id}/resend`)).statusCode).toBe(401);
    expect((await call('POST', `${BASE}/${waiting.id}/resend`, await signInAs(t.app, 'trusted'))).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    expect(await pendingIds()).toContain(waiting.id);
    expect((await call('POST', DETAILS, undefined, { token: waiting.token })).statusCode).toBe(200);
  });
});
