import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core/template';
import type { ErrorResponse, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';

const LIMIT = limitsManifest.amounts.yearlyContributionLimitCents.ira as number;

// The yearly IRA limit counts contributions in the tax year, never the balance: member's IRA holds far more than it.
describe.each(databaseKinds())('IRA yearly contribution limit (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let today: string;
  const id = (productKind: string) => productOf(products, productKind).id;
  const refusal = (remaining: number, year: string) => resolveTemplate(limitsManifest.messages.contributionLimitExceeded, { year, limit: formatCents(LIMIT), remaining: formatCents(remaining) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    today = businessDate(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a first contribution although the IRA balance is far above the yearly limit', async () => {
    expect(productOf(products, 'ira').bookedBalanceCents).toBeGreaterThan(LIMIT);
    const response = await postOrder(t.app, sid, { fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: 100_000, taxYear: Number(today.slice(0, 4)) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('takes the remaining allowance to the cent, then refuses one cent more and writes nothing', async () => {
    const year = today.slice(0, 4);
    // A contribution scheduled later this year counts too (when there is a business day left in the year).
    const later = onOrAfterBusinessDay(addBusinessDays(today, 2));
    let scheduled = 0;
    if (later.slice(0, 4) === year) {
      const response = await postOrder(t.app, sid, { fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: 50_000, timing: 'FUTURE', executionDate: later, taxYear: Number(year) });
      expect(response.statusCode, response.body).toBe(201);
      scheduled = 50_000;
    }
    // The seeded history's monthly transfers this year are contributions too.
    const seeded = (await t.database.db.selectFrom('ira_contributions').select('amount_cents').where('arrangement_id', '=', id('ira')).where('tax_year', '=', Number(year)).where('journal_id', 'is not', null).execute()).reduce(
      (sum, row) => sum + Number(row.amount_cents),
      0,
    );
    const remaining = LIMIT - seeded - 100_000 - scheduled;
    const over = await postOrder(t.app, sid, { fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: remaining + 1, taxYear: Number(year) });
    expect(over.statusCode, over.body).toBe(400);
    expect((over.json() as ErrorResponse).errors).toContainEqual({ path: '/amountCents', message: refusal(remaining, year) });

    const exact = await postOrder(t.app, sid, { fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: remaining, taxYear: Number(year) });
    expect(exact.statusCode, exact.body).toBe(201);

    const orders = await countRows(t, 'payment_orders');
    const ira = await ledgerSum(t, id('ira'));
    const oneCent = await postOrder(t.app, sid, { fromAccountId: id('savings'), toAccountId: id('ira'), amountCents: 1, taxYear: Number(year) });
    expect(oneCent.statusCode, oneCent.body).toBe(400);
    expect((oneCent.json() as ErrorResponse).errors).toContainEqual({ path: '/amountCents', message: refusal(0, year) });
    expect(await countRows(t, 'payment_orders')).toBe(orders);
    expect(await ledgerSum(t, id('ira'))).toBe(ira);
  });

  it('starts afresh in the next tax year', async () => {
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-15`;
    const date = onOrAfterBusinessDay(nextYear);
    const response = await postOrder(t.app, sid, { fromAccountId: id('checking'), toAccountId: id('ira'), amountCents: LIMIT, timing: 'FUTURE', executionDate: date, taxYear: Number(date.slice(0, 4)) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('leaves accounts without a yearly limit alone', async () => {
    const date = onOrAfterBusinessDay(addBusinessDays(today, 3));
    const response = await postOrder(t.app, sid, { fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: LIMIT + 1, timing: 'FUTURE', executionDate: date });
    expect(response.statusCode, response.body).toBe(201);
  });
});
