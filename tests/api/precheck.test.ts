import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertTypeOfCondition } from '../../engine/core/alert-gating';
import type { CurrentUser, DisclosureNoticeList, DisclosureStatusList, Precheck, StatementPreferences } from '../../engine/core/generated/api.gen';
import { alertsManifest, appManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { businessDate } from '../../src/server/domain/business-date';

const PRECHECK = '/api/claims-manager-service/client-api/precheck';
const REMIND = '/api/profile-manager/client-api/profile/v1/remind-me-later';
const ADDITIONS = '/api/profile-manager/client-api/profile/v1/update-additions';
const NOTICES = '/api/member-disclosures/v1/members/disclosures/notices/inq';
const STATUSES = '/api/member-disclosures/v1/members/disclosures/statuses/inq';
const ACCEPT = '/api/member-disclosures/v1/members/disclosures/statuses/upd';
const PREFERENCES = '/api/statements/client-api/v2/account/preferences';

// The demo personas and the condition each one's precheck raises (member view).
const PERSONA_CONDITIONS: [string, string[]][] = [
  ['member', []],
  ['business', []],
  ['trusted', []],
  ['trusted-mover', []],
  ['litigation', ['LIT_MBR']],
  ['bankruptcy', ['BKR_MBR']],
  ['level7', ['L7L_MBR']],
  ['level7-severe', ['L7S_MBR']],
  ['delinquent', ['DEL_MBR']],
  ['cease-desist', ['CND_MBR']],
  ['fatal', ['FTL_MBR']],
  ['profile-intercept', ['PRF_MBR']],
  ['paperless', ['PPL_MBR']],
  ['disclosures', ['DPE_MBR']],
  ['onboarding', []],
];

describe.each(databaseKinds())('precheck and the sign-in intercepts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async <T>(sid: string, url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, cookies: { sid } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const precheckOf = (sid: string) => get<Precheck>(sid, PRECHECK);
  const post = (sid: string, url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, cookies: { sid }, payload: payload as object });
  const userId = async (username: string): Promise<string> =>
    (await t.database.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: PRECHECK })).statusCode).toBe(401);
  });

  it.each(PERSONA_CONDITIONS)('raises what %s needs', async (username, conditions) => {
    const precheck = await precheckOf(await signInAs(t.app, username));
    expect(precheck.conditions).toEqual(conditions);
    expect(precheck.firstCondition).toBe(conditions[0] ?? null);
    expect(precheck.alertType).toBe(conditions[0] === undefined ? null : alertTypeOfCondition(alertsManifest, conditions[0]));
    expect(precheck.alertTypeList).toBeUndefined();
    expect(precheck.showOnboardingFlag).toBe(username === 'onboarding');
    expect(precheck.showTutorial).toBe(username === 'onboarding');
    expect(precheck.stmtSuppModalDisplay).toBe(username === 'paperless');
    expect(precheck.arrangementView).toBe(username !== 'fatal');
  });

  it('maps each persona to the alert type of config/alerts.json', async () => {
    const types = Object.fromEntries(
      await Promise.all(['litigation', 'bankruptcy', 'level7', 'level7-severe', 'delinquent', 'cease-desist', 'fatal'].map(async (username) => [username, (await precheckOf(await signInAs(t.app, username))).alertType])),
    );
    expect(types).toEqual({
      litigation: 'litigation',
      bankruptcy: 'bankruptcy',
      level7: 'lessSevereL7',
      'level7-severe': 'severeL7',
      delinquent: 'delinquent',
      'cease-desist': 'ceaseAndDesist',
      fatal: 'fatal',
    });
  });

  it('gives staff the _MSR codes and an alertTypeList instead of an alertType', async () => {
    const sid = await signInAs(t.app, 'msr');
    const clean = await precheckOf(sid);
    expect(clean).toMatchObject({ conditions: [], firstCondition: null, alertTypeList: [] });
    expect(clean.alertType).toBeUndefined();
    const msr = await userId('msr');
    await t.database.db.insertInto('member_conditions').values([{ user_id: msr, code: 'DEL' }, { user_id: msr, code: 'LIT' }]).execute();
    try {
      const flagged = await precheckOf(sid);
      expect(flagged.conditions).toEqual(['LIT_MSR', 'DEL_MSR']);
      expect(flagged.alertTypeList).toEqual(['litigation', 'delinquent']);
      expect(flagged.alertType).toBeUndefined();
    } finally {
      await t.database.db.deleteFrom('member_conditions').where('user_id', '=', msr).execute();
    }
  });

  describe('profile intercept', () => {
    it('lists the missing phone and the invalid email', async () => {
      const precheck = await precheckOf(await signInAs(t.app, 'profile-intercept'));
      expect(precheck.details).toEqual(['phone', 'email']);
      expect(precheck.memberDetails).toEqual({
        phone: [{ number: '', extension: '', status: 'Missing' }],
        email: { emailAddress: 'nina.patel@example', status: 'INVALID' },
      });
    });

    it('is not raised again in the session after Remind Me Later, and is at the next sign-in', async () => {
      const sid = await signInAs(t.app, 'profile-intercept');
      const me = await get<CurrentUser>(sid, '/api/user-manager/client-api/v2/users/me');
      const someoneElse = await post(sid, REMIND, { externalId: 'M999999' });
      expect(someoneElse.statusCode).toBe(403);
      expect((await precheckOf(sid)).conditions).toEqual(['PRF_MBR']);
      expect((await post(sid, REMIND, {})).statusCode).toBe(400);

      const reminded = await post(sid, REMIND, { externalId: me.externalId });
      expect(reminded.statusCode).toBe(204);
      const after = await precheckOf(sid);
      expect(after).toMatchObject({ conditions: [], firstCondition: null, alertType: null, details: [] });
      expect(after.memberDetails).toBeUndefined();
      expect((await precheckOf(await signInAs(t.app, 'profile-intercept'))).conditions).toEqual(['PRF_MBR']);
    });

    it('clears once the contact points are fixed, and flags a deactivated phone as D', async () => {
      const id = await userId('profile-intercept');
      const db = t.database.db;
      await db.updateTable('member_electronic_addresses').set({ email_address: 'nina.patel@example.com', status: 'ACTIVE' }).where('user_id', '=', id).execute();
      await db.insertInto('member_phone_addresses').values({ id: randomUUID(), user_id: id, phone_type: 'HOME', number: '4045550123', extension: '12', status: 'D' }).execute();
      const deactivated = await precheckOf(await signInAs(t.app, 'profile-intercept'));
      expect(deactivated.details).toEqual(['phone']);
      expect(deactivated.memberDetails).toEqual({ phone: [{ number: '4045550123', extension: '12', status: 'D' }] });
      await db.updateTable('member_phone_addresses').set({ status: 'ACTIVE' }).where('user_id', '=', id).execute();
      expect((await precheckOf(await signInAs(t.app, 'profile-intercept'))).conditions).toEqual([]);
    });
  });

  describe('go-paperless prompt', () => {
    it('RML skips it for the session only, PDP for good, GOP turns every statement electronic', async () => {
      const first = await signInAs(t.app, 'paperless');
      const prefs = await get<StatementPreferences>(first, PREFERENCES);
      expect(prefs.preferences.map((preference) => preference.delivery)).toEqual(['PAPER', 'PAPER']);
      expect(prefs.stmtSuppModalResponse).toBeNull();

      expect((await post(first, ADDITIONS, { stmtSuppModalResponse: 'RML' })).statusCode).toBe(204);
      expect(await precheckOf(first)).toMatchObject({ conditions: [], stmtSuppModalDisplay: false });

      const second = await signInAs(t.app, 'paperless');
      expect(await precheckOf(second)).toMatchObject({ conditions: ['PPL_MBR'], stmtSuppModalDisplay: true });
      expect((await post(second, `${PREFERENCES}/all`, { stmtSuppModalResponse: 'PDP' }, 'PUT')).statusCode).toBe(204);
      const third = await signInAs(t.app, 'paperless');
      expect(await precheckOf(third)).toMatchObject({ conditions: [], stmtSuppModalDisplay: false });
      expect((await get<StatementPreferences>(third, PREFERENCES)).preferences.map((preference) => preference.delivery)).toEqual(['PAPER', 'PAPER']);

      expect((await post(third, ADDITIONS, { stmtSuppModalResponse: 'GOP' })).statusCode).toBe(204);
      const after = await get<StatementPreferences>(third, PREFERENCES);
      expect(after.preferences.map((preference) => preference.delivery)).toEqual(['ELECTRONIC', 'ELECTRONIC']);
      expect(after.stmtSuppModalResponse).toBe('GOP');
    });

    it('refuses an answer that is not RML, PDP or GOP, and a trusted user answering for the member', async () => {
      const sid = await signInAs(t.app, 'paperless');
      const bad = await post(sid, ADDITIONS, { stmtSuppModalResponse: 'YES' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('/stmtSuppModalResponse');
      expect((await post(sid, ADDITIONS, {})).statusCode).toBe(400);
      expect((await post(await signInAs(t.app, 'trusted'), ADDITIONS, { stmtSuppModalResponse: 'GOP' })).statusCode).toBe(403);
    });
  });

  describe('disclosures', () => {
    it('sends the member to the pending notices, and accepting them all clears DPE', async () => {
      const sid = await signInAs(t.app, 'disclosures');
      const precheck = await precheckOf(sid);
      const { notices } = await get<DisclosureNoticeList>(sid, NOTICES);
      expect(notices.map((notice) => notice.title)).toEqual(['Consumer Account Agreement', 'Electronic Communications Disclosure']);
      expect(precheck.details).toEqual(notices.map((notice) => notice.noticeId));
      expect(precheck.disclosuresDetails?.notices).toEqual(notices.map(({ noticeId, title }) => ({ noticeId, title })));
      // Each notice's own text and version from config/app.json, effective the day it was required (a calendar day).
      for (const notice of notices) {
        const text = appManifest.disclosures.notices[notice.noticeId];
        expect(notice).toEqual({ noticeId: notice.noticeId, title: text?.title, body: text?.body, version: text?.version, effectiveDate: businessDate(t.clock.now()) });
      }
      expect(await get<DisclosureStatusList>(sid, STATUSES)).toMatchObject({ allAccepted: false, statuses: [{ status: 'PENDING' }, { status: 'PENDING' }] });

      const [first, second] = notices;
      if (!first || !second) throw new Error('two notices expected');
      const stale = await post(sid, ACCEPT, { acceptances: [{ noticeId: first.noticeId, version: first.version }, { noticeId: second.noticeId, version: second.version + 1 }] });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().errors[0].path).toBe('/acceptances/1/version');
      const unknown = await post(sid, ACCEPT, { acceptances: [{ noticeId: 'no-such-notice', version: 1 }] });
      expect(unknown.json().errors[0].path).toBe('/acceptances/0/noticeId');
      expect((await get<DisclosureNoticeList>(sid, NOTICES)).notices).toHaveLength(2); // all or nothing

      const one = await post(sid, ACCEPT, { acceptances: [{ noticeId: first.noticeId, version: first.version }] });
      expect(one.statusCode).toBe(200);
      expect((one.json() as DisclosureStatusList).allAccepted).toBe(false);
      expect((await precheckOf(sid)).conditions).toEqual(['DPE_MBR']);

      const two = await post(sid, ACCEPT, { acceptances: [{ noticeId: second.noticeId, version: second.version }] });
      const statuses = two.json() as DisclosureStatusList;
      expect(statuses.allAccepted).toBe(true);
      expect(statuses.statuses.every((status) => status.status === 'ACCEPTED' && typeof status.acceptedAt === 'string')).toBe(true);
      expect(await precheckOf(sid)).toMatchObject({ conditions: [], firstCondition: null, alertType: null });
      expect((await get<DisclosureNoticeList>(sid, NOTICES)).notices).toEqual([]);
    });

    it('has nothing pending for a member who was never asked', async () => {
      const sid = await signInAs(t.app, 'member');
      expect(await get<DisclosureStatusList>(sid, STATUSES)).toEqual({ allAccepted: true, statuses: [] });
      expect((await post(sid, ACCEPT, { acceptances: [] })).statusCode).toBe(400);
    });
  });

  it('stops showing the tutorial once the member finishes it', async () => {
    const sid = await signInAs(t.app, 'onboarding');
    expect((await post(sid, ADDITIONS, { tutorialCompleted: false })).statusCode).toBe(400);
    expect((await post(sid, ADDITIONS, { tutorialCompleted: true })).statusCode).toBe(204);
    expect(await precheckOf(sid)).toMatchObject({ showTutorial: false, showOnboardingFlag: true });
  });

  it('stops asking for onboarding once the member goes on from it (Go to Accounts), in later sessions too', async () => {
    const sid = await signInAs(t.app, 'onboarding');
    expect(await precheckOf(sid)).toMatchObject({ showOnboardingFlag: true });
    expect((await post(sid, ADDITIONS, { onboardingCompleted: false })).statusCode).toBe(400);
    expect(await precheckOf(sid)).toMatchObject({ showOnboardingFlag: true });
    expect((await post(sid, ADDITIONS, { onboardingCompleted: true })).statusCode).toBe(204);
    expect(await precheckOf(sid)).toMatchObject({ showOnboardingFlag: false });
    expect(await precheckOf(await signInAs(t.app, 'onboarding'))).toMatchObject({ showOnboardingFlag: false });
  });

  it('raises change of address for a temporary address still in force, with its date for [alertExpdate]', async () => {
    const id = await userId('business');
    const expires = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .insertInto('member_postal_addresses')
      .values({ id: randomUUID(), user_id: id, address_type: 'TEMPORARY', address_line1: '9 Beach Rd', city: 'Savannah', state: 'GA', zip_code: '31401', status: 'ACTIVE', expires_on: expires })
      .execute();
    const precheck = await precheckOf(await signInAs(t.app, 'business'));
    expect(precheck).toMatchObject({ conditions: ['COA_MBR'], alertType: 'changeOfAddress', details: ['address'] });
    expect(precheck.memberDetails?.address).toMatchObject({ addressLine1: '9 Beach Rd', alertExpdate: `${expires.slice(5, 7)}-${expires.slice(8, 10)}-${expires.slice(0, 4)}` });
  });

  it("raises the account conditions of the member a trusted user acts for, and orders them", async () => {
    const owner = await userId('member');
    await t.database.db.insertInto('member_conditions').values([{ user_id: owner, code: 'DEL' }, { user_id: owner, code: 'FTL' }]).execute();
    const precheck = await precheckOf(await signInAs(t.app, 'trusted'));
    expect(precheck.conditions).toEqual(['FTL_MBR', 'DEL_MBR']);
    expect(precheck).toMatchObject({ alertType: 'fatal', arrangementView: false, stmtSuppModalDisplay: false });
  });
});
