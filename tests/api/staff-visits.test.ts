import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, StaffVisit, StaffVisitCurrent } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const VISITS = '/api/service-desk/client-api/v1/visits';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const CONTEXT = '/api/access-control/client-api/v3/accessgroups/service-agreements/context';

describe.each(databaseKinds())('staff visits and the staff audit (%s)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const memberIdOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const auditCount = async () => Number((await db().selectFrom('staff_audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const open = (sid: string, memberId: string, reason = 'Member called about a card') =>
    t.app.inject({ method: 'POST', url: VISITS, cookies: { sid }, payload: { memberId, reason } });
  const summaryNames = async (sid: string) => {
    const response = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductSummary).groups?.flatMap((group) => group.products.map((product) => product.name)) ?? [];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a member 403 on every visit call and writes no audit row', async () => {
    const sid = await signInAs(t.app, 'member');
    const before = await auditCount();
    expect((await open(sid, await memberIdOf('business'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${VISITS}/current`, cookies: { sid } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${VISITS}/current`, cookies: { sid } })).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it("opens a member: the staff session reads the member's accounts under the staff role, audited, then ends", async () => {
    const sid = await signInAs(t.app, 'msr');
    const memberId = await memberIdOf('member');
    expect(await summaryNames(sid)).toEqual([]);
    const opened = await open(sid, memberId);
    expect(opened.statusCode, opened.body).toBe(201);
    const visit = opened.json() as StaffVisit;
    expect(visit).toMatchObject({ member: { id: memberId, fullName: expect.any(String) }, staff: { fullName: 'Priya Shah' }, reason: 'Member called about a card' });
    expect(((await t.app.inject({ method: 'GET', url: `${VISITS}/current`, cookies: { sid } })).json() as StaffVisitCurrent).visit?.id).toBe(visit.id);
    expect((await t.app.inject({ method: 'GET', url: CONTEXT, cookies: { sid } })).json()).toMatchObject({ isMaster: true, additions: { primaryUserInternalId: memberId } });
    expect((await summaryNames(sid)).length).toBeGreaterThan(0);

    const rows = await db().selectFrom('staff_audit').selectAll().where('visit_id', '=', visit.id).orderBy('seq').execute();
    expect(rows.map((row) => `${row.method} ${row.route}`)).toEqual([
      `POST ${VISITS}`,
      `GET ${VISITS}/current`,
      `GET ${CONTEXT}`,
      `GET ${SUMMARY}`,
    ]);
    expect(rows.every((row) => row.member_id === memberId && row.reason === 'Member called about a card' && row.status_code === 200 - (row.method === 'POST' ? -1 : 0))).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `${VISITS}/current`, cookies: { sid } })).statusCode).toBe(204);
    expect(await summaryNames(sid)).toEqual([]);
    expect((await db().selectFrom('staff_visits').select('ended_at').where('id', '=', visit.id).executeTakeFirstOrThrow()).ended_at).not.toBeNull();
    const ended = await db().selectFrom('staff_audit').selectAll().where('method', '=', 'DELETE').where('member_id', '=', memberId).execute();
    expect(ended).toHaveLength(1);
  });

  it('asks for a reason before any action for the member, and changes nothing without one', async () => {
    const sid = await signInAs(t.app, 'msr');
    await open(sid, await memberIdOf('member'));
    const card = await db()
      .selectFrom('cards')
      .innerJoin('arrangements', 'arrangements.id', 'cards.arrangement_id')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .select(['cards.id', 'cards.card_policy_ref_id'])
      .where('service_agreements.primary_user_id', '=', await memberIdOf('member'))
      .where('cards.card_kind', '=', 'credit')
      .where('cards.lock_status', '=', 'UNLOCKED')
      .executeTakeFirstOrThrow();
    const lock = (headers: Record<string, string> = {}, lockStatus = 'LOCKED') =>
      t.app.inject({ method: 'POST', url: `/api/cards/client-api/v2/cards/${card.id}/credit/lock-status`, cookies: { sid }, headers, payload: { lockStatus, cardPolicyRefId: card.card_policy_ref_id } });
    const refused = await lock();
    expect(refused.statusCode, refused.body).toBe(428);
    expect(refused.headers['x-reason-required']).toBe('1');
    expect((await db().selectFrom('cards').select('lock_status').where('id', '=', card.id).executeTakeFirstOrThrow()).lock_status).toBe('UNLOCKED');
    const locked = await lock({ 'x-action-reason': encodeURIComponent('Member reported the card lost') });
    expect(locked.statusCode, locked.body).toBeLessThan(300);
    const row = await db().selectFrom('staff_audit').select(['reason', 'status_code']).where('route', 'like', '%lock-status%').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'Member reported the card lost', status_code: locked.statusCode });
    expect((await lock({ 'x-action-reason': 'Found%20the%20card' }, 'UNLOCKED')).statusCode).toBe(200);
  });

  it('ends a visit when its session ends: at sign-out, or (found at the next sign-in) when it expired', async () => {
    const memberId = await memberIdOf('business');
    const endedOf = async (visitId: string) => (await db().selectFrom('staff_visits').select('ended_at').where('id', '=', visitId).executeTakeFirstOrThrow()).ended_at;
    const signedOut = await signInAs(t.app, 'msr');
    const first = (await open(signedOut, memberId)).json() as StaffVisit;
    await t.app.inject({ method: 'POST', url: '/api/session/memberlogout', cookies: { sid: signedOut } });
    expect(await endedOf(first.id)).not.toBeNull();

    const expired = await signInAs(t.app, 'msr');
    const second = (await open(expired, memberId)).json() as StaffVisit;
    t.clock.advanceSeconds(2 * 60 * 60);
    expect(await endedOf(second.id)).toBeNull();
    await signInAs(t.app, 'msr');
    expect(await endedOf(second.id)).not.toBeNull();
  });

  it('refuses another staff user or an unknown id as the member, and keeps the audit append-only', async () => {
    const sid = await signInAs(t.app, 'msr');
    expect((await open(sid, await memberIdOf('msr-supervisor'))).statusCode).toBe(404);
    expect((await open(sid, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await open(sid, await memberIdOf('member'), ' x ')).statusCode).toBe(400);
    await expect(db().updateTable('staff_audit').set({ reason: 'changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('staff_audit').execute()).rejects.toThrow(/append-only/);
  });
});
