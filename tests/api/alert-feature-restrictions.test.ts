import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicySubjectAnswer } from '../../engine/core/generated/api.gen';
import { isAllowed } from '../../engine/core/policy';
import { policyManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';

const SUBJECT = '/api/access-control/client-api/v3/accessgroups/users/policy-subject';
const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const STATEMENT_ACCOUNTS = '/api/statements/client-api/v2/account';

// "Statements and Messages are the only features available" at level 7: on the server, not just in words.
describe.each(databaseKinds())('level-7 members keep only statements and messages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Whether the browser, told who the policy sees, would offer a capability. */
  const offers = async (sid: string): Promise<(capability: string) => boolean> => {
    const response = await t.app.inject({ method: 'GET', url: SUBJECT, cookies: { sid } });
    expect(response.statusCode).toBe(200);
    const subject = response.json() as PolicySubjectAnswer;
    return (capability) => isAllowed(policyManifest, subject, { capability });
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
    const can = await offers(sid);
    expect(can('move-money')).toBe(false);
    expect(can('view-payments')).toBe(false);
    expect(can('view-statements')).toBe(true);
    expect(can('read-messages')).toBe(true);
    expect(can('view-accounts')).toBe(true);
    const statements = await t.app.inject({ method: 'GET', url: STATEMENT_ACCOUNTS, cookies: { sid } });
    expect(statements.statusCode, statements.body).toBe(200);
    expect((await productsOf(t.app, sid)).length).toBeGreaterThan(0);
  });

  it('leaves a member without a restricting alert, and litigation, their payments', async () => {
    for (const username of ['member', 'litigation']) {
      const can = await offers(await signInAs(t.app, username));
      expect(can('move-money'), username).toBe(true);
      expect(can('view-payments'), username).toBe(true);
    }
  });
});
