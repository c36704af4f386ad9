import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffProviderLink, StaffProviderLinkChange, StaffProviderLinkList } from '../../engine/core/generated/api.gen';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { errorsManifest } from '../../src/manifests';
import { identityProviderConfigFromEnv } from '../../src/server/auth/identity-provider/identity-provider-config';
import { hashSessionToken } from '../../src/server/auth/session-token';
import { appPages } from '../../src/server/http/app-pages';
import { ProviderBrowser, startTestIdentityProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestIdentityProvider } from '../support/oidc-provider';
import { createTestApp, sessionCookieOf, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const DESK = '/api/service-desk/client-api/v1';
const LINKS = `${DESK}/members/current/provider-links`;
const linkUrl = (id: string) => `${LINKS}/${id}`;
/** The app's public origin the provider knows (fastify.inject has no real one). */
const APP_ORIGIN = 'http://app.test';
const CALLBACK = `${APP_ORIGIN}/api/sso/oidc/callback`;
const REASON = 'Member enrolled at the provider, identity checked';

describe.each(databaseKinds())('staff links a member to their provider sign-in (%s)', (kind) => {
  let idp: TestIdentityProvider;
  let t: TestApp;
  let memberId: string;
  let otherMemberId: string;
  const db = () => t.database.db;
  const memberIdOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const call = (sid: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const openVisit = async (username: 'msr' | 'msr-viewer', member = memberId) => {
    const sid = await signInAs(t.app, username);
    const opened = await call(sid, 'POST', `${DESK}/visits`, { memberId: member, reason: 'Member called about signing in' });
    expect(opened.statusCode, opened.body).toBe(201);
    return sid;
  };
  const rowsOf = (member: string) => db().selectFrom('identity_provider_links').select(['issuer', 'subject']).where('user_id', '=', member).orderBy('subject').execute();
  const listOf = async (sid: string) => {
    const response = await call(sid, 'GET', LINKS);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffProviderLinkList;
  };
  const link = (sid: string, subject: string, reason = REASON) => call(sid, 'POST', LINKS, { subject, reason });
  const lastAudit = (method: 'POST' | 'DELETE', route: string) =>
    db().selectFrom('staff_audit').select(['member_id', 'detail', 'status_code']).where('method', '=', method).where('route', '=', route).orderBy('seq', 'desc').executeTakeFirstOrThrow();
  const messageOf = (code: ErrorCode) => errorsManifest.errors[code]?.message;

  /** The whole code flow for `login` at the provider; answers the callback's response. */
  const signInThroughProvider = async (login: string) => {
    const started = await t.app.inject({ method: 'GET', url: '/api/sso/oidc/start' });
    expect(started.statusCode).toBe(303);
    const attempt = started.cookies.find((cookie) => cookie.name === 'idp_attempt')?.value ?? '';
    const callbackUrl = await new ProviderBrowser(idp.issuer).signIn(started.headers.location as string, login, CALLBACK);
    return t.app.inject({ method: 'GET', url: callbackUrl.slice(APP_ORIGIN.length), cookies: { idp_attempt: attempt } });
  };

  beforeAll(async () => {
    idp = await startTestIdentityProvider();
    idp.serve({ appOrigin: APP_ORIGIN, accessTokenSeconds: 600 });
    const provider = identityProviderConfigFromEnv({ OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: TEST_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET, APP_PUBLIC_URL: APP_ORIGIN });
    if (provider === null) throw new Error('the identity provider configuration was not read');
    t = await createTestApp(kind, { config: { identityProvider: provider } });
    memberId = await memberIdOf('member');
    otherMemberId = await memberIdOf('business');
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it('answers members 403 and staff without a visit 409 on every provider-link route, and changes nothing', async () => {
    const existing = await db()
      .insertInto('identity_provider_links')
      .values({ issuer: idp.issuer, subject: 'kept-subject', user_id: memberId, created_at: t.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const calls = [
      ['GET', LINKS, undefined],
      ['POST', LINKS, { subject: 'member-tries-this', reason: REASON }],
      ['DELETE', linkUrl(existing.id), { reason: REASON }],
    ] as const;
    const member = await signInAs(t.app, 'member');
    for (const [method, url, payload] of calls) expect((await call(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    const msr = await signInAs(t.app, 'msr');
    for (const [method, url, payload] of calls) expect((await call(msr, method, url, payload)).statusCode, `${method} ${url}`).toBe(409);
    expect(await rowsOf(memberId)).toEqual([{ issuer: idp.issuer, subject: 'kept-subject' }]);
    await db().deleteFrom('identity_provider_links').where('id', '=', existing.id).execute();
  });

  it('links a subject at the configured issuer with a reason, audits it, and linking it again changes nothing', async () => {
    const sid = await openVisit('msr');
    expect(await listOf(sid)).toEqual({ issuer: idp.issuer, links: [] });

    t.clock.advanceSeconds(60);
    const linked = await link(sid, '  mfcu|00417-alex  ');
    expect(linked.statusCode, linked.body).toBe(200);
    const change = linked.json() as StaffProviderLinkChange;
    expect(change).toEqual({ changed: true, link: { id: expect.any(String), issuer: idp.issuer, subject: 'mfcu|00417-alex', linkedAt: t.clock.now().toISOString() } });
    expect(await rowsOf(memberId)).toEqual([{ issuer: idp.issuer, subject: 'mfcu|00417-alex' }]);
    expect(await listOf(sid)).toEqual({ issuer: idp.issuer, links: [change.link] });

    const audit = await lastAudit('POST', LINKS);
    expect(audit).toMatchObject({ member_id: memberId, status_code: 200 });
    expect(audit.detail).toMatchObject({ reason: REASON, action: 'link-provider-subject', issuer: idp.issuer, subject: 'mfcu|00417-alex', linkId: change.link.id, changed: true });

    t.clock.advanceSeconds(60);
    const again = await link(sid, 'mfcu|00417-alex', 'Member asked again, identity checked');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ changed: false, link: change.link });
    expect((await lastAudit('POST', LINKS)).detail).toMatchObject({ action: 'link-provider-subject', changed: false });
    expect((await listOf(sid)).links).toHaveLength(1);
  });

  it('refuses a bad subject or reason 400 with the catalogue message, and changes nothing', async () => {
    const sid = await openVisit('msr');
    const before = await rowsOf(memberId);
    for (const subject of ['', '   ', 'has space', 'semi;colon', 'ünïcode', 'x'.repeat(256)]) {
      const response = await link(sid, subject);
      expect(response.statusCode, JSON.stringify(subject)).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: '/subject', message: messageOf('STAFF_PROVIDER_SUBJECT_INVALID') }] });
    }
    const shortReason = await link(sid, 'good-subject', ' x ');
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json()).toEqual({ errors: [{ path: '/reason', message: messageOf('STAFF_REASON_REQUIRED') }] });
    expect((await call(sid, 'POST', LINKS, { subject: 'good-subject' })).statusCode).toBe(400);
    expect(await rowsOf(memberId)).toEqual(before);
    // The longest subject allowed is linked as it is.
    const longest = `a${'9'.repeat(254)}`;
    expect((await link(sid, longest)).statusCode).toBe(200);
    expect((await rowsOf(memberId)).map((row) => row.subject)).toContain(longest);
  });

  it("refuses 409 a subject that signs in another member, and that member's link stays", async () => {
    await db().insertInto('identity_provider_links').values({ issuer: idp.issuer, subject: 'taken-subject', user_id: otherMemberId, created_at: t.clock.now() }).execute();
    const sid = await openVisit('msr');
    const before = await rowsOf(memberId);
    const refused = await link(sid, 'taken-subject');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ path: '/subject', message: messageOf('STAFF_PROVIDER_SUBJECT_TAKEN') }] });
    expect(await rowsOf(memberId)).toEqual(before);
    expect(await rowsOf(otherMemberId)).toEqual([{ issuer: idp.issuer, subject: 'taken-subject' }]);
  });

  it("lets msr-viewer read the links but not change them; another member's link id is 404 and stays", async () => {
    const viewer = await openVisit('msr-viewer');
    const { links } = await listOf(viewer);
    expect(links.length).toBeGreaterThan(0);
    expect((await link(viewer, 'viewer-tries')).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', linkUrl(links[0]!.id), { reason: REASON })).statusCode).toBe(403);
    expect((await listOf(viewer)).links).toEqual(links);

    const other = await db().selectFrom('identity_provider_links').select('id').where('subject', '=', 'taken-subject').executeTakeFirstOrThrow();
    const sid = await openVisit('msr');
    const notTheirs = await call(sid, 'DELETE', linkUrl(other.id), { reason: REASON });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ errors: [{ path: '/linkId', message: messageOf('STAFF_PROVIDER_LINK_NOT_FOUND') }] });
    expect(await rowsOf(otherMemberId)).toEqual([{ issuer: idp.issuer, subject: 'taken-subject' }]);
    expect((await call(sid, 'DELETE', linkUrl('not-a-uuid'), { reason: REASON })).statusCode).toBe(400);
    expect((await call(sid, 'DELETE', linkUrl(links[0]!.id), { reason: ' ' })).statusCode).toBe(400);
    expect((await listOf(sid)).links).toEqual(links);
  });

  it('signs the member in through the provider once linked, and no longer once unlinked (ending the session it opened)', async () => {
    const subject = 'enrolled-at-provider-7781';
    const refusedBefore = await signInThroughProvider(subject);
    expect(refusedBefore.headers.location).toBe('/login?signInError=IDENTITY_PROVIDER_NOT_LINKED');

    const sid = await openVisit('msr');
    const linked = await link(sid, subject);
    expect(linked.statusCode, linked.body).toBe(200);
    const { link: made } = linked.json() as { link: StaffProviderLink };

    const signedIn = await signInThroughProvider(subject);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(appPages.home);
    const memberSid = sessionCookieOf(signedIn)?.value ?? '';
    const me = await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid: memberSid } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ fullName: 'Alex Morgan' });

    const unlinked = await call(sid, 'DELETE', linkUrl(made.id), { reason: 'Subject belongs to someone else' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json()).toEqual({ changed: true, link: made });
    const audit = await lastAudit('DELETE', `${LINKS}/:linkId`);
    expect(audit).toMatchObject({ member_id: memberId, status_code: 200 });
    expect(audit.detail).toMatchObject({ reason: 'Subject belongs to someone else', action: 'unlink-provider-subject', linkId: made.id, issuer: idp.issuer, subject, changed: true });
    expect((await listOf(sid)).links.map((row) => row.subject)).not.toContain(subject);

    // The session the subject opened is over, and the subject signs nobody in any more.
    expect(await db().selectFrom('sessions').select('id').where('id', '=', hashSessionToken(memberSid)).executeTakeFirst()).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid: memberSid } })).statusCode).toBe(401);
    const refusedAfter = await signInThroughProvider(subject);
    expect(refusedAfter.headers.location).toBe('/login?signInError=IDENTITY_PROVIDER_NOT_LINKED');
    // Unlinking it again: it is no longer the member's link.
    expect((await call(sid, 'DELETE', linkUrl(made.id), { reason: 'Subject belongs to someone else' })).statusCode).toBe(404);
  });

  it('refuses to link 409 where no provider is configured, and still lists the links', async () => {
    const bare = await createTestApp(kind);
    try {
      const staff = await signInAs(bare.app, 'msr');
      const member = (await bare.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
      expect((await bare.app.inject({ method: 'POST', url: `${DESK}/visits`, cookies: { sid: staff }, payload: { memberId: member, reason: 'Member called about signing in' } })).statusCode).toBe(201);
      const listed = await bare.app.inject({ method: 'GET', url: LINKS, cookies: { sid: staff } });
      expect(listed.json()).toEqual({ issuer: null, links: [] });
      const refused = await bare.app.inject({ method: 'POST', url: LINKS, cookies: { sid: staff }, payload: { subject: 'anything', reason: REASON } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ errors: [{ path: '', message: messageOf('STAFF_PROVIDER_NOT_CONFIGURED') }] });
      expect(await bare.database.db.selectFrom('identity_provider_links').select('subject').execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
