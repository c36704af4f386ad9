import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccessList, StaffAuditSearchRequest, StaffAuditSearchResult } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { staffManifest } from '../../src/manifests/staff-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { addCalendarDays } from '../../engine/core/calendar';
import { businessDate } from '../../src/server/domain/business-date';

const VISITS = '/api/service-desk/client-api/v1/visits';
const SEARCH = '/api/service-desk/client-api/v1/audit/search';
const STAFF_ACCESS = '/api/security-hub/member/staff-access';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const REASON = 'Member called about a missing deposit';

describe.each(databaseKinds())('the staff audit search and the member\'s staff access (%s)', (kind) => {
  let t: TestApp;
  let supervisor: string;
  const db = () => t.database.db;
  const memberOf = (username: string) => db().selectFrom('members').select(['id', 'external_id', 'full_name']).where('username', '=', username).executeTakeFirstOrThrow();
  const search = (sid: string, payload: StaffAuditSearchRequest | Record<string, unknown>) => t.app.inject({ method: 'POST', url: SEARCH, cookies: { sid }, payload });
  const found = async (payload: StaffAuditSearchRequest): Promise<StaffAuditSearchResult> => {
    const response = await search(supervisor, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffAuditSearchResult;
  };
  const staffAccess = (sid: string) => t.app.inject({ method: 'GET', url: STAFF_ACCESS, cookies: { sid } });
  const today = () => businessDate(t.clock.now());

  beforeAll(async () => {
    t = await createTestApp(kind);
    supervisor = await signInAs(t.app, 'msr-supervisor');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers members 401/403 and staff without Staff Audit 403; a refused search by staff is itself audited', async () => {
    expect((await t.app.inject({ method: 'POST', url: SEARCH, payload: {} })).statusCode).toBe(401);
    expect((await search(await signInAs(t.app, 'member'), {})).statusCode).toBe(403);
    const msr = await memberOf('msr');
    for (const username of ['msr', 'msr-viewer']) {
      const refused = await search(await signInAs(t.app, username), { staffUsername: 'msr' });
      expect(refused.statusCode, username).toBe(403);
    }
    const row = await db().selectFrom('staff_audit').select(['status_code', 'method']).where('staff_user_id', '=', msr.id).where('route', '=', SEARCH).executeTakeFirstOrThrow();
    expect(row).toEqual({ status_code: 403, method: 'POST' });
  });

  it('finds what msr did for member by staff username and by member number, with the reason and a readable action', async () => {
    const member = await memberOf('member');
    const sid = await signInAs(t.app, 'msr');
    const opened = await t.app.inject({ method: 'POST', url: VISITS, cookies: { sid }, payload: { memberId: member.id, reason: REASON } });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${VISITS}/current`, cookies: { sid } })).statusCode).toBe(204);

    const byStaff = await found({ staffUsername: 'MSR' });
    const summaryRow = byStaff.rows.find((row) => row.route === SUMMARY);
    expect(summaryRow).toMatchObject({
      staff: { username: 'msr', fullName: 'Priya Shah' },
      member: { fullName: member.full_name, memberNumber: member.external_id },
      method: 'GET',
      action: 'Viewed accounts',
      status: 200,
      reason: REASON,
      sourceIp: expect.any(String),
    });
    expect(byStaff.rows.every((row) => row.staff.username === 'msr')).toBe(true);
    const visitRows = byStaff.rows.filter((row) => row.route === VISITS);
    expect(visitRows.map((row) => row.action)).toEqual(['Opened the member']);
    // Newest first: ending the visit came last, so it is on top.
    expect(byStaff.rows[0]).toMatchObject({ method: 'DELETE', action: 'Ended the session with the member', member: { memberNumber: member.external_id } });

    const byMember = await found({ memberNumber: ` ${member.external_id} ` });
    expect(byMember.rows.length).toBeGreaterThanOrEqual(3);
    expect(byMember.rows.every((row) => row.member?.memberNumber === member.external_id)).toBe(true);
    expect(byMember.rows.some((row) => row.route === SUMMARY && row.reason === REASON)).toBe(true);

    expect((await found({ staffUsername: 'msr', memberNumber: member.external_id, from: today(), to: today() })).rows.length).toBe(byMember.rows.filter((row) => row.staff.username === 'msr').length);
    expect((await found({ staffUsername: 'no-such-user' })).rows).toEqual([]);
    expect((await found({ memberNumber: '000000000' })).rows).toEqual([]);
    const tomorrow = addCalendarDays(today(), 1);
    expect((await found({ memberNumber: member.external_id, from: tomorrow })).rows).toEqual([]);
    expect((await found({ memberNumber: member.external_id, to: '2020-01-01' })).rows).toEqual([]);
  });

  it('audits the search itself: the filters used, never their values, and the member a member number named', async () => {
    const member = await memberOf('member');
    const grace = await memberOf('msr-supervisor');
    await found({ memberNumber: member.external_id, from: '2020-01-01' });
    const row = await db().selectFrom('staff_audit').selectAll().where('staff_user_id', '=', grace.id).where('route', '=', SEARCH).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: member.id, status_code: 200, method: 'POST' });
    expect(row.detail).toEqual({ auditSearch: { filters: ['memberNumber'], from: '2020-01-01', page: 1 }, readsOnly: true });
    expect(JSON.stringify(row.detail)).not.toContain(member.external_id);
    const mine = await found({ staffUsername: 'msr-supervisor' });
    expect(mine.rows[0]).toMatchObject({ action: 'Searched the staff audit', member: { memberNumber: member.external_id } });
  });

  it('pages newest first without overlap', async () => {
    const sid = await signInAs(t.app, 'msr-viewer');
    const { pageSize } = staffManifest.audit;
    for (let i = 0; i < pageSize + 3; i += 1) await t.app.inject({ method: 'GET', url: `${VISITS}/current`, cookies: { sid } });
    const first = await found({ staffUsername: 'msr-viewer' });
    expect(first).toMatchObject({ page: 1, pageSize, hasMore: true });
    expect(first.rows).toHaveLength(pageSize);
    const second = await found({ staffUsername: 'msr-viewer', page: 2 });
    expect(second.hasMore).toBe(false);
    expect(second.rows.length).toBeGreaterThanOrEqual(3);
    const ids = new Set(first.rows.map((row) => row.id));
    expect(second.rows.some((row) => ids.has(row.id))).toBe(false);
    const times = [...first.rows, ...second.rows].map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses bad bodies and a From after To with 400 and a clear message', async () => {
    const range = await search(supervisor, { from: '2026-03-02', to: '2026-03-01' });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ errors: [{ path: '/to', message: errorsManifest.errors.STAFF_AUDIT_DATE_RANGE?.message }] });
    for (const payload of [{ from: '2026-02-30' }, { to: 'yesterday' }, { page: 0 }, { page: 1.5 }, { staffUsername: '' }, { memberNumber: 42 }, { who: 'msr' }]) {
      const response = await search(supervisor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'POST', url: SEARCH, cookies: { sid: supervisor }, headers: { 'content-type': 'application/json' }, payload: '{' })).statusCode).toBe(400);
  });

  it("shows member the visits of their own account: the representative's first name and initial, why, and the changes made, each named with when", async () => {
    const member = await memberOf('member');
    const sid = await signInAs(t.app, 'msr');
    t.clock.advanceSeconds(60);
    await t.app.inject({ method: 'POST', url: VISITS, cookies: { sid }, payload: { memberId: member.id, reason: 'Member reported a lost card' } });
    const card = await db()
      .selectFrom('cards')
      .innerJoin('arrangements', 'arrangements.id', 'cards.arrangement_id')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .select(['cards.id', 'cards.card_policy_ref_id'])
      .where('service_agreements.primary_user_id', '=', member.id)
      .where('cards.card_kind', '=', 'credit')
      .where('cards.lock_status', '=', 'UNLOCKED')
      .executeTakeFirstOrThrow();
    const lock = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/cards/client-api/v2/cards/${card.id}/credit/lock-status`, cookies: { sid }, headers, payload: { lockStatus: 'LOCKED', cardPolicyRefId: card.card_policy_ref_id } });
    expect((await lock({})).statusCode).toBe(428);
    t.clock.advanceSeconds(30);
    const lockedAt = t.clock.now().toISOString();
    expect((await lock({ 'x-action-reason': encodeURIComponent('Card reported lost') })).statusCode).toBeLessThan(300);
    // A POST that only reads (a member search while serving) is no change made for the member.
    t.clock.advanceSeconds(30);
    const searched = await t.app.inject({ method: 'POST', url: '/api/service-desk/client-api/v1/members/search', cookies: { sid }, payload: { query: 'Morgan' } });
    expect(searched.statusCode, searched.body).toBe(200);

    const response = await staffAccess(await signInAs(t.app, 'member'));
    expect(response.statusCode, response.body).toBe(200);
    const { visits } = response.json() as StaffAccessList;
    expect(visits).toHaveLength(2);
    expect(visits[0]).toEqual({
      id: expect.any(String),
      startedAt: expect.any(String),
      endedAt: null,
      staffName: 'Priya S.',
      reason: 'Member reported a lost card',
      actionCount: 1,
      changes: [{ at: lockedAt, action: 'Locked or unlocked a card' }],
    });
    expect(visits[1]).toMatchObject({ staffName: 'Priya S.', reason: REASON, endedAt: expect.any(String), actionCount: 0, changes: [] });
    expect(JSON.stringify(visits)).not.toContain('Shah');

    const lockRow = (await found({ memberNumber: member.external_id })).rows.find((row) => row.route.includes('lock-status') && row.status !== null && row.status < 300);
    expect(lockRow).toMatchObject({ action: 'Locked or unlocked a card', reason: 'Card reported lost', detail: { params: { id: card.id } } });
  });

  it('shows business none, staff their own (none), and refuses a trusted user acting for member', async () => {
    expect((await staffAccess(await signInAs(t.app, 'business'))).json()).toEqual({ visits: [] });
    expect((await staffAccess(await signInAs(t.app, 'msr'))).json()).toEqual({ visits: [] });
    expect((await staffAccess(await signInAs(t.app, 'trusted'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: STAFF_ACCESS })).statusCode).toBe(401);
  });
});
