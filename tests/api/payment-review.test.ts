import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { CashiersCheckReceipt, PaymentOrderReceipt, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { nextOccurrence } from '../../engine/core/payment-rules';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { runDuePaymentOrders } from '../../src/server/domain/payments/executor';
import { openApiDocumentOf } from '../support/openapi-document';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, insertExternalAccount, insertPayee, ledgerSum, ORDERS, ownerOf, postOrder, productOf, productsOf } from './payment-orders.support';

/** Money-safety regressions found in review: each fails without its fix. */
describe.each(databaseKinds())('payment money-safety review (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let today: string;
  let owner: { agreementId: string; userId: string };
  const id = (productKind: string) => productOf(products, productKind).id;
  const schedule = async (payload: object): Promise<string> => {
    const response = await postOrder(t.app, sid, payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as PaymentOrderReceipt).paymentOrder.id;
  };
  const orderRow = (orderId: string) => t.database.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const run = (day: string) => runDuePaymentOrders(t.database.db, { today: day, now: t.clock.now() });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    today = businessDate(t.clock.now());
    owner = await ownerOf(t, id('checking'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the executor keeps a day's ACH total within the daily limit when a recurring occurrence lands on a day other orders were scheduled for", async () => {
    const external = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '7770001001' });
    const first = addBusinessDays(onOrAfterBusinessDay(today), 10);
    // The week after: creating orders for it sees only the recurring order's first date, so all three are accepted.
    const weekLater = nextOccurrence(first, 'WEEKLY');
    const amount = 240_000; // under the step-up threshold; three of them exceed the $5,000.00 day
    const recurring = await schedule({ fromAccountId: external, toAccountId: id('checking'), amountCents: amount, timing: 'FUTURE', executionDate: first, frequency: 'WEEKLY' });
    const oneTimeA = await schedule({ fromAccountId: external, toAccountId: id('savings'), amountCents: amount, timing: 'FUTURE', executionDate: weekLater });
    const oneTimeB = await schedule({ fromAccountId: external, toAccountId: id('checking'), amountCents: amount, timing: 'FUTURE', executionDate: weekLater });

    expect(await run(first)).toEqual({ posted: 1, failed: 0 });
    const due = (await orderRow(recurring)).next_execution_date!;
    expect((await orderRow(oneTimeA)).next_execution_date).toBe(due);

    const result = await run(due);
    // Stop the recurring order before asserting, so a failure here cannot leak occurrences into later tests.
    const cancelled = await t.app.inject({ method: 'POST', url: `${ORDERS}/${recurring}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
    expect(cancelled.statusCode).toBe(200);
    expect(result).toEqual({ posted: 2, failed: 1 });
    // Which of the three is refused depends on claim order (same created_at); exactly one is, with the daily-limit copy.
    const onDue = await t.database.db
      .selectFrom('payment_order_executions')
      .select(['amount_cents', 'outcome', 'failure_reason'])
      .where('payment_order_id', 'in', [recurring, oneTimeA, oneTimeB])
      .where('due_date', '=', due)
      .execute();
    const postedCents = onDue.filter((row) => row.outcome === 'POSTED').reduce((sum, row) => sum + Number(row.amount_cents), 0);
    expect(postedCents).toBeLessThanOrEqual(limitsManifest.amounts.achDailyMaxCents);
    expect(onDue.filter((row) => row.outcome === 'FAILED').map((row) => row.failure_reason)).toEqual([limitsManifest.messages.dailyLimitExceeded]);
  });

  it('the executor refuses an external account that is no longer verified (locked after scheduling) and moves nothing', async () => {
    const external = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '7770001002' });
    const due = addBusinessDays(onOrAfterBusinessDay(today), 30);
    const orderId = await schedule({ fromAccountId: external, toAccountId: id('savings'), amountCents: 1_000, timing: 'FUTURE', executionDate: due });
    await t.database.db.updateTable('external_accounts').set({ status: 'LOCKED' }).where('id', '=', external).execute();
    const [savingsBefore, journals] = [await ledgerSum(t, id('savings')), await countRows(t, 'journals')];

    expect(await run(due)).toEqual({ posted: 0, failed: 1 });
    expect(await orderRow(orderId)).toMatchObject({ state: 'FAILED', failure_reason: errorsManifest.errors.PAYMENT_ACCOUNT_UNAVAILABLE!.message });
    expect([await ledgerSum(t, id('savings')), await countRows(t, 'journals')]).toEqual([savingsBefore, journals]);
  });

  it('a HELOC advance to an external account is an ACH movement: $2,500.00 or more is challenged (307) and nothing moves', async () => {
    const external = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '7770001003' });
    const [helocBefore, orders] = [await ledgerSum(t, id('heloc')), await countRows(t, 'payment_orders')];
    const response = await postOrder(t.app, sid, { fromAccountId: id('heloc'), toAccountId: external, amountCents: 300_000 });
    expect(response.statusCode, response.body).toBe(307);
    expect(response.json()).toMatchObject({ status: 'CHALLENGE', event: 'achTransfer' });
    expect([await ledgerSum(t, id('heloc')), await countRows(t, 'payment_orders')]).toEqual([helocBefore, orders]);
  });

  it('tags the available-balance 400 with the error type AMOUNT_ERROR (create and validate), other errors untagged', async () => {
    const savings = productOf(await productsOf(t.app, sid), 'savings');
    const payload = { fromAccountId: savings.id, toAccountId: id('checking'), amountCents: savings.availableBalanceCents! + 1 };
    const message = limitsManifest.messages.availableBalanceExceeded.replace('{amount}', formatCents(savings.availableBalanceCents! + 1));
    const created = await postOrder(t.app, sid, payload);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual({ errors: [{ path: '/amountCents', message, type: 'AMOUNT_ERROR' }] });
    const validated = await t.app.inject({ method: 'POST', url: `${ORDERS}/validate`, cookies: { sid }, payload });
    expect(validated.json()).toEqual({ errors: [{ path: '/amountCents', message, type: 'AMOUNT_ERROR' }] });
    const empty = await postOrder(t.app, sid, { ...payload, amountCents: 0 });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).not.toContain('AMOUNT_ERROR');
  });

  it('documents every payment route in GET /api/openapi.json, the payment-order errors with the error type', async () => {
    const document = await openApiDocumentOf(t.app);
    const base = '/api/payment-order-service/client-api/v2';
    const expected: [string, string[]][] = [
      ['/payment-orders', ['get', 'post']],
      ['/payment-orders/validate', ['post']],
      ['/payment-orders/{id}', ['get', 'put']],
      ['/payment-orders/{id}/cancel', ['post']],
      ['/external-accounts', ['get', 'post']],
      ['/external-accounts/{id}/verify', ['post']],
      ['/external-accounts/{id}', ['delete']],
      ['/payees', ['get', 'post']],
      ['/payees/{id}', ['put', 'delete']],
      ['/cashiers-checks', ['get', 'post']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(document.paths[`${base}${path}`] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
    expect(JSON.stringify(document.paths[`${base}/payment-orders`]!.post)).toContain('AMOUNT_ERROR');
  });

  it("never pairs one agreement's account with another agreement's external account or payee, even when the session reaches both", async () => {
    // A second master agreement of the same member: a trusted session acting for the member reaches both.
    const second = randomUUID();
    await t.database.db
      .insertInto('service_agreements')
      .values({ id: second, name: 'Second membership', description: 'Personal membership', is_master: true, external_id: `review-${second}`, trusted_external_id: null, primary_user_id: owner.userId })
      .execute();
    const theirs = await insertExternalAccount(t, { agreementId: second, createdBy: owner.userId, accountNumber: '7770001004' });
    const theirPayee = await insertPayee(t, { agreementId: second, name: 'Other Agreement Utility', accountNumber: '99887766' });
    const ours = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '7770001005' });
    const mover = await signInAs(t.app, 'trusted-mover');
    const [checkingBefore, orders] = [await ledgerSum(t, id('checking')), await countRows(t, 'payment_orders')];

    for (const payload of [
      { fromAccountId: id('checking'), toAccountId: theirs, amountCents: 1_000 },
      { fromAccountId: theirs, toAccountId: id('checking'), amountCents: 1_000 },
      { fromAccountId: id('checking'), payeeId: theirPayee, amountCents: 1_000 },
    ]) {
      const response = await postOrder(t.app, mover, payload);
      expect(response.statusCode, response.body).toBe(404);
    }
    expect([await ledgerSum(t, id('checking')), await countRows(t, 'payment_orders')]).toEqual([checkingBefore, orders]);
    // The same movement with the member's own agreement's external account is allowed.
    const allowed = await postOrder(t.app, mover, { fromAccountId: id('checking'), toAccountId: ours, amountCents: 1_000 });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('an edit asking to post now an order that already posted today is refused (409), not a second movement or a 500', async () => {
    const payload = { fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 1_500, frequency: 'MONTHLY' };
    const created = await postOrder(t.app, sid, payload);
    expect(created.statusCode, created.body).toBe(201);
    const order = (created.json() as PaymentOrderReceipt).paymentOrder;
    const [savingsBefore, journals] = [await ledgerSum(t, id('savings')), await countRows(t, 'journals')];
    const edited = await t.app.inject({ method: 'PUT', url: `${ORDERS}/${order.id}`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() }, payload: { ...payload, amountCents: 1_600 } });
    expect(edited.statusCode, edited.body).toBe(409);
    expect([await ledgerSum(t, id('savings')), await countRows(t, 'journals')]).toEqual([savingsBefore, journals]);
    const cancelled = await t.app.inject({ method: 'POST', url: `${ORDERS}/${order.id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
    expect(cancelled.statusCode).toBe(200);
  });
});

describe.each(databaseKinds())("cashier's check booking date (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("books a cashier's check on the credit union's business day (New York), not the UTC date, like every other posting", async () => {
    // Move to the next 02:30 UTC: the evening before in New York, so the two calendars disagree.
    const now = t.clock.now();
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 2, 30);
    t.clock.advanceSeconds(Math.round((target - now.getTime()) / 1000));
    const instant = t.clock.now();
    expect(businessDate(instant)).not.toBe(instant.toISOString().slice(0, 10));

    const sid = await signInAs(t.app, 'member');
    const checking = productOf(await productsOf(t.app, sid), 'checking').id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-order-service/client-api/v2/cashiers-checks',
      cookies: { sid },
      payload: { fromAccountId: checking, amountCents: 1_000, payeeName: 'Evening Payee', delivery: 'MAIL' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CashiersCheckReceipt;
    const request = await t.database.db.selectFrom('cashiers_check_requests').select('journal_id').where('id', '=', receipt.cashiersCheck.id).executeTakeFirstOrThrow();
    const line = await t.database.db.selectFrom('transactions').select('booking_date').where('journal_id', '=', request.journal_id).executeTakeFirstOrThrow();
    expect(line.booking_date).toBe(businessDate(instant));
  });
});
