import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, PermissionSummary, PolicySubjectAnswer, ProductSummary, ServiceAgreement } from '../../engine/core/generated/api.gen';
import { appManifest, errorsManifest, flagsManifest } from '../../src/manifests';
import { hashSessionToken } from '../../src/server/auth/session-token';
import { personaAccess } from '../../src/server/seed/persona-access';
import { personas } from '../../src/server/seed/personas';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { personaPolicySubject } from '../support/persona-policy';
import { databaseKinds } from '../support/test-database';

const BASE = '/api/access-control/client-api/v3/accessgroups';
const SUMMARY = `${BASE}/users/permissions/summary`;
const POLICY_SUBJECT = `${BASE}/users/policy-subject`;
const CONTEXT = `${BASE}/service-agreements/context`;
const CHOICES = `${BASE}/usercontext/serviceagreements`;
const USER_CONTEXT = `${BASE}/usercontext`;
const PRODUCTS = '/api/arrangement-manager/client-api/v2/productsummary';
const ME = '/api/user-manager/client-api/v2/users/me';
const FORBIDDEN = { errors: [{ path: '', message: errorsManifest.errors.FORBIDDEN?.message }] };

/** "resource.function.privilege" for every privilege a summary grants. */
const held = (summary: PermissionSummary): string[] =>
  summary.flatMap((entry) => Object.entries(entry.permissions).flatMap(([privilege, granted]) => (granted ? [`${entry.resource}.${entry.function}.${privilege}`] : []))).sort();

