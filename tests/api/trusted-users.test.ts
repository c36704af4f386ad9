import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrentUser,
  OutboxList,
  PermissionSummary,
  ProductSummary,
  ServiceAgreement,
  TrustedUser,
  TrustedUserFeatureLevels,
  TrustedUserList,
} from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { trustedUsersManifest } from '../../src/manifests/trusted-users-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const BASE = '/api/access-control/client-api/v3/trusted-users';
const INVITE = `${BASE}/invitations`;
const DETAILS = '/api/access-control/client-api/v3/trusted-user-invitations/details';
const ACCEPT = '/api/access-control/client-api/v3/trusted-user-invitations/acceptance';
const SUMMARY = '/api/access-control/client-api/v3/accessgroups/users/permissions/summary';
const CONTEXT = '/api/access-control/client-api/v3/accessgroups/service-agreements/context';
const CHOICES = '/api/access-control/client-api/v3/accessgroups/usercontext/serviceagreements';
const PRODUCTS = '/api/arrangement-manager/client-api/v2/productsummary';
const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const OUTBOX = '/api/dev/outbox';
const NEW_PASSWORD = 'Trusted-pass-2026';

const features = (levels: Partial<TrustedUserFeatureLevels> = {}): TrustedUserFeatureLevels => ({
  BILL_PAY: 'NO_ACCESS',
  PROFILE: 'NO_ACCESS',
  MESSAGES: 'NO_ACCESS',
  ACCOUNT_NOTIFICATIONS: 'NO_ACCESS',
  ...levels,
});
const messageOf = (code: ErrorCode): string | undefined => errorsManifest.errors[code]?.message;
const held = (summary: PermissionSummary): Set<string> =>
  new Set(summary.flatMap((entry) => Object.entries(entry.permissions).flatMap(([privilege, granted]) => (granted ? [`${entry.resource}.${entry.function}.${privilege}`] : []))));

