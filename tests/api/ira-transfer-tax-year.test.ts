import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IraOverview, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { iraManifest } from '../../src/ira-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';

describe.each(databaseKinds())('a transfer into the IRA from the transfer page names its tax year (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let year: number;
  const id = (productKind: string) => productOf(products, productKind).id;
  const contributed = async (taxYear: number) => {
    const overview = (await t.app.inject({ method: 'GET', url: '/api/ira/client-api/v1/iras', cookies: { sid } })).json() as IraOverview;
    return overview.iras[0]!.years.find((entry) => entry.taxYear === taxYear)!.contributedCents;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    year = Number(businessDate(t.clock.now()).slice(0, 4));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses one without a tax year, or with a year not open, with the IRA page’s messages, and moves nothing', async () => {
    const orders = await countRows(t, 'payment_orders');
    const ira = await ledgerSum(t, id('ira'));
    const missing = await postOrder(t.app, sid, { fromAccountId: id('checking'), toAccountId: id('ira'), amountCents: 10_000 });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: '/taxYear', message: iraManifest.errors.taxYearRequired }] });
    const old = await postOrder(t.app, sid, { fromAccountId: id('checking'), toAccountId: id('ira'), amountCents: 10_000, taxYear: year - 2 });
    expect(old.statusCode, old.body).toBe(400);
    expect(old.json()).toMatchObject({ errors: [{ path: '/taxYear', message: iraManifest.errors.taxYearNotOpen }] });
    const validate = await t.app.inject({ method: 'POST', url: '/api/payment-order-service/client-api/v2/payment-orders/validate', cookies: { sid }, payload: { fromAccountId: id('checking'), toAccountId: id('ira'), amountCents: 10_000 } });
    expect(validate.statusCode).toBe(400);
    expect(await countRows(t, 'payment_orders')).toBe(orders);
    expect(await ledgerSum(t, id('ira'))).toBe(ira);
  });

  it('records a valid one as a contribution for the chosen year, which the IRA page counts', async () => {
    const before = await contributed(year);
    const response = await postOrder(t.app, sid, { fromAccountId: id('checking'), toAccountId: id('ira'), amountCents: 12_300, taxYear: year });
    expect(response.statusCode, response.body).toBe(201);
    const orderId = (response.json() as { paymentOrder: { id: string } }).paymentOrder.id;
    const rows = await t.database.db.selectFrom('ira_contributions').select(['tax_year', 'arrangement_id']).where('payment_order_id', '=', orderId).execute();
    expect(rows).toEqual([{ tax_year: year, arrangement_id: id('ira') }]);
    expect(await contributed(year)).toBe(before + 12_300);
  });

  it('asks nothing of a transfer that is not into an IRA', async () => {
    const response = await postOrder(t.app, sid, { fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 1_000 });
    expect(response.statusCode, response.body).toBe(201);
  });
});
