import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsAndMore } from '../../engine/core/generated/api.gen';
import { productsAndMoreManifest } from '../../src/manifests/products-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const URL = '/api/arrangement-manager/client-api/v2/products-and-more';

describe.each(databaseKinds())('products and more (%s)', (kind) => {
  let t: TestApp;
  const read = async (username: string): Promise<ProductsAndMore> => {
    const response = await t.app.inject({ method: 'GET', url: URL, cookies: { sid: await signInAs(t.app, username) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductsAndMore;
  };
  const openAccounts = async (username: string) =>
    t.database.db
      .selectFrom('arrangements as a')
      .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
      .innerJoin('members as m', 'm.id', 's.primary_user_id')
      .select(['a.id', 'a.product_kind', 'a.account_number'])
      .where('m.username', '=', username)
      .where('a.state', '=', 'ACTIVE')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists a consumer's open accounts, masked, and the consumer products they can add, less those held once", async () => {
    const answer = await read('member');
    expect(answer.memberType).toBe('consumer');
    const accounts = await openAccounts('member');
    expect(answer.owned.map((product) => product.id).sort()).toEqual(accounts.map((account) => account.id).sort());
    for (const product of answer.owned) {
      const account = accounts.find((candidate) => candidate.id === product.id)!;
      expect(product.accountNumber).toBe(`••••${account.account_number.slice(-4)}`);
      expect(product.productTypeName).toBe(productsAndMoreManifest.productKindLabels[account.product_kind]);
    }
    const held = new Set(accounts.map((account) => account.product_kind));
    const expected = productsAndMoreManifest.catalogue.filter((item) => item.memberTypes.includes('consumer') && !(item.hideWhenOwned ?? []).some((kindHeld) => held.has(kindHeld)));
    expect(answer.available.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    // member holds a credit card and an IRA: those once-per-member items are not offered.
    expect(held.has('creditCard')).toBe(true);
    expect(answer.available.some((item) => item.id === 'credit-card')).toBe(false);
    expect(answer.available.every((item) => item.to.startsWith('/'))).toBe(true);
  });

  it('a business member sees its own accounts and the business catalogue only', async () => {
    const answer = await read('business');
    expect(answer.memberType).toBe('business');
    expect(answer.owned.map((product) => product.id).sort()).toEqual((await openAccounts('business')).map((account) => account.id).sort());
    expect(answer.available.length).toBeGreaterThan(0);
    const businessIds = new Set(productsAndMoreManifest.catalogue.filter((item) => item.memberTypes.includes('business')).map((item) => item.id));
    expect(answer.available.every((item) => businessIds.has(item.id))).toBe(true);
    expect(answer.available.some((item) => item.id === 'checking')).toBe(false);
  });

  it("a trusted user sees the member's accounts; staff's agreement reaches none; no session is 401", async () => {
    const trusted = await read('trusted');
    expect(trusted.owned.map((product) => product.id).sort()).toEqual((await openAccounts('member')).map((account) => account.id).sort());
    expect((await read('msr')).owned).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
