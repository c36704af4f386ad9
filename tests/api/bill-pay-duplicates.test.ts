import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayeeList, PaymentOrderReceipt, PaymentOrderValidation } from '../../engine/core/generated/api.gen';
import { limitsManifest } from '../../src/manifests';
import { findPossibleDuplicate } from '../../src/server/domain/payments/duplicate-payment';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { ORDERS, postOrder, productOf, productsOf } from './payment-orders.support';

const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const WINDOW_SECONDS = limitsManifest.billPay.duplicateWindowHours * 3600;

/** A bill payment repeating one to the same payee for the same amount within the window is flagged by validate. */
describe.each(databaseKinds())('bill payment duplicates (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let checking: string;
  let payees: string[];

  const validate = async (payload: object): Promise<PaymentOrderValidation> => {
    const response = await t.app.inject({ method: 'POST', url: `${ORDERS}/validate`, cookies: { sid }, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PaymentOrderValidation;
  };
  const bill = (payeeId: string, amountCents: number, extra: object = {}) => ({ payeeId, fromAccountId: checking, amountCents, ...extra });
  /** Moves the pinned clock; the 15-minute session does not survive that, so sign in again. */
  const advance = async (seconds: number) => {
    t.clock.advanceSeconds(seconds);
    sid = await signInAs(t.app, 'member');
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    checking = productOf(await productsOf(t.app, sid), 'checking').id;
    const list = await t.app.inject({ method: 'GET', url: PAYEES, cookies: { sid } });
    payees = (list.json() as PayeeList).items.map((payee) => payee.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every payee the configured lead time', async () => {
    const list = await t.app.inject({ method: 'GET', url: PAYEES, cookies: { sid } });
    for (const payee of (list.json() as PayeeList).items) expect(payee.leadBusinessDays).toBe(limitsManifest.billPay.payeeLeadBusinessDays);
  });

  it('flags the same payee and amount until the window has passed, and nothing else', async () => {
    const [payee, other] = payees as [string, string];
    expect(await validate(bill(payee, 1_234))).not.toHaveProperty('possibleDuplicate');

    const made = t.clock.now();
    const paid = await postOrder(t.app, sid, bill(payee, 1_234));
    expect(paid.statusCode, paid.body).toBe(201);
    const { paymentOrder } = paid.json() as PaymentOrderReceipt;

    expect((await validate(bill(payee, 1_234))).possibleDuplicate).toEqual({
      createdAt: made.toISOString(),
      executionDate: paymentOrder.executionDate,
      confirmationNumber: paymentOrder.confirmationNumber,
    });
    expect(await validate(bill(payee, 1_235))).not.toHaveProperty('possibleDuplicate');
    expect(await validate(bill(other, 1_234))).not.toHaveProperty('possibleDuplicate');

    // A trusted user limited to shared accounts is never told of a payment from an account not shared with them.
    const agreementIds = [(await t.database.db.selectFrom('arrangements').select('agreement_id').where('id', '=', checking).executeTakeFirstOrThrow()).agreement_id];
    const savings = productOf(await productsOf(t.app, sid), 'savings').id;
    const duplicateFor = (arrangementIds: string[] | null) =>
      findPossibleDuplicate(t.database.db, { reach: { agreementIds, arrangementIds }, payeeId: payee, amountCents: 1_234, now: t.clock.now() });
    expect((await duplicateFor(null))?.confirmationNumber).toBe(paymentOrder.confirmationNumber);
    expect((await duplicateFor([checking]))?.confirmationNumber).toBe(paymentOrder.confirmationNumber);
    expect(await duplicateFor([savings])).toBeUndefined();

    // One second before the window ends it is still a possible duplicate; at the window's end it no longer is.
    await advance(WINDOW_SECONDS - 1);
    expect((await validate(bill(payee, 1_234))).possibleDuplicate?.confirmationNumber).toBe(paymentOrder.confirmationNumber);
    await advance(1);
    expect(await validate(bill(payee, 1_234))).not.toHaveProperty('possibleDuplicate');
  });

  it('does not count a cancelled payment, and still lets the member pay again', async () => {
    const [payee] = payees as [string];
    const scheduled = await postOrder(t.app, sid, bill(payee, 2_468, { timing: 'FUTURE', executionDate: '2099-01-02' }));
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const { paymentOrder } = scheduled.json() as PaymentOrderReceipt;
    expect((await validate(bill(payee, 2_468))).possibleDuplicate?.confirmationNumber).toBe(paymentOrder.confirmationNumber);
    // The flag only asks the member: the same payment is still accepted.
    const again = await postOrder(t.app, sid, bill(payee, 2_468));
    expect(again.statusCode, again.body).toBe(201);

    const cancelled = await t.app.inject({ method: 'POST', url: `${ORDERS}/${paymentOrder.id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const flagged = (await validate(bill(payee, 2_468))).possibleDuplicate;
    expect(flagged?.confirmationNumber).toBe((again.json() as PaymentOrderReceipt).paymentOrder.confirmationNumber);
  });
});