describe.each(databaseKinds())('trusted users (%s)', (kind) => {
  let t: TestApp;
  let memberSid: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    memberSid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, sid?: string, payload?: unknown, remoteAddress?: string) =>
    t.app.inject({
      method,
      url,
      ...(sid ? { cookies: { sid } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const list = async (sid = memberSid): Promise<TrustedUser[]> => {
    const response = await call('GET', BASE, sid);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TrustedUserList).trustedUsers;
  };
  /** Invites and returns the invitation's id and the token from the link in the member's demo outbox. */
  const invite = async (email: string, accessLevel: TrustedUser['accessLevel'] = 'VIEW_ONLY', levels = features({ BILL_PAY: 'VIEW_ONLY' })) => {
    const response = await call('POST', INVITE, memberSid, { name: 'Jordan Lee', email, userType: 'Trusted Member', accessLevel, features: levels });
    expect(response.statusCode, response.body).toBe(201);
    const outbox = (await call('GET', OUTBOX, memberSid)).json() as OutboxList;
    const mail = outbox.messages.find((message) => message.channel === 'EMAIL' && message.recipient === email);
    expect(mail, 'the invitation e-mail is in the outbox').toBeDefined();
    const token = new RegExp(`${trustedUsersManifest.invitation.linkPath}#([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return { id: (response.json() as { id: string }).id, token: token as string };
  };
  const accept = (token: string, username: string, password = NEW_PASSWORD, mode: 'NEW_USER' | 'EXISTING_USER' = 'NEW_USER', remoteAddress?: string) =>
    call('POST', ACCEPT, undefined, { token, mode, username, password, ...(mode === 'NEW_USER' ? { mobilePhone: '8005550123' } : {}) }, remoteAddress);

  it('answers 401 without a session on every managing call', async () => {
    const id = randomUUID();
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('POST', INVITE, undefined, {})).statusCode).toBe(401);
    expect((await call('PUT', `${BASE}/${id}`, undefined, {})).statusCode).toBe(401);
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(401);
  });

  it("lists the seeded trusted users with their access per feature read from the access tables", async () => {
    const users = await list();
    const byName = new Map(users.map((user) => [user.name, user]));
    expect(users.every((user) => user.status === 'ACTIVE')).toBe(true);
    expect(users).toHaveLength(2);
    const viewer = [...byName.values()].find((user) => user.accessLevel === 'VIEW_ONLY');
    const mover = [...byName.values()].find((user) => user.accessLevel === 'MOVE_MONEY');
    expect(viewer).toMatchObject({ userType: 'Trusted Member', features: features({ BILL_PAY: 'VIEW_ONLY' }), email: null });
    expect(mover).toMatchObject({ userType: 'Trusted Member', features: features({ BILL_PAY: 'MOVE_MONEY' }) });
  });

  it('refuses everyone but the master holder (403) and answers 404 for another member\'s trusted user', async () => {
    const memberTrusted = (await list())[0] as TrustedUser;
    const body = { accessLevel: 'VIEW_ONLY', features: features() };
    for (const persona of ['trusted', 'trusted-mover', 'msr']) {
      const sid = await signInAs(t.app, persona);
      expect((await call('GET', BASE, sid)).statusCode, persona).toBe(403);
      expect((await call('POST', INVITE, sid, { name: 'X Y', email: 'x@example.com', userType: 'Trusted Member', accessLevel: 'VIEW_ONLY', features: features() })).statusCode, persona).toBe(403);
      expect((await call('PUT', `${BASE}/${memberTrusted.id}`, sid, body)).statusCode, persona).toBe(403);
      expect((await call('DELETE', `${BASE}/${memberTrusted.id}`, sid)).statusCode, persona).toBe(403);
    }
    const business = await signInAs(t.app, 'business');
    expect(await list(business)).toEqual([]);
    expect((await call('PUT', `${BASE}/${memberTrusted.id}`, business, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${memberTrusted.id}`, business)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${randomUUID()}`, memberSid, body)).statusCode).toBe(404);
    // Nothing changed for member.
    expect((await list()).find((user) => user.id === memberTrusted.id)).toEqual(memberTrusted);
  });

  it('answers 400 with a clear message to bad input', async () => {
    const valid = { name: 'Jordan Lee', email: 'jordan@example.com', userType: 'Trusted Member', accessLevel: 'VIEW_ONLY', features: features() };
    const above = await call('POST', INVITE, memberSid, { ...valid, features: features({ BILL_PAY: 'MOVE_MONEY' }) });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ errors: [{ path: '/features/BILL_PAY', message: messageOf('TRUSTED_USER_FEATURE_ABOVE_ACCESS') }] });
    const notOffered = await call('POST', INVITE, memberSid, { ...valid, accessLevel: 'FULL_ACCESS', features: features({ PROFILE: 'MOVE_MONEY' }) });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toEqual({ errors: [{ path: '/features/PROFILE', message: messageOf('TRUSTED_USER_LEVEL_NOT_OFFERED') }] });
    for (const payload of [
      { ...valid, email: 'not-an-email' },
      { ...valid, name: '' },
      { ...valid, accessLevel: 'EVERYTHING' },
      { ...valid, features: { BILL_PAY: 'VIEW_ONLY' } },
      { ...valid, extra: true },
    ]) {
      const response = await call('POST', INVITE, memberSid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toBeTruthy();
    }
    expect((await call('PUT', `${BASE}/not-a-uuid`, memberSid, { accessLevel: 'VIEW_ONLY', features: features() })).statusCode).toBe(400);
    expect((await call('POST', DETAILS, undefined, { token: 'short' })).statusCode).toBe(400);
    expect((await call('POST', ACCEPT, undefined, { token: 'A'.repeat(43), mode: 'NEW_USER', username: 'x' })).statusCode).toBe(400);
    const pending = (await list()).filter((user) => user.status === 'PENDING');
    expect(pending).toEqual([]);
  });

  it('invites by a one-time link stored hashed, accepted once by a new user who then sees the accounts and cannot move money', async () => {
    const email = 'jordan.lee@example.com';
    const { id, token } = await invite(email);
    const stored = await t.database.db.selectFrom('trusted_user_invitations').select(['token_hash']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.token_hash).not.toContain(token);
    expect((await list()).find((user) => user.id === id)).toMatchObject({ status: 'PENDING', email, accessLevel: 'VIEW_ONLY', features: features({ BILL_PAY: 'VIEW_ONLY' }) });

    const details = await call('POST', DETAILS, undefined, { token });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ name: 'Jordan Lee', accessLevel: 'VIEW_ONLY', userType: 'Trusted Member' });
    expect((await call('POST', DETAILS, undefined, { token: 'B'.repeat(43) })).statusCode).toBe(410);

    expect((await accept(token, 'jordan.lee', 'short1')).statusCode).toBe(400);
    expect((await accept(token, 'jordan.lee', 'no-digits-at-all')).json()).toEqual({ errors: [{ path: '/password', message: messageOf('PASSWORD_POLICY') }] });
    expect((await accept(token, 'J!')).statusCode).toBe(400);
    expect((await accept(token, 'business')).statusCode).toBe(409);
    const accepted = await accept(token, 'Jordan.Lee');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ username: 'jordan.lee' });
    // Single use: the same link again, whatever the details, is the one 410.
    const again = await accept(token, 'jordan.lee2');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ errors: [{ path: '', message: messageOf('TRUSTED_USER_INVITATION_INVALID') }] });
    expect((await call('POST', DETAILS, undefined, { token })).statusCode).toBe(410);

    const sid = await signInAs(t.app, 'jordan.lee', NEW_PASSWORD);
    const context = (await call('GET', CONTEXT, sid)).json() as ServiceAgreement;
    expect(context.isMaster).toBe(false);
    const memberProducts = (await call('GET', PRODUCTS, memberSid)).json() as ProductSummary;
    const products = await call('GET', PRODUCTS, sid);
    expect(products.statusCode).toBe(200);
    const ids = (summary: ProductSummary) => summary.groups.flatMap((group) => group.products.map((product) => product.id)).sort();
    expect(ids(products.json() as ProductSummary)).toEqual(ids(memberProducts));
    const permissions = held((await call('GET', SUMMARY, sid)).json() as PermissionSummary);
    expect(permissions.has('BillPay.BillPay.view')).toBe(true);
    expect(permissions.has('Payments.A2A Internal.create')).toBe(false);
    // View-only: adding a payee (a change) is refused before its body is looked at.
    expect((await t.app.inject({ method: 'POST', url: PAYEES, cookies: { sid }, headers: { 'idempotency-key': randomUUID() }, payload: {} })).statusCode).toBe(403);
    // Offered beside the new user's own master agreement, so the selector has two.
    const choices = await call('GET', CHOICES, sid);
    expect(choices.headers['x-total-count']).toBe('2');
    expect((choices.json() as ServiceAgreement[]).map((agreement) => agreement.id)).toContain(context.id);

    const listed = (await list()).find((user) => user.id === context.id);
    expect(listed).toMatchObject({ status: 'ACTIVE', name: 'Jordan Lee', email, accessLevel: 'VIEW_ONLY' });
    expect((await list()).some((user) => user.id === id)).toBe(false);
  });

  it("edits access (it applies on the trusted user's next call) and revokes at once", async () => {
    const { token } = await invite('casey.park@example.com');
    expect((await accept(token, 'casey.park')).statusCode).toBe(200);
    const sid = await signInAs(t.app, 'casey.park', NEW_PASSWORD);
    const agreementId = ((await call('GET', CONTEXT, sid)).json() as ServiceAgreement).id;

    const edited = await call('PUT', `${BASE}/${agreementId}`, memberSid, { accessLevel: 'MOVE_MONEY', features: features({ BILL_PAY: 'MOVE_MONEY', MESSAGES: 'VIEW_ONLY' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: agreementId, accessLevel: 'MOVE_MONEY', features: features({ BILL_PAY: 'MOVE_MONEY', MESSAGES: 'VIEW_ONLY' }) });
    let permissions = held((await call('GET', SUMMARY, sid)).json() as PermissionSummary);
    expect(permissions.has('Payments.A2A Internal.create')).toBe(true);
    expect(permissions.has('Message Center.Messages.view')).toBe(true);
    expect(permissions.has('Message Center.Messages.create')).toBe(false);
    const down = await call('PUT', `${BASE}/${agreementId}`, memberSid, { accessLevel: 'VIEW_ONLY', features: features() });
    expect(down.statusCode).toBe(200);
    permissions = held((await call('GET', SUMMARY, sid)).json() as PermissionSummary);
    expect(permissions.has('Payments.A2A Internal.create')).toBe(false);
    expect(permissions.has('BillPay.BillPay.view')).toBe(false);

    expect((await call('DELETE', `${BASE}/${agreementId}`, memberSid)).statusCode).toBe(204);
    // The session acting under it loses it on its very next call.
    expect((await call('GET', PRODUCTS, sid)).statusCode).toBe(403);
    expect((await call('GET', CONTEXT, sid)).statusCode).toBe(404);
    expect((await call('GET', SUMMARY, sid)).json()).toEqual([]);
    expect((await list()).some((user) => user.id === agreementId)).toBe(false);
    expect((await call('DELETE', `${BASE}/${agreementId}`, memberSid)).statusCode).toBe(404);
    // A new sign-in does not get it back.
    const fresh = await signInAs(t.app, 'casey.park', NEW_PASSWORD);
    const choices = (await call('GET', CHOICES, fresh)).json() as ServiceAgreement[];
    expect(choices.map((agreement) => agreement.id)).not.toContain(agreementId);
  });

  it('lets a link expire with the pinned clock, and a cancelled invitation stops working', async () => {
    const expiring = await invite('late@example.com');
    const cancelled = await invite('cancel@example.com');
    expect((await call('DELETE', `${BASE}/${cancelled.id}`, memberSid)).statusCode).toBe(204);
    expect((await accept(cancelled.token, 'cancelled.user')).statusCode).toBe(410);
    t.clock.advanceSeconds(trustedUsersManifest.invitation.expiresInHours * 3600 + 1);
    // The member's session ended with the clock moved past it: a new one.
    memberSid = await signInAs(t.app, 'member');
    expect((await call('POST', DETAILS, undefined, { token: expiring.token })).statusCode).toBe(410);
    expect((await accept(expiring.token, 'late.user')).statusCode).toBe(410);
    expect((await list()).some((user) => user.id === expiring.id || user.id === cancelled.id)).toBe(false);
    expect((await call('PUT', `${BASE}/${expiring.id}`, memberSid, { accessLevel: 'VIEW_ONLY', features: features() })).statusCode).toBe(404);
    const member = await t.database.db.selectFrom('members').select('id').where('username', 'in', ['late.user', 'cancelled.user']).execute();
    expect(member).toEqual([]);
  });

  it('edits a waiting invitation, and an existing user accepts with their sign-in', async () => {
    const { id, token } = await invite('owner@business.example');
    const edited = await call('PUT', `${BASE}/${id}`, memberSid, { accessLevel: 'MOVE_MONEY', features: features({ BILL_PAY: 'MOVE_MONEY' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'PENDING', accessLevel: 'MOVE_MONEY' });
    expect((await accept(token, 'member', 'Demo-pass-2026', 'EXISTING_USER')).statusCode).toBe(409);
    expect((await accept(token, 'business', 'wrong-password-1', 'EXISTING_USER')).statusCode).toBe(401);
    const accepted = await accept(token, 'business', 'Demo-pass-2026', 'EXISTING_USER');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const sid = await signInAs(t.app, 'business');
    const context = (await call('GET', CONTEXT, sid)).json() as ServiceAgreement;
    expect(context.isMaster).toBe(true);
    const choices = (await call('GET', CHOICES, sid)).json() as ServiceAgreement[];
    const offered = choices.find((agreement) => !agreement.isMaster);
    expect(offered?.additions?.trustedExternalId).toBe(context.externalId);
    const switched = await call('POST', '/api/access-control/client-api/v3/accessgroups/usercontext', sid, { serviceAgreementId: offered?.id });
    expect(switched.statusCode).toBe(204);
    const permissions = held((await call('GET', SUMMARY, sid)).json() as PermissionSummary);
    expect(permissions.has('Payments.A2A Internal.create')).toBe(true);
    expect(permissions.has('Access Control.Trusted Users.view')).toBe(false);
    // Acting as a trusted user, business may not manage member's trusted users.
    expect((await call('GET', BASE, sid)).statusCode).toBe(403);
  });

  it("gets a user by id (their own, or the trusted context's primary user's) and a user's service agreements", async () => {
    const sid = await signInAs(t.app, 'trusted');
    const me = (await call('GET', '/api/user-manager/client-api/v2/users/me', sid)).json() as CurrentUser;
    const users = '/api/user-manager/client-api/v2/users';
    expect(((await call('GET', `${users}/${me.id}`, sid)).json() as CurrentUser).id).toBe(me.id);
    const context = (await call('GET', CONTEXT, sid)).json() as ServiceAgreement;
    const primaryId = context.additions.primaryUserInternalId as string;
    const primary = await call('GET', `${users}/${primaryId}`, sid);
    expect(primary.statusCode).toBe(200);
    expect(primary.json()).toMatchObject({ id: primaryId, fullName: context.additions.primaryName });
    expect((primary.json() as CurrentUser).additions.ld_hash).toBeUndefined();
    const business = await t.database.db.selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow();
    expect((await call('GET', `${users}/${business.id}`, sid)).statusCode).toBe(404);
    expect((await call('GET', `${users}/not-a-uuid`, sid)).statusCode).toBe(400);
    expect((await call('GET', `${users}/${primaryId}/service-agreements`, sid)).statusCode).toBe(404);
    const own = await call('GET', `${users}/${me.id}/service-agreements`, sid);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await call('GET', CHOICES, sid)).json());
    expect((await call('GET', `${users}/${me.id}`)).statusCode).toBe(401);
  });

  it('rate-limits the public invitation endpoints per client address', async () => {
    const address = '10.20.30.40';
    for (let attempt = 0; attempt < trustedUsersManifest.acceptance.maxAttemptsPerAddress; attempt += 1) {
      expect((await call('POST', DETAILS, undefined, { token: 'C'.repeat(43) }, address)).statusCode).toBe(410);
    }
    const limited = await call('POST', DETAILS, undefined, { token: 'C'.repeat(43) }, address);
    expect(limited.statusCode).toBe(429);
    expect((await accept('C'.repeat(43), 'someone.new', NEW_PASSWORD, 'NEW_USER', address)).statusCode).toBe(429);
    expect((await call('POST', DETAILS, undefined, { token: 'C'.repeat(43) }, '10.20.30.41')).statusCode).toBe(410);
  });
});
