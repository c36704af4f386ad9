import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
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

  it("gives the member's eight accounts (two of them certificates) in the five groups, in order, matching the schema", async () => {
    const summary = await summaryFor('member');
    expect(summarySchemaValidator()(summary)).toBe(true);
    expect(summary.groups.map((group) => group.kind)).toEqual(['deposits', 'creditCards', 'loans', 'heloc', 'ira']);
    expect(products(summary).map((product) => product.productKind).sort()).toEqual(['autoLoan', 'checking', 'creditCard', 'heloc', 'ira', 'savings', 'savings', 'savings']);
    const checking = products(summary).find((product) => product.productKind === 'checking');
    // The everyday card, and the second card mailed last week that awaits activation (seed personas.ts).
    const card = { id: expect.any(String), maskedNumber: expect.stringMatching(/^••••\d{4}$/), lockStatus: 'UNLOCKED' };
    expect(checking?.debitCards).toEqual(expect.arrayContaining([{ ...card, status: 'AC' }, { ...card, status: 'IN' }]));
    expect(checking?.debitCards).toHaveLength(2);
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
  });

  it('adds up what is held and what is owed apart, never netting a debt against the deposits', async () => {
    for (const username of ['member', 'litigation']) {
      const summary = await summaryFor(username);
      const held = products(summary).filter((p) => !OWED.has(p.productKind)).reduce((sum, p) => sum + p.bookedBalanceCents, 0);
      const owed = products(summary).filter((p) => OWED.has(p.productKind)).reduce((sum, p) => sum + p.bookedBalanceCents, 0);
      expect(owed, username).toBeGreaterThan(0);
      expect(summary.totalDepositsCents, username).toBe(held);
      expect(summary.totalOwedCents, username).toBe(owed);
      expect(summary).not.toHaveProperty('totalBalanceCents');
    }
    // litigation's deposits are its checking and savings alone, whatever its card and loan owe.
    const litigation = await summaryFor('litigation');
    const deposits = litigation.groups.find((group) => group.kind === 'deposits');
    expect(litigation.totalDepositsCents).toBe(deposits?.totalBalanceCents);
    // member's total is the Deposit Accounts group plus the IRAs group, the two groups its label names.
    const member = await summaryFor('member');
    const groupTotal = (kind: string) => member.groups.find((group) => group.kind === kind)?.totalBalanceCents ?? 0;
    expect(groupTotal('ira')).toBeGreaterThan(0);
    expect(member.totalDepositsCents).toBe(groupTotal('deposits') + groupTotal('ira'));
  });

  it("gives the delinquent member's loan its past-due amount and the due date it missed, a month or more ago by the clock", async () => {
    const summary = await summaryFor('delinquent');
    expect(summarySchemaValidator()(summary)).toBe(true);
    const loan = products(summary).find((product) => product.productKind === 'autoLoan');
    if (loan === undefined) throw new Error('the delinquent persona has no loan');
    const terms = await t.database.db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', loan.id).executeTakeFirstOrThrow();
    expect(loan.pastDue?.amountCents).toBe(terms.minimum_payment_cents);
    const due = loan.pastDue?.dueDate ?? '';
    expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(due.slice(8))).toBe(terms.payment_due_day);
    const daysLate = (t.clock.now().getTime() - Date.parse(`${due}T00:00:00Z`)) / 86_400_000;
    expect(daysLate).toBeGreaterThanOrEqual(30);
    expect(daysLate).toBeLessThan(30 + 32);
    for (const product of products(summary).filter((p) => p.id !== loan.id)) expect(product.pastDue, product.name).toBeUndefined();

    // The account page carries the same past-due figures.
    const token = await signInAs(t.app, 'delinquent');
    const detail = await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${loan.id}`, cookies: { sid: token } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: loan.id, pastDue: loan.pastDue, principalAmountCents: expect.any(Number) });
  });

  it('leaves every other persona with nothing past due', async () => {
    for (const username of ['member', 'litigation', 'business']) {
      for (const product of products(await summaryFor(username))) expect(product.pastDue, `${username} ${product.name}`).toBeUndefined();
    }
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
    expect(await summaryFor('msr')).toEqual({ totalDepositsCents: 0, totalOwedCents: 0, groups: [] });
  });
});
