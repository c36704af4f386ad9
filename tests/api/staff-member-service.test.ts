import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffBeneficiaryAccount, StaffBeneficiaryAccountList, StaffMemberOverview, StaffUnlockResult, UserProfile } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const DESK = '/api/service-desk/client-api/v1';
const OVERVIEW = `${DESK}/members/current/overview`;
const UNLOCK_SIGN_IN = `${DESK}/members/current/unlock-sign-in`;
const UNLOCK_STEP_UP = `${DESK}/members/current/unlock-step-up`;
const BENEFICIARIES = `${DESK}/beneficiaries`;
const beneficiariesOf = (arrangementId: string) => `${DESK}/accounts/${arrangementId}/beneficiaries`;
const PROFILE = '/api/user-manager/client-api/v2/users/me/profile';
const REASON = { 'x-action-reason': encodeURIComponent('Member moved, confirmed by phone') };

describe.each(databaseKinds())('staff member service: MRC portal, unlocks, beneficiaries, address (%s)', (kind) => {
  let t: TestApp;
  let memberId: string;
  const db = () => t.database.db;
  const memberIdOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const call = (sid: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, cookies: { sid }, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const openVisit = async (username: 'msr' | 'msr-viewer') => {
    const sid = await signInAs(t.app, username);
    const opened = await call(sid, 'POST', `${DESK}/visits`, { memberId, reason: 'Member called about their account' });
    expect(opened.statusCode, opened.body).toBe(201);
    return sid;
  };
  const beneficiaryRows = (arrangementId: string) =>
    db().selectFrom('account_beneficiaries').select(['full_name', 'relationship', 'designation', 'share_percent']).where('arrangement_id', '=', arrangementId).orderBy('full_name').execute();
  const accountOf = async (username: string, productKind: 'ira' | 'savings' | 'checking') =>
    db()
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .select(['arrangements.id', 'arrangements.payable_on_death'])
      .where('service_agreements.primary_user_id', '=', await memberIdOf(username))
      .where('arrangements.product_kind', '=', productKind)
      .orderBy('arrangements.display_order')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    // Demo mode: the notices a change sends land in the outbox (no SMS or email provider in tests).
    t = await createTestApp(kind, { config: { demoMode: true } });
    memberId = await memberIdOf('member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers members 403 on every member-service route, and staff without a visit 409', async () => {
    const sid = await signInAs(t.app, 'member');
    const ira = await accountOf('member', 'ira');
    const calls = [
      ['GET', OVERVIEW, undefined],
      ['POST', UNLOCK_SIGN_IN, { reason: 'Locked out' }],
      ['POST', UNLOCK_STEP_UP, { reason: 'Locked out' }],
      ['GET', BENEFICIARIES, undefined],
      ['PUT', beneficiariesOf(ira.id), { reason: 'Update', beneficiaries: [{ fullName: 'A B', relationship: 'Spouse', designation: 'PRIMARY', sharePercent: 100 }] }],
    ] as const;
    for (const [method, url, payload] of calls) expect((await call(sid, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    const msr = await signInAs(t.app, 'msr');
    for (const [method, url, payload] of calls) {
      const response = await call(msr, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
    }
    expect((await beneficiaryRows(ira.id)).length).toBe(3);
  });

  it("shows the served member's overview with masked contacts and no secrets, and audits the read", async () => {
    const sid = await openVisit('msr');
    const response = await call(sid, 'GET', OVERVIEW);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json() as StaffMemberOverview;
    const member = await db().selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(overview.member).toEqual({ id: memberId, fullName: member.full_name, memberNumber: member.external_id, memberSince: member.member_since, membershipType: member.membership_type });
    expect(overview.accountCount).toBeGreaterThan(2);
    expect(overview.recentVisits[0]).toMatchObject({ staffName: 'Priya Shah', reason: 'Member called about their account', open: true });
    expect(overview.signIn.lockedOut).toBe(false);
    expect(overview.stepUp).toEqual({ lockedOut: false, lockedEvents: [] });
    for (const condition of overview.precheck.conditions) expect(condition.code).toMatch(/_MSR$/);

    const phones = await db().selectFrom('member_phone_addresses').select('number').where('user_id', '=', memberId).execute();
    const emails = await db().selectFrom('member_electronic_addresses').select('email_address').where('user_id', '=', memberId).execute();
    const addresses = await db().selectFrom('member_postal_addresses').select(['address_line1', 'zip_code']).where('user_id', '=', memberId).execute();
    expect(overview.contacts.phones.map((phone) => phone.lastFour).sort()).toEqual(phones.map((phone) => phone.number.slice(-4)).sort());
    for (const email of overview.contacts.emails) expect(email.masked).toMatch(/^.•••@[^@]+$/);
    expect(overview.contacts.emails.length).toBe(emails.length);
    for (const phone of phones) expect(response.body).not.toContain(phone.number);
    for (const email of emails) expect(response.body).not.toContain(email.email_address);
    for (const address of addresses) expect(response.body).not.toContain(address.address_line1);
    const cards = await db().selectFrom('arrangements').select('account_number').where('product_kind', '=', 'creditCard').execute();
    for (const card of cards) expect(response.body).not.toContain(card.account_number);
    expect(response.body).not.toMatch(/password|scrypt\$|otp/i);

    const audit = await db().selectFrom('staff_audit').select(['member_id', 'status_code']).where('route', '=', OVERVIEW).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ member_id: memberId, status_code: 200 });
  });

  it('unlocks sign-in and step-up after a lockout; msr-viewer is refused and nothing changes', async () => {
    t.clock.advanceSeconds(60);
    const now = t.app.clock();
    // Five failures of the username's shared bucket and three of one step-up event, in their current windows.
    await db()
      .insertInto('attempt_slots')
      .values([
        { scope: 'sign-in:account', subject: 'member', attempts: 5, window_started_at: new Date(now.getTime() - 5000) },
        { scope: 'step-up', subject: `${memberId}:changePhone`, attempts: 3, window_started_at: new Date(now.getTime() - 3000) },
      ])
      .execute();
    // From a browser the member never used (no device cookie): the username's shared bucket decides.
    const refusedSignIn = await t.app.inject({ method: 'POST', url: '/api/session/login', cookies: {}, payload: { username: 'member', password: 'Demo-pass-2026' } });
    expect(refusedSignIn.statusCode).not.toBe(200);

    const viewer = await openVisit('msr-viewer');
    const seen = (await call(viewer, 'GET', OVERVIEW)).json() as StaffMemberOverview;
    expect(seen.signIn.lockedOut).toBe(true);
    expect(seen.stepUp).toEqual({ lockedOut: true, lockedEvents: ['changePhone'] });
    expect((await call(viewer, 'POST', UNLOCK_SIGN_IN, { reason: 'Member is locked out' })).statusCode).toBe(403);
    expect((await call(viewer, 'POST', UNLOCK_STEP_UP, { reason: 'Member is locked out' })).statusCode).toBe(403);
    const stillLocked = (await call(viewer, 'GET', OVERVIEW)).json() as StaffMemberOverview;
    expect([stillLocked.signIn.lockedOut, stillLocked.stepUp.lockedOut]).toEqual([true, true]);

    const sid = await openVisit('msr');
    expect((await call(sid, 'POST', UNLOCK_SIGN_IN, { reason: ' x ' })).statusCode).toBe(400);
    const signIn = await call(sid, 'POST', UNLOCK_SIGN_IN, { reason: 'Member is locked out, identity checked' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json() as StaffUnlockResult).toEqual({ kind: 'SIGN_IN', wasLocked: true, clearedFailures: 5, locked: false });
    const stepUp = await call(sid, 'POST', UNLOCK_STEP_UP, { reason: 'Member is locked out, identity checked' });
    expect(stepUp.json() as StaffUnlockResult).toEqual({ kind: 'STEP_UP', wasLocked: true, clearedFailures: 3, locked: false, events: ['changePhone'] });
    const after = (await call(sid, 'GET', OVERVIEW)).json() as StaffMemberOverview;
    expect([after.signIn.lockedOut, after.stepUp.lockedOut]).toEqual([false, false]);
    expect((await call(sid, 'POST', UNLOCK_SIGN_IN, { reason: 'Again, to be sure' })).json()).toEqual({ kind: 'SIGN_IN', wasLocked: false, clearedFailures: 0, locked: false });

    const audit = await db().selectFrom('staff_audit').select(['reason', 'detail', 'status_code']).where('route', '=', UNLOCK_STEP_UP).where('status_code', '=', 200).executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ reason: 'Member is locked out, identity checked', action: 'unlock-step-up', wasLocked: true });
    expect(await signInAs(t.app, 'member')).toBeTruthy();
  });

  it('lists the IRA and the payable-on-death savings with their beneficiaries', async () => {
    const sid = await openVisit('msr-viewer');
    const response = await call(sid, 'GET', BENEFICIARIES);
    expect(response.statusCode, response.body).toBe(200);
    const { accounts } = response.json() as StaffBeneficiaryAccountList;
    const ira = await accountOf('member', 'ira');
    const savings = await accountOf('member', 'savings');
    expect(savings.payable_on_death).toBe(true);
    expect(accounts.map((account) => [account.arrangementId, account.kind])).toEqual(
      expect.arrayContaining([
        [ira.id, 'IRA'],
        [savings.id, 'POD'],
      ]),
    );
    expect(accounts.every((account) => account.kind === 'IRA' || account.arrangementId === savings.id)).toBe(true);
    // Primaries first (the seed gives its rows one instant, so their own order is by id).
    const iraRows = accounts.find((account) => account.arrangementId === ira.id)?.beneficiaries ?? [];
    expect(iraRows.map((row) => row.designation)).toEqual(['PRIMARY', 'PRIMARY', 'CONTINGENT']);
    expect(iraRows.map((row) => `${row.designation} ${row.fullName} ${row.relationship} ${row.sharePercent}`).sort()).toEqual([
      'CONTINGENT Riley Morgan Sibling 100',
      'PRIMARY Casey Morgan Child 40',
      'PRIMARY Jordan Morgan Spouse 60',
    ]);
    expect(accounts.find((account) => account.arrangementId === savings.id)?.beneficiaries).toMatchObject([{ fullName: 'Jordan Morgan', relationship: 'Spouse', designation: 'PRIMARY', sharePercent: 100 }]);
  });

  it('replaces a list that adds up, refuses one that does not, and reaches no other account', async () => {
    const sid = await openVisit('msr');
    const savings = await accountOf('member', 'savings');
    const before = await beneficiaryRows(savings.id);
    const list = (shares: readonly number[]) => shares.map((sharePercent, index) => ({ fullName: `Heir ${index + 1}`, relationship: 'Child', designation: 'PRIMARY', sharePercent }));

    const short = await call(sid, 'PUT', beneficiariesOf(savings.id), { reason: 'Member asked to split it', beneficiaries: list([60, 30]) });
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json()).toEqual({ errors: [{ path: '/beneficiaries', message: 'Primary shares must add up to exactly 100%.' }] });
    const noPrimary = await call(sid, 'PUT', beneficiariesOf(savings.id), { reason: 'Member asked', beneficiaries: [{ fullName: 'Riley', relationship: 'Sibling', designation: 'CONTINGENT', sharePercent: 100 }] });
    expect(noPrimary.statusCode).toBe(400);
    const badRelationship = await call(sid, 'PUT', beneficiariesOf(savings.id), { reason: 'Member asked', beneficiaries: [{ fullName: 'Riley', relationship: 'Neighbour', designation: 'PRIMARY', sharePercent: 100 }] });
    expect(badRelationship.json()).toMatchObject({ errors: [{ path: '/beneficiaries/0/relationship' }] });
    expect(await beneficiaryRows(savings.id)).toEqual(before);

    for (const foreign of [(await accountOf('business', 'checking')).id, (await accountOf('member', 'checking')).id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(sid, 'PUT', beneficiariesOf(foreign), { reason: 'Member asked', beneficiaries: list([100]) });
      expect(refused.statusCode, foreign).toBe(404);
      expect(await beneficiaryRows(foreign)).toEqual([]);
    }

    const viewer = await openVisit('msr-viewer');
    expect((await call(viewer, 'PUT', beneficiariesOf(savings.id), { reason: 'Member asked', beneficiaries: list([100]) })).statusCode).toBe(403);
    expect(await beneficiaryRows(savings.id)).toEqual(before);

    const saved = await call(sid, 'PUT', beneficiariesOf(savings.id), {
      reason: 'Member asked to split it',
      beneficiaries: [...list([60, 40]), { fullName: '  Riley Morgan ', relationship: 'Sibling', designation: 'CONTINGENT', sharePercent: 100 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const account = saved.json() as StaffBeneficiaryAccount;
    expect(account.beneficiaries.map((row) => `${row.designation} ${row.fullName} ${row.sharePercent}`)).toEqual(['PRIMARY Heir 1 60', 'PRIMARY Heir 2 40', 'CONTINGENT Riley Morgan 100']);
    expect(await beneficiaryRows(savings.id)).toHaveLength(3);
    const audit = await db().selectFrom('staff_audit').select(['detail', 'member_id']).where('route', '=', `${DESK}/accounts/:arrangementId/beneficiaries`).where('status_code', '=', 200).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ member_id: memberId, detail: { reason: 'Member asked to split it', action: 'replace-beneficiaries', before: 1, after: 3 } });
  });

  it("lets msr change the served member's postal address with an open visit; email stays refused", async () => {
    const address = await db().selectFrom('member_postal_addresses').select('id').where('user_id', '=', memberId).where('address_type', '=', 'MAILING').executeTakeFirstOrThrow();
    const email = await db().selectFrom('member_electronic_addresses').select(['id', 'email_address']).where('user_id', '=', memberId).executeTakeFirstOrThrow();
    const update = { addressLine1: '100 Peachtree St NW', city: 'Atlanta', state: 'GA', zipCode: '30303' };

    const noVisit = await signInAs(t.app, 'msr');
    expect((await call(noVisit, 'PUT', `${PROFILE}/postal-addresses/${address.id}`, update, REASON)).statusCode).toBe(403);
    const viewer = await openVisit('msr-viewer');
    expect((await call(viewer, 'PUT', `${PROFILE}/postal-addresses/${address.id}`, update, REASON)).statusCode).toBe(403);

    const sid = await openVisit('msr');
    expect((await call(sid, 'PUT', `${PROFILE}/postal-addresses/${address.id}`, update)).statusCode).toBe(428);
    const changed = await call(sid, 'PUT', `${PROFILE}/postal-addresses/${address.id}`, update, REASON);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as UserProfile).postalAddresses.find((entry) => entry.key === address.id)).toMatchObject({ townName: 'Atlanta', additions: { addressLine1: '100 Peachtree St NW' } });
    const stored = await db().selectFrom('member_postal_addresses').select(['address_line1', 'user_id']).where('id', '=', address.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ address_line1: '100 Peachtree St NW', user_id: memberId });
    // Staff change it without a step-up (the member proved who they are to staff), and the member hears of it.
    const notices = await db().selectFrom('outbox_messages').select(['channel', 'body']).where('user_id', '=', memberId).execute();
    expect(notices.filter((notice) => notice.body.includes('address was changed')).length).toBeGreaterThan(0);
    const invalid = await call(sid, 'PUT', `${PROFILE}/postal-addresses/${address.id}`, { ...update, zipCode: '94105' }, REASON);
    expect(invalid.statusCode).toBe(400);

    const emailChange = await call(sid, 'PUT', `${PROFILE}/electronic-addresses/${email.id}`, { emailAddress: 'new@example.com' }, REASON);
    expect(emailChange.statusCode).toBe(403);
    const phoneAdd = await call(sid, 'POST', `${PROFILE}/phone-addresses`, { number: '4045550199', type: 'WORK' }, REASON);
    expect(phoneAdd.statusCode).toBe(403);
    expect((await db().selectFrom('member_electronic_addresses').select('email_address').where('id', '=', email.id).executeTakeFirstOrThrow()).email_address).toBe(email.email_address);
    const audit = await db().selectFrom('staff_audit').select(['detail', 'reason']).where('route', '=', '/api/user-manager/client-api/v2/users/me/profile/postal-addresses/:id').where('status_code', '=', 200).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ reason: 'Member moved, confirmed by phone', detail: { action: 'change-address' } });
  });
});
