import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { SavingsGoal, SavingsGoalList } from '../../engine/core/generated/api.gen';
import { savingsGoalsManifest } from '../../src/manifests/savings-goals-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/savings-goals/client-api/v1/goals';
const limits = savingsGoalsManifest.limits;

describe.each(databaseKinds())('savings goals (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let savingsId: string;
  let businessSavingsId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = sid) => t.app.inject({ method, url, cookies: { sid: session }, ...(payload ? { payload } : {}) });
  const list = async (session = sid): Promise<SavingsGoalList> => {
    const response = await call('GET', API, undefined, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SavingsGoalList;
  };
  const ahead = (days: number) => addBusinessDays(onOrAfterBusinessDay(businessDate(t.clock.now())), days);
  const create = async (fields: object, accountId = savingsId): Promise<SavingsGoal> => {
    const response = await call('POST', API, { accountId, name: 'New car', targetCents: 800_000, targetDate: ahead(60), ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as SavingsGoal;
  };
  const balanceOf = async (accountId: string, session = sid) => (await list(session)).accounts.find((account) => account.id === accountId)!.balanceCents;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    savingsId = (await list()).accounts[0]!.id;
    const business = await t.database.db
      .selectFrom('arrangements as a')
      .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
      .innerJoin('members as m', 'm.id', 's.primary_user_id')
      .select('a.id')
      .where('m.username', '=', 'business')
      .orderBy('a.display_order')
      .executeTakeFirstOrThrow();
    // business's own savings account, or (the seed gives it none) its first account: either is not member's to use.
    const existing = (await list(businessSid)).accounts[0];
    businessSavingsId = existing?.id ?? business.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the seeded goal of member's savings account with the account's balance as its progress", async () => {
    const { goals, accounts, maxGoalsPerAccount, maxTargetCents } = await list();
    expect({ maxGoalsPerAccount, maxTargetCents }).toEqual({ maxGoalsPerAccount: limits.maxGoalsPerAccount, maxTargetCents: limits.maxTargetCents });
    const seeded = goals.find((goal) => goal.name === 'Emergency fund')!;
    const account = accounts.find((entry) => entry.id === seeded.accountId)!;
    expect(seeded).toMatchObject({ targetCents: 1_500_000, savedCents: Math.max(0, account.balanceCents) });
    expect(seeded.percent).toBe(Math.min(100, Math.floor((seeded.savedCents * 100) / seeded.targetCents)));
    expect(isBusinessDay(seeded.targetDate)).toBe(true);
  });

  it('creates, edits and deletes a goal, soonest target first', async () => {
    const goal = await create({ name: '  Holiday  ', targetCents: 250_000, targetDate: ahead(5) });
    expect(goal).toMatchObject({ name: 'Holiday', accountId: savingsId, targetCents: 250_000, targetDate: ahead(5), savedCents: Math.max(0, await balanceOf(savingsId)) });
    expect((await list()).goals[0]!.id).toBe(goal.id);

    const edited = await call('PUT', `${API}/${goal.id}`, { name: 'Summer holiday', targetCents: 300_000, targetDate: ahead(90) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: goal.id, name: 'Summer holiday', targetCents: 300_000, targetDate: ahead(90) });

    expect((await call('DELETE', `${API}/${goal.id}`)).statusCode).toBe(204);
    expect((await list()).goals.map((entry) => entry.id)).not.toContain(goal.id);
    expect((await call('DELETE', `${API}/${goal.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank name, a target above the limit, a day that is not a business day after today, and a non-savings account', async () => {
    const field = async (fields: object, accountId = savingsId) => {
      const response = await call('POST', API, { accountId, name: 'Goal', targetCents: 1_000, targetDate: ahead(10), ...fields });
      return { status: response.statusCode, path: (response.json() as { errors: { path: string }[] }).errors?.[0]?.path };
    };
    expect(await field({ name: '   ' })).toEqual({ status: 400, path: '/name' });
    expect(await field({ name: 'x'.repeat(limits.maxNameLength + 1) })).toMatchObject({ status: 400 });
    expect(await field({ targetCents: limits.maxTargetCents + 1 })).toEqual({ status: 400, path: '/targetCents' });
    expect(await field({ targetCents: 0 })).toMatchObject({ status: 400 });
    expect(await field({ targetDate: businessDate(t.clock.now()) })).toEqual({ status: 400, path: '/targetDate' });
    let weekend = ahead(10);
    while (isBusinessDay(weekend)) weekend = `${weekend.slice(0, 8)}${String(Number(weekend.slice(8)) + 1).padStart(2, '0')}`;
    expect(await field({ targetDate: weekend })).toEqual({ status: 400, path: '/targetDate' });
    const checking = await t.database.db.selectFrom('arrangements').select('id').where('agreement_id', 'in', t.database.db.selectFrom('arrangements').select('agreement_id').where('id', '=', savingsId)).where('product_kind', '=', 'checking').executeTakeFirstOrThrow();
    expect((await field({}, checking.id)).status).toBe(404);
  });

  it('keeps at most the configured number of goals on one account', async () => {
    await t.database.db.deleteFrom('savings_goals').where('arrangement_id', '=', savingsId).execute();
    for (let index = 0; index < limits.maxGoalsPerAccount; index += 1) await create({ name: `Goal ${index}` });
    const over = await call('POST', API, { accountId: savingsId, name: 'One too many', targetCents: 1_000, targetDate: ahead(10) });
    expect(over.statusCode).toBe(400);
    expect((over.json() as { errors: { path: string }[] }).errors[0]!.path).toBe('/accountId');
  });

  it("never shows, changes or deletes another member's goal, nor creates one on their account (404, nothing written)", async () => {
    const mine = await create({ name: 'Private goal' }).catch(async () => {
      await t.database.db.deleteFrom('savings_goals').where('arrangement_id', '=', savingsId).execute();
      return create({ name: 'Private goal' });
    });
    expect((await list(businessSid)).goals.map((goal) => goal.id)).not.toContain(mine.id);
    expect((await call('PUT', `${API}/${mine.id}`, { name: 'Taken', targetCents: 1_000, targetDate: ahead(10) }, businessSid)).statusCode).toBe(404);
    expect((await call('DELETE', `${API}/${mine.id}`, undefined, businessSid)).statusCode).toBe(404);
    expect((await t.database.db.selectFrom('savings_goals').select('name').where('id', '=', mine.id).executeTakeFirstOrThrow()).name).toBe('Private goal');
    const before = await t.database.db.selectFrom('savings_goals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await call('POST', API, { accountId: savingsId, name: 'Theirs', targetCents: 1_000, targetDate: ahead(10) }, businessSid)).statusCode).toBe(404);
    expect((await call('POST', API, { accountId: businessSavingsId, name: 'Theirs', targetCents: 1_000, targetDate: ahead(10) })).statusCode).toBe(404);
    const after = await t.database.db.selectFrom('savings_goals').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: API })).statusCode).toBe(401);
  });
});