describe.each(databaseKinds())('access control (%s)', (kind) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh session per call site that asks for one, so switching agreements in one test never leaks into another. */
  const freshSession = (username: string) => signInAs(t.app, username);
  const session = async (username: string): Promise<string> => {
    const existing = tokens.get(username);
    if (existing) return existing;
    const token = await freshSession(username);
    tokens.set(username, token);
    return token;
  };
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { cookies: { sid: token } } : {}) });
  const choose = (token: string, serviceAgreementId: unknown) =>
    t.app.inject({ method: 'POST', url: USER_CONTEXT, cookies: { sid: token }, payload: { serviceAgreementId } });
  const json = async <T>(url: string, token: string): Promise<T> => {
    const response = await get(url, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const idOf = async (username: string): Promise<string> => (await json<CurrentUser>(ME, await session(username))).id;
  const productIds = (summary: ProductSummary): string[] => summary.groups.flatMap((group) => group.products.map((product) => product.id)).sort();

  it('answers 401 on every access-control call without a session', async () => {
    for (const url of [SUMMARY, CONTEXT, CHOICES]) expect((await get(url)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: USER_CONTEXT, payload: { serviceAgreementId: randomUUID() } })).statusCode).toBe(401);
  });

  // Personas who can sign in (enrol has not enrolled yet: no credentials).
  it.each(personas.filter((persona) => persona.credentials !== false).map((persona) => [persona.username, persona] as const))(
    "gives %s exactly the permissions of the seed's group in the agreement they sign in to",
    async (username, persona) => {
      const sid = await freshSession(username);
      const summary = await json<PermissionSummary>(SUMMARY, sid);
      // The summary is what the groups grant, whatever the persona's conditions: config/policy.json takes those into
      // account on every call, and the policy subject says what it sees of them.
      const expected = personaAccess(persona).profile.grants.flatMap((grant) => grant.privileges.map((privilege) => `${grant.resource}.${grant.function}.${privilege}`));
      expect(held(summary)).toEqual(expected.sort());
      expect(summary.map((entry) => `${entry.resource}/${entry.function}`)).toEqual(
        [...summary].sort((a, b) => (a.resource === b.resource ? (a.function < b.function ? -1 : 1) : a.resource < b.resource ? -1 : 1)).map((entry) => `${entry.resource}/${entry.function}`),
      );
      const subject = await json<PolicySubjectAnswer>(POLICY_SUBJECT, sid);
      const expectedSubject = personaPolicySubject(persona);
      expect({ actor: subject.actor, conditions: [...subject.conditions].sort() }, username).toEqual({ actor: expectedSubject.actor, conditions: [...expectedSubject.conditions].sort() });
      if (expectedSubject.features !== undefined) expect(subject.features).toEqual(expectedSubject.features);
    },
  );

  it("gives the view-only trusted member only view privileges, listing the privileges they lack as false", async () => {
    const summary = await json<PermissionSummary>(SUMMARY, await session('trusted'));
    expect(held(summary).length).toBeGreaterThan(5);
    expect(held(summary).every((identifier) => identifier.endsWith('.view'))).toBe(true);
    expect(summary.find((entry) => entry.resource === 'Payments' && entry.function === 'A2A Internal')?.permissions).toMatchObject({ view: true, create: false, execute: false });
    expect(summary.some((entry) => entry.resource === 'User Profiles' || entry.resource === 'Identities')).toBe(false);

    const mover = held(await json<PermissionSummary>(SUMMARY, await session('trusted-mover')));
    expect(mover).toEqual(expect.arrayContaining(['Payments.A2A Internal.create', 'Payments.A2A Internal.execute', 'BillPay.BillPay.create', 'Payments.ACH.create']));
    expect(mover).not.toContain('Payments.ACH.delete');
    expect(mover.some((identifier) => identifier.startsWith('User Profiles.'))).toBe(false);
  });

  it("describes the current agreement: the member's own master, a trusted member's second agreement, the staff agreement", async () => {
    const memberId = await idOf('member');
    const own = await json<ServiceAgreement>(CONTEXT, await session('member'));
    expect(own).toEqual({
      id: expect.any(String),
      name: 'Alex Morgan',
      description: 'Personal membership',
      isMaster: true,
      externalId: expect.stringMatching(/^\d+$/),
      additions: { primaryName: 'Alex Morgan', memberSince: '2011-04-18', primaryUserInternalId: memberId },
    });

    const trustedToken = await freshSession('trusted');
    const [trustedMaster] = await json<ServiceAgreement[]>(CHOICES, trustedToken);
    const second = await json<ServiceAgreement>(CONTEXT, trustedToken);
    expect(second).toMatchObject({ name: 'Alex Morgan', isMaster: false, additions: { primaryUserInternalId: memberId, primaryName: 'Alex Morgan', trustedExternalId: trustedMaster?.externalId } });
    expect(second.id).not.toBe(own.id);
    // users/me stays the signed-in user whatever agreement is current.
    expect((await json<CurrentUser>(ME, trustedToken)).fullName).toBe('Jordan Morgan');

    expect(await json<ServiceAgreement>(CONTEXT, await session('msr'))).toMatchObject({ description: appManifest.serviceAgreements.msrDescription, isMaster: true });
  });

  it('lists the agreements each persona may choose, with x-total-count', async () => {
    const listFor = async (username: string) => {
      const response = await get(CHOICES, await session(username));
      expect(response.statusCode).toBe(200);
      return { total: response.headers['x-total-count'], agreements: response.json() as ServiceAgreement[] };
    };
    const member = await listFor('member');
    expect(member).toEqual({ total: '1', agreements: [await json<ServiceAgreement>(CONTEXT, await session('member'))] });

    const trusted = await listFor('trusted');
    expect(trusted.total).toBe('2');
    const [master, second] = trusted.agreements;
    expect(master).toMatchObject({ isMaster: true, name: 'Jordan Morgan' });
    expect(second).toMatchObject({ isMaster: false, name: 'Alex Morgan', additions: { trustedExternalId: master?.externalId } });

    const msr = await listFor('msr');
    expect(msr.total).toBe('1');
    expect(msr.agreements.map((agreement) => agreement.description)).toEqual([appManifest.serviceAgreements.msrDescription]);
  });

  it('pages the list (from is the page number), caps size at the configured page size, and refuses bad paging with 400', async () => {
    const token = await session('trusted');
    const page = async (query: string) => {
      const response = await get(`${CHOICES}?${query}`, token);
      return { status: response.statusCode, total: response.headers['x-total-count'], body: response.json() };
    };
    const all = (await page('from=0&size=25')).body as ServiceAgreement[];
    expect(all).toHaveLength(2);
    expect(await page('from=0&size=1')).toEqual({ status: 200, total: '2', body: [all[0]] });
    expect(await page('from=1&size=1')).toEqual({ status: 200, total: '2', body: [all[1]] });
    expect(await page('from=2&size=1')).toEqual({ status: 200, total: '2', body: [] });
    expect((await page(`size=${appManifest.serviceAgreements.pageSize}`)).status).toBe(200);
    for (const bad of [`size=${appManifest.serviceAgreements.pageSize + 1}`, 'size=0', 'from=-1', 'from=abc', 'size=2.5', 'page=1']) {
      const answer = await page(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ path: expect.any(String), message: expect.any(String) });
    }
  });

  it('offers an agreement only when its trustedExternalId is the numeric external id of one of the user\'s masters', async () => {
    const db = t.database.db;
    const trustedId = await idOf('trusted');
    const businessId = await idOf('business');
    const [master] = await json<ServiceAgreement[]>(CHOICES, await session('trusted'));
    const offered = { id: randomUUID(), trusted: `SA-${master?.externalId}` };
    const unrelated = { id: randomUUID(), trusted: '999999999' };
    for (const [index, agreement] of [offered, unrelated].entries()) {
      await db
        .insertInto('service_agreements')
        .values({ id: agreement.id, name: 'Harbor Street Bakery LLC', description: 'Trusted member access', is_master: false, external_id: `T-90${index}`, trusted_external_id: agreement.trusted, primary_user_id: businessId })
        .execute();
      await db.insertInto('agreement_users').values({ agreement_id: agreement.id, user_id: trustedId, access_level: 'VIEW_ONLY', user_type: 'Trusted Member' }).execute();
    }
    try {
      const token = await freshSession('trusted');
      const response = await get(CHOICES, token);
      expect(response.headers['x-total-count']).toBe('3');
      expect((response.json() as ServiceAgreement[]).map((agreement) => agreement.id)).toContain(offered.id);
      expect((response.json() as ServiceAgreement[]).map((agreement) => agreement.id)).not.toContain(unrelated.id);
      expect((await choose(token, unrelated.id)).statusCode).toBe(403);
    } finally {
      await db.deleteFrom('agreement_users').where('agreement_id', 'in', [offered.id, unrelated.id]).execute();
      await db.deleteFrom('service_agreements').where('id', 'in', [offered.id, unrelated.id]).execute();
    }
  });

  it('lets a trusted member switch to their own agreement and back, each time seeing that agreement\'s accounts', async () => {
    const token = await freshSession('trusted');
    const [ownMaster, membersAgreement] = await json<ServiceAgreement[]>(CHOICES, token);
    const memberAccounts = productIds(await json<ProductSummary>(PRODUCTS, await session('member')));
    expect(productIds(await json<ProductSummary>(PRODUCTS, token))).toEqual(memberAccounts);

    const switched = await choose(token, ownMaster?.id);
    expect(switched.statusCode).toBe(204);
    expect((await json<ServiceAgreement>(CONTEXT, token)).id).toBe(ownMaster?.id);
    const own = await json<ProductSummary>(PRODUCTS, token);
    expect(own.groups.flatMap((group) => group.products.map((product) => product.productKind)).sort()).toEqual(['checking', 'savings']);
    expect(productIds(own).some((id) => memberAccounts.includes(id))).toBe(false);
    expect(held(await json<PermissionSummary>(SUMMARY, token))).toContain('User Profiles.Profile.edit');

    expect((await choose(token, membersAgreement?.id)).statusCode).toBe(204);
    expect(productIds(await json<ProductSummary>(PRODUCTS, token))).toEqual(memberAccounts);
    expect(held(await json<PermissionSummary>(SUMMARY, token)).every((identifier) => identifier.endsWith('.view'))).toBe(true);
  });

  it('refuses an agreement the user may not choose with 403, and changes nothing', async () => {
    const token = await freshSession('member');
    const before = await json<ServiceAgreement>(CONTEXT, token);
    const [business] = await json<ServiceAgreement[]>(CHOICES, await session('business'));
    const [staff] = await json<ServiceAgreement[]>(CHOICES, await session('msr'));
    for (const id of [business?.id, staff?.id, randomUUID()]) {
      const response = await choose(token, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const row = await t.database.db.selectFrom('sessions').select('service_agreement_id').where('id', '=', hashSessionToken(token)).executeTakeFirstOrThrow();
    expect(row.service_agreement_id).toBe(before.id);
    expect(await json<ServiceAgreement>(CONTEXT, token)).toEqual(before);

    // Staff may choose only the staff agreement, never a member's.
    const msrToken = await freshSession('msr');
    expect((await choose(msrToken, before.id)).statusCode).toBe(403);
    expect((await choose(msrToken, staff?.id)).statusCode).toBe(204);
  });

  it('validates the switch body: 400 with the field, nothing changed', async () => {
    const token = await freshSession('trusted');
    const before = await json<ServiceAgreement>(CONTEXT, token);
    for (const [payload, path] of [[{}, '/serviceAgreementId'], [{ serviceAgreementId: 'not-an-id' }, '/serviceAgreementId'], [{ serviceAgreementId: randomUUID(), extra: 1 }, '/extra']] as const) {
      const response = await t.app.inject({ method: 'POST', url: USER_CONTEXT, cookies: { sid: token }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect(await json<ServiceAgreement>(CONTEXT, token)).toEqual(before);
  });

  it('checks the guard on the server: without the product-summary privilege the summary is 403, before validation', async () => {
    const db = t.database.db;
    const token = await freshSession('trusted');
    const agreementId = (await json<ServiceAgreement>(CONTEXT, token)).id;
    const group = await db.selectFrom('function_groups').select('id').where('service_agreement_id', '=', agreementId).where('name', '=', 'View Only').executeTakeFirstOrThrow();
    const where = { resource: 'Product Summary', function: 'Product Summary', privilege: 'view' } as const;
    await db.deleteFrom('function_group_privileges').where('function_group_id', '=', group.id).where('resource', '=', where.resource).where('privilege', '=', where.privilege).execute();
    try {
      const refused = await get(PRODUCTS, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      expect((await get(`${PRODUCTS}?maskIndicator=perhaps`, token)).statusCode).toBe(403);
      expect((await get(ME, token)).statusCode).toBe(200);
      // Only that group lost it: the member, in their own agreement, is unaffected.
      expect((await get(PRODUCTS, await session('member'))).statusCode).toBe(200);
    } finally {
      await db.insertInto('function_group_privileges').values({ function_group_id: group.id, ...where }).execute();
    }
    expect((await get(PRODUCTS, token)).statusCode).toBe(200);
  });

  it('grants nothing through a NO_ACCESS listing or group', async () => {
    const db = t.database.db;
    const token = await freshSession('trusted-mover');
    const agreementId = (await json<ServiceAgreement>(CONTEXT, token)).id;
    const userId = await idOf('trusted-mover');
    await db.updateTable('agreement_users').set({ access_level: 'NO_ACCESS' }).where('agreement_id', '=', agreementId).where('user_id', '=', userId).execute();
    try {
      expect(await json<PermissionSummary>(SUMMARY, token)).toEqual([]);
      expect((await get(PRODUCTS, token)).statusCode).toBe(403);
      expect((await get(CHOICES, token)).headers['x-total-count']).toBe('1');
    } finally {
      await db.updateTable('agreement_users').set({ access_level: 'MOVE_MONEY' }).where('agreement_id', '=', agreementId).where('user_id', '=', userId).execute();
    }
    await db.updateTable('function_groups').set({ access_level: 'NO_ACCESS' }).where('service_agreement_id', '=', agreementId).where('name', '=', 'Move Money').execute();
    try {
      expect(await json<PermissionSummary>(SUMMARY, token)).toEqual([]);
    } finally {
      await db.updateTable('function_groups').set({ access_level: 'MOVE_MONEY' }).where('service_agreement_id', '=', agreementId).where('name', '=', 'Move Money').execute();
    }
    expect(held(await json<PermissionSummary>(SUMMARY, token))).toContain('Payments.A2A Internal.create');
  });

  it('keeps the page-size limit of the query schema equal to app.json', async () => {
    const { default: schema } = await import('../../schemas/api/service-agreement-page-query.schema.json', { with: { type: 'json' } });
    expect(schema.properties.size.maximum).toBe(appManifest.serviceAgreements.pageSize);
  });
});

describe.each(databaseKinds())('trusted contexts behind the trusted-users flag (%s)', (kind) => {
  // config/app.json serviceAgreements.switcherVisibleWhen names the flag; turned off here for everyone.
  const switcherFlag = (appManifest.serviceAgreements.switcherVisibleWhen as { flag: string }).flag;
  let t: TestApp;
  beforeAll(async () => {
    const definition = flagsManifest.flags[switcherFlag]!;
    t = await createTestApp(kind, { config: { flags: { ...flagsManifest, flags: { ...flagsManifest.flags, [switcherFlag]: { ...definition, default: false } } } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists only the user\'s own agreements and refuses a switch to another member\'s, when the flag is off', async () => {
    const sid = await signInAs(t.app, 'trusted');
    const trusted = (await t.app.inject({ method: 'GET', url: ME, cookies: { sid } })).json() as CurrentUser;
    const listed = await t.app.inject({ method: 'GET', url: CHOICES, cookies: { sid } });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    const [own] = listed.json() as ServiceAgreement[];
    const members = await t.database.db
      .selectFrom('service_agreements')
      .innerJoin('members', 'members.id', 'service_agreements.primary_user_id')
      .select('service_agreements.id')
      .where('members.username', '=', 'member')
      .where('service_agreements.is_master', '=', true)
      .executeTakeFirstOrThrow();
    expect(own?.id).not.toBe(members.id);
    expect(trusted.id).toBeTruthy();
    const before = (await t.app.inject({ method: 'GET', url: CONTEXT, cookies: { sid } })).json() as ServiceAgreement;
    const refused = await t.app.inject({ method: 'POST', url: USER_CONTEXT, cookies: { sid }, payload: { serviceAgreementId: members.id } });
    expect(refused.statusCode).toBe(403);
    expect(((await t.app.inject({ method: 'GET', url: CONTEXT, cookies: { sid } })).json() as ServiceAgreement).id).toBe(before.id);
    expect((await t.app.inject({ method: 'POST', url: USER_CONTEXT, cookies: { sid }, payload: { serviceAgreementId: own?.id } })).statusCode).toBe(204);
  });
});
