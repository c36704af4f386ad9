import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardList, Precheck, ProductSummary, ProductSummaryEntry, ServiceAgreementList, StaffVisit } from '../../engine/core/generated/api.gen';
import { appManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * The staff channel as a whole: members are refused every service-desk call and it leaves no trace;
 * every call a staff session makes is audited, one row each; staff roles decide what staff may do, on the server;
 * staff never see a password, a full card number or a code; the precheck of a served member is the staff form.
 * The visit calls themselves are tests/api/staff-visits.test.ts.
 */

const SERVICE_DESK = '/api/service-desk/';
const VISITS = '/api/service-desk/client-api/v1/visits';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const STATUS = '/api/session/status';
const ME = '/api/user-manager/client-api/v2/users/me';
const PROFILE = '/api/user-manager/client-api/v2/users/me/profile';
const CARDS = '/api/cards/client-api/v2/cards/freeze';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const ORDERS = '/api/payment-order-service/client-api/v2/payment-orders';
const PRECHECK = '/api/claims-manager-service/client-api/precheck';

type Counted = 'staff_audit' | 'staff_visits' | 'staff_inbox_state' | 'account_beneficiaries' | 'journals' | 'payment_orders';

const reasonHeader = (reason: string) => ({ 'x-action-reason': encodeURIComponent(reason) });

describe.each(databaseKinds())('the staff channel (%s)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const inject = (options: InjectOptions) => t.app.inject(options);
  const memberIdOf = async (username: string) => (await db().selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const count = async (table: Counted) => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => Object.fromEntries(await Promise.all((['staff_audit', 'staff_visits', 'staff_inbox_state', 'account_beneficiaries'] as const).map(async (table) => [table, await count(table)])));
  const open = async (sid: string, username: string, reason = 'Member called about their accounts'): Promise<StaffVisit> => {
    const response = await inject({ method: 'POST', url: VISITS, cookies: { sid }, payload: { memberId: await memberIdOf(username), reason } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StaffVisit;
  };
  const end = async (sid: string) => expect((await inject({ method: 'DELETE', url: `${VISITS}/current`, cookies: { sid } })).statusCode).toBe(204);
  const products = async (sid: string): Promise<ProductSummaryEntry[]> => {
    const response = await inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductSummary).groups.flatMap((group) => group.products);
  };
  const productOf = (list: readonly ProductSummaryEntry[], productKind: string): ProductSummaryEntry => {
    const product = list.find((entry) => entry.productKind === productKind);
    if (!product) throw new Error(`No ${productKind} account in ${list.map((entry) => entry.productKind).join(', ')}`);
    return product;
  };
  /** The served member's unlocked credit card (id and policy reference, for a lock request). */
  const creditCardOf = async (username: string) =>
    db()
      .selectFrom('cards')
      .innerJoin('arrangements', 'arrangements.id', 'cards.arrangement_id')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .select(['cards.id', 'cards.card_policy_ref_id', 'cards.lock_status'])
      .where('service_agreements.primary_user_id', '=', await memberIdOf(username))
      .where('cards.card_kind', '=', 'credit')
      .where('cards.parent_card_id', 'is', null)
      .orderBy('cards.id')
      .executeTakeFirstOrThrow();
  const lockStatusOf = async (cardId: string) => (await db().selectFrom('cards').select('lock_status').where('id', '=', cardId).executeTakeFirstOrThrow()).lock_status;
  const lock = (sid: string, card: { id: string; card_policy_ref_id: string }, lockStatus: 'LOCKED' | 'UNLOCKED', headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: `/api/cards/client-api/v2/cards/${card.id}/credit/lock-status`, cookies: { sid }, headers, payload: { lockStatus, cardPolicyRefId: card.card_policy_ref_id } });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a member, a business member and a trusted member 403 on every service-desk route, and changes nothing', async () => {
    const routes = t.app
      .routeGuardDeclarations()
      .filter((route) => route.url.startsWith(SERVICE_DESK))
      .flatMap((route) => route.method.split(',').filter((method) => method !== 'HEAD' && method !== 'OPTIONS').map((method) => ({ method, url: route.url })));
    // At least the visit calls; the search, inbox, audit, MRC portal and beneficiaries calls as they land.
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const problems: string[] = [];
    for (const username of ['member', 'business', 'trusted']) {
      const sid = await signInAs(t.app, username);
      const before = await counts();
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z_]\w*/g, () => randomUUID()).replace(/\*$/, randomUUID());
        const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const response = await inject({ method: route.method as InjectOptions['method'], url, cookies: { sid }, ...(withBody ? { payload: {} } : {}) });
        if (response.statusCode !== 403) problems.push(`${username} ${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(await counts(), `${username}: nothing changed`).toEqual(before);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('writes exactly one audit row for every call a staff session makes, naming the member while a visit is open', async () => {
    const sid = await signInAs(t.app, 'msr');
    const staffId = await memberIdOf('msr');
    const memberId = await memberIdOf('member');
    const startSeq = (await db().selectFrom('staff_audit').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow()).seq ?? '0';
    const steps: { label: string; request: () => Promise<{ statusCode: number; body: string }>; status?: number; serving: boolean }[] = [];
    const step = (label: string, serving: boolean, request: () => Promise<{ statusCode: number; body: string }>, status?: number) => steps.push({ label, request, serving, ...(status === undefined ? {} : { status }) });

    let card: Awaited<ReturnType<typeof creditCardOf>> | undefined;
    let checkingId = '';
    step('status check', false, () => inject({ method: 'GET', url: STATUS, cookies: { sid } }));
    step('users/me', false, () => inject({ method: 'GET', url: ME, cookies: { sid } }));
    step('visit (none)', false, () => inject({ method: 'GET', url: `${VISITS}/current`, cookies: { sid } }));
    step('open member', true, () => inject({ method: 'POST', url: VISITS, cookies: { sid }, payload: { memberId, reason: 'Member called about a lost card' } }), 201);
    step('visit (member)', true, () => inject({ method: 'GET', url: `${VISITS}/current`, cookies: { sid } }));
    step('product summary', true, async () => {
      const response = await inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
      checkingId = productOf((response.json() as ProductSummary).groups.flatMap((group) => group.products), 'checking').id;
      return response;
    });
    step('transactions', true, () => inject({ method: 'GET', url: `${TRANSACTIONS}?arrangementId=${checkingId}`, cookies: { sid } }));
    step('card list', true, () => inject({ method: 'GET', url: CARDS, cookies: { sid } }));
    step('messages', true, () => inject({ method: 'GET', url: MESSAGES, cookies: { sid } }));
    step('card lock', true, async () => {
      card = await creditCardOf('member');
      return lock(sid, card, 'LOCKED', reasonHeader('Member reported the card lost'));
    });
    step('card unlock', true, () => lock(sid, card!, 'UNLOCKED', reasonHeader('Member found the card')));
    step('end visit', true, () => inject({ method: 'DELETE', url: `${VISITS}/current`, cookies: { sid } }), 204);
    step('status after', false, () => inject({ method: 'GET', url: STATUS, cookies: { sid } }));

    for (const { label, request, status } of steps) {
      const before = await count('staff_audit');
      const response = await request();
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status ?? 200);
      expect(await count('staff_audit'), `${label} writes one audit row`).toBe(before + 1);
    }

    const rows = await db().selectFrom('staff_audit').selectAll().where('staff_user_id', '=', staffId).where('seq', '>', startSeq).orderBy('seq').execute();
    expect(rows).toHaveLength(steps.length);
    rows.forEach((row, index) => {
      const { label, serving, status } = steps[index]!;
      expect(row.member_id, label).toBe(serving ? memberId : null);
      expect(row.status_code, label).toBe(status ?? 200);
      expect(row.source_ip, label).toBeTruthy();
    });
    expect(rows.map((row) => row.route)).toEqual(
      expect.arrayContaining([STATUS, ME, `${VISITS}/current`, VISITS, SUMMARY, TRANSACTIONS, CARDS, MESSAGES, '/api/cards/client-api/v2/cards/:id/credit/lock-status']),
    );
    const lockRows = rows.filter((row) => row.route.endsWith('/lock-status'));
    expect(lockRows.map((row) => row.reason)).toEqual(['Member reported the card lost', 'Member found the card']);
    expect(lockRows.every((row) => row.visit_id !== null)).toBe(true);
    expect(await lockStatusOf(card!.id)).toBe('UNLOCKED');
  });

  it('lets a view-only staff role read the member but not lock a card, even with a reason', async () => {
    const sid = await signInAs(t.app, 'msr-viewer');
    const visit = await open(sid, 'member');
    expect((await products(sid)).length).toBeGreaterThan(0);
    const card = await creditCardOf('member');
    expect(card.lock_status).toBe('UNLOCKED');
    const refused = await lock(sid, card, 'LOCKED', reasonHeader('Member reported the card lost'));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await lockStatusOf(card.id)).toBe('UNLOCKED');
    const row = await db().selectFrom('staff_audit').select(['status_code', 'visit_id', 'reason']).where('route', 'like', '%lock-status').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ status_code: 403, visit_id: visit.id, reason: 'Member reported the card lost' });
    await end(sid);
  });

  it('refuses money movement to a representative without its permission, and lets the supervisor move money with a reason', async () => {
    const transfer = async (sid: string, reason: string) => {
      const list = await products(sid);
      const payload = { fromAccountId: productOf(list, 'checking').id, toAccountId: productOf(list, 'savings').id, amountCents: 2_500 };
      return inject({ method: 'POST', url: ORDERS, cookies: { sid }, headers: { 'idempotency-key': randomUUID(), ...reasonHeader(reason) }, payload });
    };

    const msr = await signInAs(t.app, 'msr');
    await open(msr, 'member');
    const journals = await count('journals');
    const orders = await count('payment_orders');
    const refused = await transfer(msr, 'Member asked to move money to savings');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await count('journals')).toBe(journals);
    expect(await count('payment_orders')).toBe(orders);
    await end(msr);

    const viewer = await signInAs(t.app, 'msr-viewer');
    await open(viewer, 'member');
    expect((await transfer(viewer, 'Member asked to move money to savings')).statusCode).toBe(403);
    expect(await count('journals')).toBe(journals);
    await end(viewer);

    const supervisor = await signInAs(t.app, 'msr-supervisor');
    const visit = await open(supervisor, 'member');
    const placed = await transfer(supervisor, 'Member asked to cover an overdraft');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await count('journals')).toBeGreaterThan(journals);
    const row = await db()
      .selectFrom('staff_audit')
      .select(['reason', 'status_code', 'member_id', 'visit_id', 'staff_user_id'])
      .where('route', '=', ORDERS)
      .where('method', '=', 'POST')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'Member asked to cover an overdraft', status_code: 201, member_id: await memberIdOf('member'), visit_id: visit.id, staff_user_id: await memberIdOf('msr-supervisor') });
    await end(supervisor);
  });

  it('never shows staff a password, a full card number or a credentials hash', async () => {
    const sid = await signInAs(t.app, 'msr');
    await open(sid, 'member');
    const hashes = (await db().selectFrom('credentials').select('password_hash').where('user_id', 'in', [await memberIdOf('member'), await memberIdOf('msr')]).execute()).map((row) => row.password_hash);
    expect(hashes.length).toBe(2);

    const bodies: { url: string; body: string }[] = [];
    const read = async (url: string) => {
      const response = await inject({ method: 'GET', url, cookies: { sid } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      bodies.push({ url, body: response.body });
      return response;
    };
    const cards = ((await read(CARDS)).json() as CardList).cards;
    expect(cards.length).toBeGreaterThan(0);
    await read(`/api/cards/client-api/v2/cards/details/${(await creditCardOf('member')).id}`);
    await read(ME);
    await read(PROFILE);
    await read(`/api/user-manager/client-api/v2/users/${await memberIdOf('member')}`);
    await read(SUMMARY);

    for (const { url, body } of bodies) {
      expect(body.match(/(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w.-])/g), `${url}: a 13-19 digit run`).toBeNull();
      expect(body, url).not.toMatch(/scrypt\$/);
      for (const hash of hashes) expect(body.includes(hash), url).toBe(false);
      expect(body, url).not.toMatch(/"(password|passwordHash|password_hash|pin|pinHash|otp|oneTimeCode|code)"\s*:/i);
    }
    await end(sid);
  });

  it("gives a staff session the staff form of the served member's precheck (_MSR codes, alertTypeList)", async () => {
    const own = await signInAs(t.app, 'litigation');
    const memberView = (await inject({ method: 'GET', url: PRECHECK, cookies: { sid: own } })).json() as Precheck;
    expect(memberView.conditions).toContain('LIT_MBR');
    expect(memberView.alertType).toBe('litigation');
    expect(memberView.alertTypeList).toBeUndefined();

    const sid = await signInAs(t.app, 'msr');
    await open(sid, 'litigation', 'Member asked about a legal hold');
    const response = await inject({ method: 'GET', url: PRECHECK, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    const staffView = response.json() as Precheck;
    expect(staffView.conditions).toContain('LIT_MSR');
    expect(staffView.conditions.every((code) => code.endsWith('_MSR'))).toBe(true);
    expect(staffView.alertTypeList).toContain('litigation');
    expect(staffView.alertTypeList).toHaveLength(staffView.conditions.length);
    expect(staffView.alertType).toBeUndefined();
    const row = await db().selectFrom('staff_audit').select(['route', 'member_id']).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ route: PRECHECK, member_id: await memberIdOf('litigation') });
    await end(sid);
  });

  it('finds a member by a partial or full account number, and the audit never holds the full search term', async () => {
    const sid = await signInAs(t.app, 'msr');
    const memberId = await memberIdOf('member');
    const { account_number: accountNumber } = await db()
      .selectFrom('arrangements')
      .innerJoin('service_agreements', 'service_agreements.id', 'arrangements.agreement_id')
      .select('arrangements.account_number')
      .where('service_agreements.primary_user_id', '=', memberId)
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    // The "last four or full": the last four digits, the full number, and the full number as people type it.
    for (const query of [accountNumber.slice(-4), accountNumber, accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ')]) {
      const response = await inject({ method: 'POST', url: '/api/service-desk/client-api/v1/members/search', cookies: { sid }, payload: { query } });
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(response.json()), `search ${query.length} characters`).toContain(memberId);
      expect(response.body, 'the answer shows no full account number').not.toContain(accountNumber);
      const row = await db().selectFrom('staff_audit').select(['route', 'detail']).orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect(row.route).toBe('/api/service-desk/client-api/v1/members/search');
      expect(JSON.stringify(row.detail), 'the audit keeps no full account number').not.toContain(accountNumber);
    }
  });

  it('offers every staff role only the agreement whose description is the MSR value', async () => {
    for (const username of ['msr', 'msr-viewer', 'msr-supervisor']) {
      const sid = await signInAs(t.app, username);
      const response = await inject({ method: 'GET', url: `/api/user-manager/client-api/v2/users/${await memberIdOf(username)}/service-agreements`, cookies: { sid } });
      expect(response.statusCode, response.body).toBe(200);
      const agreements = response.json() as ServiceAgreementList;
      expect(agreements.map((agreement) => agreement.description), username).toEqual([appManifest.serviceAgreements.msrDescription]);
    }
  });
});
