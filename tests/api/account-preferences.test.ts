import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPreferenceList, ProductSummary } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const PREFERENCES = '/api/arrangement-manager/client-api/v2/account-preferences';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const VISITS = '/api/service-desk/client-api/v1/visits';

type Choice = { arrangementId: string; nickname: string | null; hidden: boolean };

describe.each(databaseKinds())('account preferences: Edit Accounts (%s)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const get = async (sid: string): Promise<AccountPreferenceList> => {
    const response = await t.app.inject({ method: 'GET', url: PREFERENCES, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AccountPreferenceList;
  };
  const put = (sid: string, accounts: Choice[]) => t.app.inject({ method: 'PUT', url: PREFERENCES, cookies: { sid }, payload: { accounts } });
  const summary = async (sid: string): Promise<ProductSummary> => (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary;
  const summaryNames = async (sid: string) => (await summary(sid)).groups.flatMap((group) => group.products.map((product) => product.name));
  const choicesOf = (list: AccountPreferenceList): Choice[] => list.accounts.map(({ arrangementId, nickname, hidden }) => ({ arrangementId, nickname, hidden }));
  const rows = async () => db().selectFrom('account_preferences').selectAll().orderBy('user_id').orderBy('arrangement_id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a session, on reads and saves alike', async () => {
    expect((await t.app.inject({ method: 'GET', url: PREFERENCES })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: PREFERENCES, payload: { accounts: [] } })).statusCode).toBe(401);
  });

  it("lists the member's accounts in summary order with no choices yet, and saves nicknames, order and hidden", async () => {
    const sid = await signInAs(t.app, 'member');
    const initial = await get(sid);
    expect(initial.editable).toBe(true);
    const before = await summary(sid);
    expect(initial.accounts.map((account) => account.name)).toEqual(before.groups.flatMap((group) => group.products.map((product) => product.name)));
    expect(initial.accounts.every((account) => account.nickname === null && !account.hidden && /^••••\d{4}$/.test(account.accountNumber))).toBe(true);
    expect(before.hiddenAccountCount).toBeUndefined();

    const checking = initial.accounts.find((account) => account.productKind === 'checking')!;
    const savings = initial.accounts.find((account) => account.productKind === 'savings')!;
    const ira = initial.accounts.find((account) => account.productKind === 'ira')!;
    // Savings before checking, checking renamed (spaces trimmed), the IRA hidden.
    const update = choicesOf(initial).map((choice) => (choice.arrangementId === ira.arrangementId ? { ...choice, hidden: true } : choice.arrangementId === checking.arrangementId ? { ...choice, nickname: "  Bills & Rent (Joe's)  " } : choice));
    const reordered = [update.find((choice) => choice.arrangementId === savings.arrangementId)!, ...update.filter((choice) => choice.arrangementId !== savings.arrangementId)];
    const saved = await put(sid, reordered);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json() as AccountPreferenceList;
    expect(list.accounts.slice(0, 2).map((account) => account.arrangementId)).toEqual([savings.arrangementId, checking.arrangementId]);
    expect(list.accounts.find((account) => account.arrangementId === checking.arrangementId)?.nickname).toBe("Bills & Rent (Joe's)");
    expect(await get(sid)).toEqual(list);

    const after = await summary(sid);
    const deposits = after.groups.find((group) => group.kind === 'deposits')!.products;
    expect(deposits.slice(0, 2).map((product) => product.id)).toEqual([savings.arrangementId, checking.arrangementId]);
    expect(deposits[1]).toMatchObject({ name: "Bills & Rent (Joe's)", accountName: checking.name });
    expect(after.groups.map((group) => group.kind)).not.toContain('ira');
    expect(after.hiddenAccountCount).toBe(1);
    const iraBalance = before.groups.find((group) => group.kind === 'ira')!.totalBalanceCents;
    expect(after.totalDepositsCents).toBe(before.totalDepositsCents - iraBalance);

    // Hidden from the summary only: the IRA's own page still answers.
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${ira.arrangementId}`, cookies: { sid } })).statusCode).toBe(200);

    // Back to the start: no nicknames, nothing hidden.
    expect((await put(sid, choicesOf(initial))).statusCode).toBe(200);
    expect(await summaryNames(sid)).toEqual(before.groups.flatMap((group) => group.products.map((product) => product.name)));
  });

  it("answers another member's account 404 and changes nothing", async () => {
    const sid = await signInAs(t.app, 'member');
    const mine = choicesOf(await get(sid));
    const theirs = choicesOf(await get(await signInAs(t.app, 'business')));
    const before = await rows();
    const response = await put(sid, [...mine.slice(0, -1), { ...theirs[0]!, nickname: 'Mine now', hidden: true }]);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].path).toBe(`/accounts/${mine.length - 1}/arrangementId`);
    expect(await rows()).toEqual(before);
  });

  it('refuses a list that is not a full order, and nicknames that break the rules, writing nothing', async () => {
    const sid = await signInAs(t.app, 'member');
    const mine = choicesOf(await get(sid));
    const before = await rows();
    const expect422 = async (accounts: Choice[], path: string) => {
      const response = await put(sid, accounts);
      expect(response.statusCode, response.body).toBe(422);
      expect((response.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain(path);
    };
    await expect422(mine.slice(1), '/accounts');
    await expect422([...mine, mine[0]!], `/accounts/${mine.length}/arrangementId`);
    for (const nickname of ['x'.repeat(31), '<script>', '-leading dash', 'Fun 🎉']) {
      await expect422(mine.map((choice, index) => (index === 0 ? { ...choice, nickname } : choice)), '/accounts/0/nickname');
    }
    // A tab is a control character, refused for every single-line field before the nickname rules are read.
    const tabbed = await put(sid, mine.map((choice, index) => (index === 0 ? { ...choice, nickname: 'Tab\tname' } : choice)));
    expect(tabbed.statusCode).toBe(400);
    expect((tabbed.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain('/accounts/0/nickname');
    // Exactly the limit is fine, and a blank nickname means none.
    const atLimit = await put(sid, mine.map((choice, index) => (index === 0 ? { ...choice, nickname: 'x'.repeat(30) } : index === 1 ? { ...choice, nickname: '   ' } : choice)));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect((atLimit.json() as AccountPreferenceList).accounts.find((account) => account.arrangementId === mine[1]!.arrangementId)?.nickname).toBeNull();
    expect((await put(sid, mine)).statusCode).toBe(200);
    expect((await rows()).length).toBeGreaterThanOrEqual(before.length);
  });

  it("keeps a trusted user's choices their own: the member's summary does not change, and view-only may personalise", async () => {
    const member = await signInAs(t.app, 'member');
    const trusted = await signInAs(t.app, 'trusted');
    const memberNames = await summaryNames(member);
    const list = await get(trusted);
    expect(list.editable).toBe(true);
    const renamed = choicesOf(list).map((choice, index) => (index === 0 ? { ...choice, nickname: 'Mom checking' } : choice));
    expect((await put(trusted, renamed)).statusCode).toBe(200);
    expect((await summaryNames(trusted))[0]).toBe('Mom checking');
    expect(await summaryNames(member)).toEqual(memberNames);
  });

  it("shows staff the member's own choices and refuses their saves", async () => {
    const member = await signInAs(t.app, 'member');
    const mine = choicesOf(await get(member));
    expect((await put(member, mine.map((choice, index) => (index === 0 ? { ...choice, nickname: 'Everyday' } : choice)))).statusCode).toBe(200);
    const staff = await signInAs(t.app, 'msr');
    const memberId = (await db().selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow()).id;
    expect((await t.app.inject({ method: 'POST', url: VISITS, cookies: { sid: staff }, payload: { memberId, reason: 'Member asked how their summary looks' } })).statusCode).toBe(201);
    const seen = await get(staff);
    expect(seen.editable).toBe(false);
    expect(seen.accounts[0]?.nickname).toBe('Everyday');
    expect((await summaryNames(staff))[0]).toBe('Everyday');
    const before = await rows();
    const payload = { accounts: choicesOf(seen).map((choice) => ({ ...choice, nickname: 'Staff was here' })) };
    // Personalising is not a staff capability (config/policy.json): refused before any reason is asked, and with one.
    expect((await put(staff, payload.accounts)).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'PUT', url: PREFERENCES, cookies: { sid: staff }, headers: { 'x-action-reason': 'Member asked for a rename' }, payload });
    expect(response.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
    expect((await put(member, mine)).statusCode).toBe(200);
  });

  it('refuses a delinquent member\'s save (the page shows "Feature Unavailable") and lets them read', async () => {
    const sid = await signInAs(t.app, 'delinquent');
    const list = await get(sid);
    expect(list.editable).toBe(false);
    const before = await rows();
    const response = await put(sid, choicesOf(list));
    expect(response.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
