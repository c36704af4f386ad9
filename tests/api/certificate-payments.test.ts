import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { CertificateList, PaymentOrderReceipt, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { runDuePaymentOrders } from '../../src/server/domain/payments/executor';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, insertPayee, ledgerSum, ORDERS, ownerOf, postOrder, productOf, productsOf, unbalancedJournals } from './payment-orders.support';

const MESSAGE = errorsManifest.errors.CERTIFICATE_BEFORE_MATURITY!.message;
const refusal = (...paths: string[]) => ({ errors: paths.map((path) => ({ path, message: MESSAGE })) });

describe.each(databaseKinds())('a certificate takes no transfer or payment before maturity (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let list: CertificateList;
  let today: string;
  let payeeId: string;
  const account = (productKind: string) => productOf(products, productKind);
  /** The member's savings account that is not a certificate. */
  const savings = () => products.find((entry) => entry.productKind === 'savings' && entry.certificateMaturesOn === undefined)!;
  const certificate = (months: number) => products.find((entry) => entry.id === list.certificates.find((item) => item.termMonths === months)!.id)!;
  const validate = (payload: object) => t.app.inject({ method: 'POST', url: `${ORDERS}/validate`, cookies: { sid }, payload });
  const due = () => addBusinessDays(onOrAfterBusinessDay(today), 3);

  /** What a refused movement must leave as it was: orders, their executions, journals and every balance involved. */
  const snapshot = async () => ({
    orders: await countRows(t, 'payment_orders'),
    executions: await countRows(t, 'payment_order_executions'),
    journals: await countRows(t, 'journals'),
    balances: await Promise.all([account('checking').id, savings().id, certificate(12).id, certificate(24).id].map((id) => ledgerSum(t, id))),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    list = (await t.app.inject({ method: 'GET', url: '/api/certificates', cookies: { sid } })).json() as CertificateList;
    today = businessDate(t.clock.now());
    const owner = await ownerOf(t, account('checking').id);
    payeeId = await insertPayee(t, { agreementId: owner.agreementId, name: 'Test Water Co', accountNumber: '888000111' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the product summary marks each certificate in its term with its maturity date, and no other account', () => {
    expect(list.certificates.map((item) => item.termMonths).sort()).toEqual([12, 24]);
    const marked = products.filter((entry) => entry.certificateMaturesOn !== undefined);
    expect(marked.map((entry) => [entry.id, entry.certificateMaturesOn]).sort()).toEqual(list.certificates.map((item) => [item.id, item.maturityDate]).sort());
    expect(savings()).toBeDefined();
  });

  it('refuses a transfer out of a certificate with the catalogue copy on the From account, at validate and at posting, and changes nothing', async () => {
    const before = await snapshot();
    const payload = { fromAccountId: certificate(24).id, toAccountId: account('checking').id, amountCents: 100_000 };
    const validated = await validate(payload);
    expect(validated.statusCode, validated.body).toBe(400);
    expect(validated.json()).toEqual(refusal('/fromAccountId'));
    const posted = await postOrder(t.app, sid, payload);
    expect(posted.statusCode, posted.body).toBe(400);
    expect(posted.json()).toEqual(refusal('/fromAccountId'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a transfer into a certificate on the To account, at validate and at posting, and changes nothing', async () => {
    const before = await snapshot();
    for (const from of [account('checking').id, savings().id]) {
      const payload = { fromAccountId: from, toAccountId: certificate(12).id, amountCents: 5_000 };
      expect((await validate(payload)).json()).toEqual(refusal('/toAccountId'));
      const posted = await postOrder(t.app, sid, payload);
      expect(posted.statusCode).toBe(400);
      expect(posted.json()).toEqual(refusal('/toAccountId'));
    }
    const between = await postOrder(t.app, sid, { fromAccountId: certificate(12).id, toAccountId: certificate(24).id, amountCents: 5_000 });
    expect(between.json()).toEqual(refusal('/fromAccountId', '/toAccountId'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses scheduled and recurring transfers involving a certificate, whatever their date', async () => {
    const before = await snapshot();
    const checking = account('checking').id;
    const later = addBusinessDays(certificate(12).certificateMaturesOn!, 2);
    const cases = [
      [{ fromAccountId: checking, toAccountId: certificate(12).id, timing: 'FUTURE', executionDate: due() }, '/toAccountId'],
      [{ fromAccountId: checking, toAccountId: certificate(12).id, timing: 'FUTURE', executionDate: later }, '/toAccountId'],
      [{ fromAccountId: certificate(24).id, toAccountId: checking, timing: 'FUTURE', executionDate: due() }, '/fromAccountId'],
      [{ fromAccountId: checking, toAccountId: certificate(24).id, frequency: 'MONTHLY', endDate: addBusinessDays(due(), 60) }, '/toAccountId'],
    ] as const;
    for (const [payload, path] of cases) {
      const posted = await postOrder(t.app, sid, { ...payload, amountCents: 2_500 });
      expect(posted.statusCode, JSON.stringify(payload)).toBe(400);
      expect(posted.json()).toEqual(refusal(path));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a bill payment, a loan payment and a card payment out of a certificate', async () => {
    const before = await snapshot();
    const from = certificate(24).id;
    for (const destination of [{ payeeId }, { toAccountId: account('autoLoan').id }, { toAccountId: account('creditCard').id }, { toAccountId: account('heloc').id }]) {
      const payload = { fromAccountId: from, ...destination, amountCents: 1_000, acknowledgements: ['DUE_AMOUNT', 'LATE_FEE'] };
      expect((await validate(payload)).json(), JSON.stringify(destination)).toEqual(refusal('/fromAccountId'));
      expect((await postOrder(t.app, sid, payload)).json()).toEqual(refusal('/fromAccountId'));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cash advance or HELOC advance into a certificate', async () => {
    const before = await snapshot();
    for (const from of [account('creditCard').id, account('heloc').id]) {
      const posted = await postOrder(t.app, sid, { fromAccountId: from, toAccountId: certificate(12).id, amountCents: 10_000 });
      expect(posted.json()).toEqual(refusal('/toAccountId'));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a cashier's check drawn on a certificate", async () => {
    const before = await snapshot();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-order-service/client-api/v2/cashiers-checks',
      cookies: { sid },
      payload: { fromAccountId: certificate(24).id, amountCents: 10_000, payeeName: 'Riverside Title Co', delivery: 'MAIL' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal('/fromAccountId'));
    expect(await snapshot()).toEqual(before);
    expect(await countRows(t, 'journals')).toBe(before.journals);
  });

  it('fails a scheduled transfer that reaches a certificate when it comes due, with the catalogue reason, and moves nothing', async () => {
    // Orders written before certificates were refused: scheduled between checking and savings, then pointed at a certificate.
    const day = due();
    const schedule = async (payload: object): Promise<string> => {
      const response = await postOrder(t.app, sid, { ...payload, amountCents: 3_000, timing: 'FUTURE', executionDate: day });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as PaymentOrderReceipt).paymentOrder.id;
    };
    const into = await schedule({ fromAccountId: account('checking').id, toAccountId: savings().id });
    const outOf = await schedule({ fromAccountId: savings().id, toAccountId: account('checking').id });
    await t.database.db.updateTable('payment_orders').set({ to_arrangement_id: certificate(12).id }).where('id', '=', into).execute();
    await t.database.db.updateTable('payment_orders').set({ from_arrangement_id: certificate(24).id }).where('id', '=', outOf).execute();
    const before = await snapshot();

    expect(await runDuePaymentOrders(t.database.db, { today: day, now: t.clock.now() })).toEqual({ posted: 0, failed: 2 });
    for (const id of [into, outOf]) {
      expect(await t.database.db.selectFrom('payment_orders').select(['state', 'failure_reason']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ state: 'FAILED', failure_reason: MESSAGE });
      const executions = await t.database.db.selectFrom('payment_order_executions').select(['outcome', 'journal_id']).where('payment_order_id', '=', id).execute();
      expect(executions).toEqual([{ outcome: 'FAILED', journal_id: null }]);
    }
    const after = await snapshot();
    expect({ journals: after.journals, balances: after.balances }).toEqual({ journals: before.journals, balances: before.balances });
  });

  it('still moves money between checking and savings, now and when a scheduled transfer comes due', async () => {
    const [checking, saving] = [account('checking').id, savings().id];
    const [checkingBefore, savingsBefore] = [await ledgerSum(t, checking), await ledgerSum(t, saving)];
    const now = await postOrder(t.app, sid, { fromAccountId: checking, toAccountId: saving, amountCents: 1_234 });
    expect(now.statusCode, now.body).toBe(201);
    const day = addBusinessDays(due(), 1);
    const later = await postOrder(t.app, sid, { fromAccountId: saving, toAccountId: checking, amountCents: 234, timing: 'FUTURE', executionDate: day });
    expect(later.statusCode, later.body).toBe(201);
    expect(await runDuePaymentOrders(t.database.db, { today: day, now: t.clock.now() })).toEqual({ posted: 1, failed: 0 });
    expect(await ledgerSum(t, checking)).toBe(checkingBefore + 1_000);
    expect(await ledgerSum(t, saving)).toBe(savingsBefore - 1_000);
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it("answers another member's certificate as an unknown account, and their savings as usual", async () => {
    const business = await signInAs(t.app, 'business');
    const from = productOf(await productsOf(t.app, business), 'checking').id;
    const { rows } = await sql<{ family_name: string }>`select m.family_name from members m where m.username = 'member'`.execute(t.database.db);
    const lastName = rows[0]!.family_name;
    const number = async (id: string) => (await t.database.db.selectFrom('arrangements').select('account_number').where('id', '=', id).executeTakeFirstOrThrow()).account_number;
    const ask = async (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `${ORDERS}/validate`,
        cookies: { sid: business },
        payload: { fromAccountId: from, toMemberAccountNumber: await number(id), toMemberLastName: lastName, amountCents: 1_000 },
      });
    const ordinary = await ask(savings().id);
    expect(ordinary.statusCode, ordinary.body).toBe(200);
    const refused = await ask(certificate(24).id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: [{ path: '/toMemberAccountNumber', message: errorsManifest.errors.MEMBER_ACCOUNT_NOT_FOUND!.message }] });
  });
});
