import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { PayeeList, PaymentOrder, PaymentOrderList, PaymentOrderReceipt } from '../../engine/core/generated/api.gen';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { errorsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, ORDERS, postOrder, productOf, productsOf } from './payment-orders.support';

const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const message = (code: ErrorCode): string => errorsManifest.errors[code]!.message;

/** Several scheduled bill payments to one payee, and editing one while it waits. */
describe.each(databaseKinds())('bill pay schedule (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let checking: string;
  let savings: string;
  let payeeId: string;
  let first: string;
  let second: string;

  const bill = (amountCents: number, executionDate: string, extra: object = {}) => ({ payeeId, fromAccountId: checking, amountCents, timing: 'FUTURE', executionDate, ...extra });
  const edit = (id: string, payload: object, session = sid, key = randomUUID()) =>
    t.app.inject({ method: 'PUT', url: `${ORDERS}/${id}`, cookies: { sid: session }, headers: { 'idempotency-key': key }, payload });
  const read = async (id: string): Promise<PaymentOrder> => (await t.app.inject({ method: 'GET', url: `${ORDERS}/${id}`, cookies: { sid } })).json() as PaymentOrder;
  const schedule = async (payload: object): Promise<PaymentOrder> => {
    const created = await postOrder(t.app, sid, payload);
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as PaymentOrderReceipt).paymentOrder;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const products = await productsOf(t.app, sid);
    checking = productOf(products, 'checking').id;
    savings = productOf(products, 'savings').id;
    const payees = (await t.app.inject({ method: 'GET', url: PAYEES, cookies: { sid } })).json() as PayeeList;
    payeeId = payees.items[0]!.id;
    // Past every payee's lead time whatever the pinned day is.
    const start = onOrAfterBusinessDay(businessDate(t.clock.now()));
    first = addBusinessDays(start, 10);
    second = addBusinessDays(start, 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('schedules several payments to the same payee from the same account, and refuses only an exact duplicate', async () => {
    const before = await ledgerSum(t, checking);
    const march = await schedule(bill(12_500, first));
    const april = await schedule(bill(12_500, second));
    const part = await schedule(bill(4_000, first, { memo: 'second half' }));
    expect([march, april, part].map((order) => order.state)).toEqual(['SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    expect([march, april, part].map((order) => order.kind)).toEqual(['BILL_PAY', 'BILL_PAY', 'BILL_PAY']);

    const orders = await countRows(t, 'payment_orders');
    const duplicate = await postOrder(t.app, sid, bill(12_500, first));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ errors: [{ path: '', message: message('SCHEDULED_PAYMENT_DUPLICATE') }] });
    expect(await countRows(t, 'payment_orders')).toBe(orders);

    const listed = (await t.app.inject({ method: 'GET', url: `${ORDERS}?state=SCHEDULED&size=100`, cookies: { sid } })).json() as PaymentOrderList;
    const ids = listed.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([march.id, april.id, part.id]));
    // Scheduling moves no money.
    expect(await ledgerSum(t, checking)).toBe(before);
  });

  it('edits amount, pay-from account, date and memo of a scheduled bill payment in place, once per key', async () => {
    const order = await schedule(bill(7_700, first));
    const later = addBusinessDays(second, 1);
    const payload = { payeeId, fromAccountId: savings, amountCents: 8_800, timing: 'FUTURE', executionDate: later, memo: 'Edited memo' };
    const key = randomUUID();
    const edited = await edit(order.id, payload, sid, key);
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = (edited.json() as PaymentOrderReceipt).paymentOrder;
    expect(changed).toMatchObject({ id: order.id, confirmationNumber: order.confirmationNumber, kind: 'BILL_PAY', state: 'SCHEDULED', amountCents: 8_800, executionDate: later, memo: 'Edited memo' });
    expect(changed.from.id).toBe(savings);
    expect(changed.to.id).toBe(payeeId);
    expect(await read(order.id)).toEqual(changed);

    // The same key answers the same edit again and changes nothing more.
    const version = async () => (await t.database.db.selectFrom('payment_orders').select('version').where('id', '=', order.id).executeTakeFirstOrThrow()).version;
    const versionAfterEdit = await version();
    const replay = await edit(order.id, payload, sid, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect((replay.json() as PaymentOrderReceipt).paymentOrder).toEqual(changed);
    expect(await version()).toBe(versionAfterEdit);
  });

  it('refuses an edit that would make an exact duplicate of another scheduled payment, and one that changes nothing is fine', async () => {
    const one = await schedule(bill(3_100, first));
    const other = await schedule(bill(3_200, first));
    const clash = await edit(other.id, bill(3_100, first));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ errors: [{ path: '', message: message('SCHEDULED_PAYMENT_DUPLICATE') }] });
    expect(await read(other.id)).toEqual(other);
    const unchanged = await edit(one.id, bill(3_100, first));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('refuses an invalid amount with the product error shape and changes nothing', async () => {
    const order = await schedule(bill(5_500, first));
    for (const amountCents of [0, -100]) {
      const refused = await edit(order.id, bill(amountCents, second));
      expect(refused.statusCode).toBe(400);
      const body = refused.json() as { errors: { path: string; message: string }[] };
      expect(body.errors.length).toBeGreaterThan(0);
      expect(body.errors.every((error) => typeof error.message === 'string' && error.message.length > 0)).toBe(true);
    }
    const overBalance = await edit(order.id, bill(999_999_999, second));
    expect(overBalance.statusCode).toBe(400);
    expect(await read(order.id)).toEqual(order);
  });

  it('refuses to edit a cancelled or an already processed bill payment, with a clear message', async () => {
    const order = await schedule(bill(6_100, first));
    const cancelled = await t.app.inject({ method: 'POST', url: `${ORDERS}/${order.id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await edit(order.id, bill(6_200, first));
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toEqual({ errors: [{ path: '', message: message('PAYMENT_ORDER_CANCELLED') }] });
    expect(await read(order.id)).toMatchObject({ state: 'CANCELLED', amountCents: 6_100 });

    // Paid today: posted at once, so it is no longer waiting.
    const paid = await postOrder(t.app, sid, { payeeId, fromAccountId: checking, amountCents: 1_900 });
    expect(paid.statusCode, paid.body).toBe(201);
    const posted = (paid.json() as PaymentOrderReceipt).paymentOrder;
    expect(posted.state).toBe('POSTED');
    const afterPosting = await edit(posted.id, bill(2_000, first));
    expect(afterPosting.statusCode).toBe(409);
    expect(afterPosting.json()).toEqual({ errors: [{ path: '', message: message('PAYMENT_ORDER_NOT_EDITABLE') }] });
    expect(await read(posted.id)).toEqual(posted);
  });

  it("answers 404 for another member's bill payment and changes nothing", async () => {
    const order = await schedule(bill(4_400, first));
    const business = await signInAs(t.app, 'business');
    const businessChecking = productOf(await productsOf(t.app, business), 'checking').id;
    const foreign = await edit(order.id, { payeeId, fromAccountId: businessChecking, amountCents: 1_000, timing: 'FUTURE', executionDate: first }, business);
    expect(foreign.statusCode).toBe(404);
    expect(await read(order.id)).toEqual(order);
  });

  it('refuses the edit to a view-only trusted user and changes nothing', async () => {
    const order = await schedule(bill(4_500, first));
    const viewer = await signInAs(t.app, 'trusted');
    const refused = await edit(order.id, bill(4_600, first), viewer);
    expect(refused.statusCode).toBe(403);
    expect(await read(order.id)).toEqual(order);
  });
});
