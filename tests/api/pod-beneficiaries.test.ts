import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, PodAccount, PodAccountList } from '../../engine/core/generated/api.gen';
import esIra from '../../config/locales/es-US/ira.json';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const BASE = '/api/pod-beneficiaries/client-api/v1/accounts';
const rules = iraManifest.pod.editor;

describe.each(databaseKinds())('payable-on-death beneficiaries (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let accounts: PodAccount[];
  const db = () => t.database.db;
  const put = (arrangementId: string, beneficiaries: object[], session = sid) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/${arrangementId}/beneficiaries`, cookies: { sid: session }, payload: { beneficiaries } });
  const heir = (fullName: string, designation: 'PRIMARY' | 'CONTINGENT', sharePercent: number, relationship = 'Child') => ({ fullName, relationship, designation, sharePercent });
  const checking = () => accounts.find((account) => account.name.toLowerCase().includes('checking')) ?? accounts[0]!;
  /** Every beneficiary row and the payable-on-death flag of every account: what a refused call must leave alone. */
  const snapshot = async () => ({
    rows: await db().selectFrom('account_beneficiaries').selectAll().orderBy('id').execute(),
    flags: await db().selectFrom('arrangements').select(['id', 'payable_on_death']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const list = await t.app.inject({ method: 'GET', url: BASE, cookies: { sid } });
    expect(list.statusCode, list.body).toBe(200);
    accounts = (list.json() as PodAccountList).accounts;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the member's checking and savings accounts with their beneficiaries", async () => {
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    const savings = accounts.find((account) => account.payableOnDeath);
    expect(savings?.beneficiaries).toEqual([expect.objectContaining({ fullName: 'Jordan Morgan', designation: 'PRIMARY', sharePercent: 100 })]);
    const kinds = await db().selectFrom('arrangements').select('product_kind').where('id', 'in', accounts.map((account) => account.arrangementId)).execute();
    expect(new Set(kinds.map((row) => row.product_kind))).toEqual(new Set(['checking', 'savings']));
  });

  it('saves a list whose shares add to 100 and makes the account payable on death', async () => {
    const account = checking();
    expect(account.payableOnDeath).toBe(false);
    const response = await put(account.arrangementId, [heir('Avery Morgan', 'PRIMARY', 60), heir('Blake Morgan', 'PRIMARY', 40), heir('Quinn Morgan', 'CONTINGENT', 100, 'Sibling')]);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as PodAccount;
    expect(saved.payableOnDeath).toBe(true);
    expect(saved.beneficiaries.map((row) => [row.fullName, row.designation, row.sharePercent])).toEqual([
      ['Avery Morgan', 'PRIMARY', 60],
      ['Blake Morgan', 'PRIMARY', 40],
      ['Quinn Morgan', 'CONTINGENT', 100],
    ]);
    const flag = await db().selectFrom('arrangements').select('payable_on_death').where('id', '=', account.arrangementId).executeTakeFirstOrThrow();
    expect(flag.payable_on_death).toBe(true);
  });

  it('refuses shares that add to 99 with the rule message and changes nothing', async () => {
    const before = await snapshot();
    const primaries = await put(checking().arrangementId, [heir('Avery Morgan', 'PRIMARY', 60), heir('Blake Morgan', 'PRIMARY', 39)]);
    expect(primaries.statusCode, primaries.body).toBe(400);
    expect((primaries.json() as ErrorResponse).errors).toContainEqual({ path: '/beneficiaries', message: rules.errors.primaryTotal });
    const contingents = await put(checking().arrangementId, [heir('Avery Morgan', 'PRIMARY', 100), heir('Quinn Morgan', 'CONTINGENT', 99)]);
    expect(contingents.statusCode, contingents.body).toBe(400);
    expect((contingents.json() as ErrorResponse).errors).toContainEqual({ path: '/beneficiaries', message: rules.errors.contingentTotal });
    expect(await snapshot()).toEqual(before);
  });

  it('names the row and field of a bad name or relationship', async () => {
    const response = await put(checking().arrangementId, [heir('  ', 'PRIMARY', 50), heir('Blake Morgan', 'PRIMARY', 50, 'Neighbour')]);
    expect(response.statusCode, response.body).toBe(400);
    const { errors } = response.json() as ErrorResponse;
    expect(errors).toContainEqual({ path: '/beneficiaries/0/fullName', message: rules.errors.nameLength });
    expect(errors).toContainEqual({ path: '/beneficiaries/1/relationship', message: rules.errors.relationshipUnknown });
  });

  it("answers a rule's message in the member's language, and changes nothing", async () => {
    const before = await snapshot();
    await db().updateTable('members').set({ language: 'es-US' }).where('username', '=', 'member').execute();
    try {
      const response = await put(checking().arrangementId, [heir('Avery Morgan', 'PRIMARY', 60), heir('Blake Morgan', 'PRIMARY', 39)]);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as ErrorResponse).errors).toContainEqual({ path: '/beneficiaries', message: esIra.pod.editor.errors.primaryTotal });
      expect(esIra.pod.editor.errors.primaryTotal).not.toBe(rules.errors.primaryTotal);
    } finally {
      await db().updateTable('members').set({ language: 'en-US' }).where('username', '=', 'member').execute();
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another member's account, and for an account that is not checking or savings, and changes nothing", async () => {
    const before = await snapshot();
    const foreign = await db()
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select('arrangements.id')
      .where('members.username', '=', 'business')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    expect((await put(foreign.id, [heir('Avery Morgan', 'PRIMARY', 100)])).statusCode).toBe(404);
    const ira = await db().selectFrom('arrangements').select('id').where('product_kind', '=', 'ira').where('agreement_id', '=', (await db().selectFrom('arrangements').select('agreement_id').where('id', '=', checking().arrangementId).executeTakeFirstOrThrow()).agreement_id).executeTakeFirstOrThrow();
    expect((await put(ira.id, [heir('Avery Morgan', 'PRIMARY', 100)])).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a view-only trusted user look but not change', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const list = await t.app.inject({ method: 'GET', url: BASE, cookies: { sid: trusted } });
    expect(list.statusCode, list.body).toBe(200);
    const before = await snapshot();
    expect((await put(checking().arrangementId, [heir('Avery Morgan', 'PRIMARY', 100)], trusted)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('removes the designation with an empty list', async () => {
    const response = await put(checking().arrangementId, []);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ payableOnDeath: false, beneficiaries: [] });
    const rows = await db().selectFrom('account_beneficiaries').select('id').where('arrangement_id', '=', checking().arrangementId).execute();
    expect(rows).toEqual([]);
  });
});
