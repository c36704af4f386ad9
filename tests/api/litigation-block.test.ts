import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { alertsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const detailUrl = (id: string) => `${SUMMARY}/arrangements/${id}`;
const transactionsUrl = (id: string) => `/api/transaction-manager/client-api/v2/transactions?arrangementId=${id}`;
const exportUrl = (id: string) => `/api/transaction-manager/client-api/v2/transactions/export?arrangementId=${id}&format=csv`;

describe.each(databaseKinds())('litigation blocks a credit card or loan detail on the server (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const productsOf = async (token: string): Promise<ProductSummaryEntry[]> => {
    const response = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: token } });
    expect(response.statusCode).toBe(200);
    return (response.json() as ProductSummary).groups.flatMap((group) => group.products);
  };
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, cookies: { sid: token } });
  const litigationMessage = alertsManifest.types.litigation?.modal?.body;

  it('answers 403 with the litigation message for the card and the loan, detail, transactions and their export alike', async () => {
    expect(litigationMessage).toBeTruthy();
    const token = await signInAs(t.app, 'litigation');
    const products = await productsOf(token);
    const owed = products.filter((product) => product.productKind === 'creditCard' || product.productKind === 'autoLoan');
    expect(owed.length).toBeGreaterThan(0);
    for (const product of owed) {
      for (const url of [detailUrl(product.id), transactionsUrl(product.id), exportUrl(product.id)]) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ errors: [{ path: '', message: litigationMessage }] });
      }
    }
  });

  it("leaves the blocked accounts' lines out of a listing that names no account", async () => {
    const token = await signInAs(t.app, 'litigation');
    const products = await productsOf(token);
    const owed = new Set(products.filter((product) => product.productKind === 'creditCard' || product.productKind === 'autoLoan').map((product) => product.id));
    const owedLines = await t.database.db.selectFrom('transactions').select('id').where('arrangement_id', 'in', [...owed]).execute();
    expect(owedLines.length).toBeGreaterThan(0);
    const response = await get('/api/transaction-manager/client-api/v2/transactions?size=100', token);
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers['x-total-count']);
    const all = await t.database.db.selectFrom('transactions').innerJoin('arrangements', 'arrangements.id', 'transactions.arrangement_id').select('transactions.id').where('arrangements.id', 'in', products.map((product) => product.id)).execute();
    expect(total).toBe(all.length - owedLines.length);
    const items = response.json() as { arrangementId: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => owed.has(item.arrangementId))).toEqual([]);
  });

  it('still shows the litigation member their checking account and its transactions', async () => {
    const token = await signInAs(t.app, 'litigation');
    const checking = (await productsOf(token)).find((product) => product.productKind === 'checking');
    expect(checking).toBeDefined();
    expect((await get(detailUrl(checking!.id), token)).statusCode).toBe(200);
    expect((await get(transactionsUrl(checking!.id), token)).statusCode).toBe(200);
  });

  it('does not block a member without the condition', async () => {
    const token = await signInAs(t.app, 'member');
    const card = (await productsOf(token)).find((product) => product.productKind === 'creditCard');
    expect(card).toBeDefined();
    expect((await get(detailUrl(card!.id), token)).statusCode).toBe(200);
  });
});
