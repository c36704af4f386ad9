import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const OWED = new Set(['creditCard', 'autoLoan', 'heloc']);

function summarySchemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  const read = (path: string) => JSON.parse(readFileSync(new URL(`../../schemas/${path}`, import.meta.url), 'utf8')) as object;
  ajv.addSchema(read('common.schema.json'));
  for (const name of ['product-summary-entry', 'product-summary-group']) ajv.addSchema(read(`api/${name}.schema.json`));
  return ajv.compile(read('api/product-summary.schema.json'));
}

describe.each(databaseKinds())('product summary (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const summaryFor = async (username: string, query = ''): Promise<ProductSummary> => {
    const token = await signInAs(t.app, username);
    const response = await t.app.inject({ method: 'GET', url: `${SUMMARY}${query}`, cookies: { sid: token } });
    expect(response.statusCode).toBe(200);
    return response.json() as ProductSummary;
  };
  const products = (summary: ProductSummary): ProductSummaryEntry[] => summary.groups.flatMap((group) => group.products);

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: SUMMARY });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ path: '' });
    // Authentication comes before validation: a malformed query without a session is still just a 401.
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}?maskIndicator=perhaps` })).statusCode).toBe(401);
  });

  it("gives the member's six accounts in the five groups, in order, matching the schema", async () => {
    const summary = await summaryFor('member');
    expect(summarySchemaValidator()(summary)).toBe(true);
    expect(summary.groups.map((group) => group.kind)).toEqual(['deposits', 'creditCards', 'loans', 'heloc', 'ira']);
    expect(products(summary).map((product) => product.productKind).sort()).toEqual(['autoLoan', 'checking', 'creditCard', 'heloc', 'ira', 'savings']);
    const checking = products(summary).find((product) => product.productKind === 'checking');
    expect(checking?.debitCards).toEqual([{ id: expect.any(String), maskedNumber: expect.stringMatching(/^••••\d{4}$/), status: 'ACTIVE', lockStatus: 'UNLOCKED' }]);
  });

  it('masks account numbers by default and shows them whole only with maskIndicator=false', async () => {
    const masked = await summaryFor('member');
    const maskedExplicit = await summaryFor('member', '?maskIndicator=true');
    const whole = await summaryFor('member', '?maskIndicator=false');
    for (const product of products(masked)) expect(product.accountNumber).toMatch(/^••••\d{4}$/);
    expect(products(maskedExplicit).map((p) => p.accountNumber)).toEqual(products(masked).map((p) => p.accountNumber));
    const stored = await t.database.db.selectFrom('arrangements').select(['id', 'account_number']).execute();
    for (const product of products(whole)) {
      const number = stored.find((row) => row.id === product.id)?.account_number;
      expect(product.accountNumber).toBe(number);
      expect(products(masked).find((p) => p.id === product.id)?.accountNumber).toBe(`••••${number?.slice(-4)}`);
    }
  });

  it('takes balances from the ledger: booked is the sum of entries (held or owed), available less pending holds', async () => {
    const summary = await summaryFor('member');
    const ledger = await t.database.db
      .selectFrom('ledger_entries')
      .select(['arrangement_id', sql<number>`sum(amount_cents)::bigint`.as('cents')])
      .where('arrangement_id', 'is not', null)
      .groupBy('arrangement_id')
      .execute();
    const pending = await t.database.db
      .selectFrom('transactions')
      .select(['arrangement_id', sql<number>`sum(amount_cents)::bigint`.as('cents')])
      .where('status', '=', 'PENDING')
      .where('credit_debit', '=', 'DEBIT')
      .groupBy('arrangement_id')
      .execute();
    const sumOf = (id: string) => ledger.find((row) => row.arrangement_id === id)?.cents ?? 0;
    const holdsOf = (id: string) => pending.find((row) => row.arrangement_id === id)?.cents ?? 0;

    for (const product of products(summary)) {
      const held = OWED.has(product.productKind) ? sumOf(product.id) : -sumOf(product.id);
      expect(product.bookedBalanceCents, product.name).toBe(held);
      expect(product.bookedBalanceCents, product.name).toBeGreaterThan(0);
      if (product.productKind === 'checking' || product.productKind === 'savings') {
        expect(product.availableBalanceCents).toBe(held - holdsOf(product.id));
      }
      if (product.productKind === 'creditCard' || product.productKind === 'heloc') {
        expect(product.availableBalanceCents).toBe((product.creditLimitCents ?? 0) - held - holdsOf(product.id));
      }
    }
    const checking = products(summary).find((product) => product.productKind === 'checking');
    expect(holdsOf(checking?.id ?? '')).toBeGreaterThan(0);
    expect(checking?.availableBalanceCents).toBeLessThan(checking?.bookedBalanceCents ?? 0);

    for (const group of summary.groups) {
      expect(group.totalBalanceCents).toBe(group.products.reduce((sum, product) => sum + product.bookedBalanceCents, 0));
    }
    const net = products(summary).reduce((sum, p) => sum + (OWED.has(p.productKind) ? -p.bookedBalanceCents : p.bookedBalanceCents), 0);
    expect(summary.totalBalanceCents).toBe(net);
  });

  it("shows a trusted user the accounts of the agreement they act under", async () => {
    const member = await summaryFor('member');
    for (const username of ['trusted', 'trusted-mover']) {
      const trusted = await summaryFor(username);
      expect(products(trusted).map((p) => p.id).sort()).toEqual(products(member).map((p) => p.id).sort());
    }
  });

  it('shows a business member business checking and the business card, and staff with no accounts an empty summary', async () => {
    const business = await summaryFor('business');
    expect(business.groups.map((group) => group.kind)).toEqual(['deposits', 'creditCards']);
    expect(products(business).map((p) => p.productTypeName)).toEqual(['Business Checking', 'Business Credit Card']);
    const member = await summaryFor('member');
    const memberIds = new Set(products(member).map((p) => p.id));
    expect(products(business).some((p) => memberIds.has(p.id))).toBe(false);
    expect(await summaryFor('msr')).toEqual({ totalBalanceCents: 0, groups: [] });
  });
});
