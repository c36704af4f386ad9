/**
 * The server's guards, proved from its own route table: every method and path of the OpenAPI document crossed with
 * every persona, each cell checked against AUTHORIZATION_MATRIX; then ids that belong to another member, which must
 * answer 404 and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { PaymentOrderReceipt } from '../../engine/core/generated/api.gen';
import { businessDate } from '../../src/server/domain/payments/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { classify, openApiPathOf, openApiRoutes, PERSONAS, probe, routeKey, signInPersonas, type Expected, type RouteKey } from './authorization-matrix.support';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.table';
import { insertExternalAccount, insertPayee, ORDERS, ownerOf, postOrder, productOf, productsOf } from './payment-orders.support';

const SIGN_OUT = 'POST /api/session/memberlogout';

describe.each(databaseKinds())('authorization matrix (%s)', (kind) => {
  let t: TestApp;
  let routes: RouteKey[];
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    routes = await openApiRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has exactly one row per route the server serves, and every served route is in the OpenAPI document', () => {
    const listed = new Set(routes.map(routeKey));
    const served = t.app
      .routeGuardDeclarations()
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/openapi') && route.url !== '/*' && !route.url.startsWith('/assets'))
      .map((route) => `${route.method} ${openApiPathOf(route.url)}`);
    expect(served.filter((key) => !listed.has(key)), 'served but missing from /api/openapi.json').toEqual([]);
    expect([...listed].filter((key) => !(key in AUTHORIZATION_MATRIX)), 'routes without a row in authorization-matrix.table.ts').toEqual([]);
    expect(Object.keys(AUTHORIZATION_MATRIX).filter((key) => !listed.has(key)), 'rows for routes that no longer exist').toEqual([]);
  });

  it('answers every route × persona cell as the table says', async () => {
    const sessions = await signInPersonas(t.app);
    // Signing out ends the probe's sessions: it goes last.
    const ordered = [...routes].sort((a, b) => Number(routeKey(a) === SIGN_OUT) - Number(routeKey(b) === SIGN_OUT));
    const wrong: string[] = [];
    let cells = 0;
    for (const route of ordered) {
      const row = AUTHORIZATION_MATRIX[routeKey(route)];
      if (!row) continue; // reported by the coverage test
      for (const persona of PERSONAS) {
        const { status, url } = await probe(t.app, route, persona, sessions);
        cells += 1;
        const expected: Expected = row[persona];
        if (status >= 500 || classify(status) !== expected) wrong.push(`${persona} ${route.method} ${url}: expected ${expected}, got ${status}`);
      }
    }
    console.log(`authorization matrix (${kind}): ${routes.length} routes × ${PERSONAS.length} personas = ${cells} cells`);
    expect(wrong).toEqual([]);
  });

  it("refuses a view-only trusted user's transfer with a valid body, and lets the money mover's through", async () => {
    const owner = await signInAs(t.app, 'member');
    const products = await productsOf(t.app, owner);
    const body = { fromAccountId: productOf(products, 'checking').id, toAccountId: productOf(products, 'savings').id, amountCents: 100 };
    const viewOnly = await postOrder(t.app, await signInAs(t.app, 'trusted'), body);
    expect(viewOnly.statusCode, viewOnly.body).toBe(403);
    expect(viewOnly.json().errors[0]).toMatchObject({ path: expect.any(String), message: expect.any(String) });
    expect((await postOrder(t.app, await signInAs(t.app, 'trusted-mover'), body)).statusCode).toBe(201);
  });

  it("answers 404 to another member's ids, and changes nothing", async () => {
    const member = await signInAs(t.app, 'member');
    const business = await signInAs(t.app, 'business');
    const theirs = await productsOf(t.app, business);
    const ours = await productsOf(t.app, member);
    const theirChecking = theirs.find((product) => product.productKind === 'checking') ?? theirs[0]!;
    const theirCard = theirs.find((product) => product.productKind === 'creditCard') ?? theirs[1]!;
    const owner = await ownerOf(t, theirChecking.id);
    const theirPayee = await insertPayee(t, { agreementId: owner.agreementId, name: 'Their Supplier', accountNumber: '4400110022' });
    const theirExternal = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '66600011122', status: 'PENDING_VERIFICATION' });
    const date = addBusinessDays(onOrAfterBusinessDay(businessDate(t.clock.now())), 5);
    const scheduled = await postOrder(t.app, business, { fromAccountId: theirChecking.id, toAccountId: theirCard.id, amountCents: 1_000, timing: 'FUTURE', executionDate: date, acknowledgements: ['LATE_FEE'] });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const theirOrder = (scheduled.json() as PaymentOrderReceipt).paymentOrder.id;
    const theirStatement = (await t.app.inject({ method: 'GET', url: `/api/statements/client-api/v2/account/${theirChecking.id}/statements`, cookies: { sid: business } })).json() as { id?: string; documentId?: string }[];
    const theirDocument = theirStatement[0]?.id ?? theirStatement[0]?.documentId ?? randomUUID();
    const theirDevice = randomUUID();
    const businessUser = await t.database.db.selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow();
    const now = t.clock.now();
    await t.database.db.insertInto('push_devices').values({ id: theirDevice, user_id: businessUser.id, device_name: 'Their phone', push_device: 'Pixel 9', push_token: `test-${randomUUID()}`, registered_at: now, last_login_at: now }).execute();
    const theirTransaction = await t.database.db.selectFrom('transactions').select('id').where('arrangement_id', '=', theirChecking.id).executeTakeFirstOrThrow();

    const snapshot = async () => {
      const { rows } = await sql<{ name: string; n: string }>`
        select 'journals' as name, count(*)::text as n from journals
        union all select 'payment_orders', count(*)::text from payment_orders where state = 'SCHEDULED'
        union all select 'payees', count(*)::text from payees
        union all select 'external_accounts', count(*)::text from external_accounts where status = 'PENDING_VERIFICATION'
        union all select 'push_devices', count(*)::text from push_devices
        union all select 'category_choices', count(*)::text from transaction_category_choices
        union all select 'balances', string_agg(arrangement_id::text || '=' || total::text, ',' order by arrangement_id)
          from (select arrangement_id, sum(amount_cents) as total from ledger_entries where arrangement_id is not null group by arrangement_id) b`.execute(t.database.db);
      return rows;
    };
    const before = await snapshot();
    const json = (payload: object) => ({ headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, payload: JSON.stringify(payload) });
    const probes: [string, string, object?][] = [
      ['GET', `/api/arrangement-manager/client-api/v2/productsummary/arrangements/${theirChecking.id}`],
      ['GET', `/api/statements/client-api/v2/account/${theirChecking.id}/statements`],
      ['GET', `/api/statements/client-api/v2/account/${theirChecking.id}/statements/download/${theirDocument}`],
      ['GET', `${ORDERS}/${theirOrder}`],
      ['PUT', `${ORDERS}/${theirOrder}`, { fromAccountId: theirChecking.id, toAccountId: theirCard.id, amountCents: 999_00, timing: 'FUTURE', executionDate: date, acknowledgements: ['LATE_FEE'] }],
      ['POST', `${ORDERS}/${theirOrder}/cancel`],
      ['POST', ORDERS, { fromAccountId: theirChecking.id, toAccountId: productOf(ours, 'checking').id, amountCents: 5_000 }],
      ['POST', ORDERS, { fromAccountId: productOf(ours, 'checking').id, payeeId: theirPayee, amountCents: 5_000 }],
      ['POST', ORDERS, { fromAccountId: productOf(ours, 'checking').id, toAccountId: theirExternal, amountCents: 5_000 }],
      ['PUT', `/api/payment-order-service/client-api/v2/payees/${theirPayee}`, { name: 'Renamed', accountNumber: '4400110022', addressLine1: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }],
      ['DELETE', `/api/payment-order-service/client-api/v2/payees/${theirPayee}`],
      ['POST', `/api/payment-order-service/client-api/v2/external-accounts/${theirExternal}/verify`, { amountsCents: [12, 34] }],
      ['DELETE', `/api/payment-order-service/client-api/v2/external-accounts/${theirExternal}`],
      ['PATCH', '/api/transaction-manager/client-api/v2/transactions', { id: theirTransaction.id, categoryId: 2 }],
      ['DELETE', `/api/auth/esi/devices/device/${theirDevice}`],
    ];
    const wrong: string[] = [];
    for (const [method, url, body] of probes) {
      const response = await t.app.inject({ method: method as 'GET', url, cookies: { sid: member }, ...(body ? json(body) : { headers: { 'idempotency-key': randomUUID() } }) });
      // 404 is the answer; a 400 that names the other member's id as unknown is the same refusal for a body field.
      const refused = response.statusCode === 404 || (response.statusCode === 400 && method !== 'GET' && JSON.stringify(response.json()).length > 0 && body !== undefined && !url.includes(theirOrder) && !url.includes(theirPayee) && !url.includes(theirExternal));
      console.log('FOREIGN', method, url.slice(0, 60), response.statusCode, response.body.slice(0, 120));
      if (!refused) wrong.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    console.log(`authorization matrix (${kind}): ${probes.length} foreign-id probes`);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
