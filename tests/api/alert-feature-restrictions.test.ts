import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionSummaryEntry } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';

const PERMISSIONS = '/api/access-control/client-api/v3/accessgroups/users/permissions/summary';
const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const STATEMENT_ACCOUNTS = '/api/statements/client-api/v2/account';

// SPEC 8: "Statements and Messages are the only features available" at level 7 — on the server, not just in words.
describe.each(databaseKinds())('level-7 members keep only statements and messages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const resourcesOf = async (sid: string): Promise<Set<string>> => {
    const response = await t.app.inject({ method: 'GET', url: PERMISSIONS, cookies: { sid } });
    expect(response.statusCode).toBe(200);
    return new Set((response.json() as PermissionSummaryEntry[]).map((entry) => entry.resource));
  };

  it.each(['level7', 'level7-severe'])('%s cannot transfer: 403, no order, no journal, balances unchanged', async (username) => {
    const sid = await signInAs(t.app, username);
    const products = await productsOf(t.app, sid);
    const checking = productOf(products, 'checking');
    const savings = productOf(products, 'savings');
    const before = { orders: await countRows(t, 'payment_orders'), journals: await countRows(t, 'journals'), checking: await ledgerSum(t, checking.id), savings: await ledgerSum(t, savings.id) };
    const response = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 1_000 });
    expect(response.statusCode, response.body).toBe(403);
    expect({ orders: await countRows(t, 'payment_orders'), journals: await countRows(t, 'journals'), checking: await ledgerSum(t, checking.id), savings: await ledgerSum(t, savings.id) }).toEqual(before);
    const payee = await t.app.inject({ method: 'POST', url: PAYEES, cookies: { sid }, headers: { 'idempotency-key': crypto.randomUUID() }, payload: { name: 'Power Co', accountNumber: '12345678' } });
    expect(payee.statusCode, payee.body).toBe(403);
  });

  it.each(['level7', 'level7-severe'])('%s keeps statements, messages and the summary; the browser is told the same', async (username) => {
    const sid = await signInAs(t.app, username);
    const resources = await resourcesOf(sid);
    expect(resources.has('Payments')).toBe(false);
    expect(resources.has('BillPay')).toBe(false);
    expect(resources.has('Statements')).toBe(true);
    expect(resources.has('Product Summary')).toBe(true);
    const statements = await t.app.inject({ method: 'GET', url: STATEMENT_ACCOUNTS, cookies: { sid } });
    expect(statements.statusCode, statements.body).toBe(200);
    expect((await productsOf(t.app, sid)).length).toBeGreaterThan(0);
  });

  it('leaves a member without a restricting alert, and litigation, their payments', async () => {
    for (const username of ['member', 'litigation']) {
      const resources = await resourcesOf(await signInAs(t.app, username));
      expect(resources.has('Payments'), username).toBe(true);
    }
  });
});
