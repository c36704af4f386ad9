import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { IraOverview, PaymentOrderReceipt, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { openTaxYears } from '../../engine/core/payment-rules';
import { iraManifest } from '../../src/manifests/ira-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { postedContributionsByYear } from '../../src/server/domain/ira/posted-contributions';
import { runDuePaymentOrders } from '../../src/server/domain/payments/executor';
import { contributedInYear } from '../../src/server/domain/payments/facts';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, ORDERS, postOrder, productOf, productsOf } from './payment-orders.support';

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
  const edit = (orderId: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${ORDERS}/${orderId}`, cookies: { sid }, payload, headers: { 'idempotency-key': randomUUID() } });
  const namedYears = (orderId: string) => t.database.db.selectFrom('ira_contributions').select('tax_year').where('payment_order_id', '=', orderId).execute();
  const orderRow = (orderId: string) => t.database.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const schedule = async (payload: object): Promise<string> => {
    const response = await postOrder(t.app, sid, payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as PaymentOrderReceipt).paymentOrder.id;
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

  it('asks the tax year again when a scheduled one-time transfer into the IRA is edited, checked as on creating one', async () => {
    const movesOn = addBusinessDays(onOrAfterBusinessDay(businessDate(t.clock.now())), 5);
    const open = openTaxYears(movesOn, iraManifest.contributions.priorYearDeadline);
    const base = { fromAccountId: id('checking'), toAccountId: id('ira'), timing: 'FUTURE', executionDate: movesOn };
    const orderId = await schedule({ ...base, amountCents: 4_000, taxYear: open[0] });
    const before = await orderRow(orderId);

    // Without a year, or with one not open on the day it moves: refused with the IRA page's messages, nothing changes.
    const missing = await edit(orderId, { ...base, amountCents: 4_500 });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: '/taxYear', message: iraManifest.errors.taxYearRequired }] });
    const closed = await edit(orderId, { ...base, amountCents: 4_500, taxYear: year - 2 });
    expect(closed.statusCode, closed.body).toBe(400);
    expect(closed.json()).toMatchObject({ errors: [{ path: '/taxYear', message: iraManifest.errors.taxYearNotOpen }] });
    expect(await orderRow(orderId)).toEqual(before);
    expect(await namedYears(orderId)).toEqual([{ tax_year: open[0] }]);

    // Every year open on that day is accepted, and the order then names the year chosen last (one row, never two).
    for (const taxYear of [...open].reverse()) {
      const edited = await edit(orderId, { ...base, amountCents: 4_500, taxYear });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await namedYears(orderId)).toEqual([{ tax_year: taxYear }]);
    }
    expect((await orderRow(orderId)).amount_cents).toBe(4_500);
  });

  it('counts each posting of a recurring transfer into the IRA toward the year it posts, also one edited from one-time', async () => {
    // Mid-December of the first year whose mid-December is still ahead: a monthly transfer from then posts once in
    // that year and once in the next.
    const firstYear = businessDate(t.clock.now()) < `${year}-12-14` ? year : year + 1;
    const december = onOrAfterBusinessDay(`${firstYear}-12-14`);
    const once = await schedule({ fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: 3_100, timing: 'FUTURE', executionDate: december, taxYear: firstYear });
    // Edited into a monthly transfer through January: it names no year any more.
    const edited = await edit(once, { fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: 3_100, timing: 'FUTURE', executionDate: december, frequency: 'MONTHLY', endDate: `${firstYear + 1}-01-31` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await namedYears(once)).toEqual([]);

    // The earlier test's order (named for its own year) is cancelled, so only this order's postings move the totals.
    const others = await t.database.db.selectFrom('payment_orders').select('id').where('to_arrangement_id', '=', id('ira')).where('state', '=', 'SCHEDULED').where('id', '<>', once).execute();
    for (const other of others) expect((await t.app.inject({ method: 'POST', url: `${ORDERS}/${other.id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } })).statusCode).toBe(200);
    const byYear = async () => new Map((await postedContributionsByYear(t.database.db, [id('ira')])).map((entry) => [entry.taxYear, entry.cents]));
    const before = await byYear();
    const first = (await orderRow(once)).next_execution_date!;
    expect(first.slice(0, 4)).toBe(String(firstYear));
    await runDuePaymentOrders(t.database.db, { today: first, now: t.clock.now() });
    const second = (await orderRow(once)).next_execution_date!;
    expect(second.slice(0, 4)).toBe(String(firstYear + 1));
    await runDuePaymentOrders(t.database.db, { today: second, now: t.clock.now() });
    const executions = await t.database.db.selectFrom('payment_order_executions').select(['due_date', 'outcome']).where('payment_order_id', '=', once).orderBy('due_date').execute();
    expect(executions).toEqual([
      { due_date: first, outcome: 'POSTED' },
      { due_date: second, outcome: 'POSTED' },
    ]);

    const after = await byYear();
    expect(after.get(firstYear)).toBe((before.get(firstYear) ?? 0) + 3_100);
    expect(after.get(firstYear + 1)).toBe((before.get(firstYear + 1) ?? 0) + 3_100);
    // The yearly limit counts the same: the January posting toward next year, not this one.
    expect(await contributedInYear(t.database.db, { arrangementId: id('ira'), year: firstYear + 1 })).toBe(after.get(firstYear + 1));
    expect(await contributedInYear(t.database.db, { arrangementId: id('ira'), year: firstYear })).toBe(after.get(firstYear));
  });
});
