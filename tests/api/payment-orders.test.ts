import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { PaymentOrder, PaymentOrderList, PaymentOrderReceipt, PaymentOrderValidation, ProductSummaryEntry, StepUpError } from '../../engine/core/generated/api.gen';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { passBySms } from './step-up.support';
import {
  borrowOnCard,
  countRows,
  glSum,
  insertExternalAccount,
  insertPayee,
  ledgerSum,
  ORDERS,
  ownerOf,
  postOrder,
  productOf,
  productsOf,
  unbalancedJournals,
} from './payment-orders.support';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';

const message = (code: ErrorCode): string => errorsManifest.errors[code]!.message;

describe.each(databaseKinds())('payment orders (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let externalId: string;
  let payeeId: string;
  let today: string;
  const account = (productKind: string) => productOf(products, productKind);
  const validate = (payload: object, session = sid) => t.app.inject({ method: 'POST', url: `${ORDERS}/validate`, cookies: { sid: session }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    const seeded = await productsOf(t.app, sid);
    // The card payments below need a card that owes more than they pay, whatever day the seed ran.
    await borrowOnCard(t.app, sid, productOf(seeded, 'creditCard').id, productOf(seeded, 'checking').id, 20_000);
    products = await productsOf(t.app, sid);
    today = businessDate(t.clock.now());
    const owner = await ownerOf(t, account('checking').id);
    externalId = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '55500011122' });
    payeeId = await insertPayee(t, { agreementId: owner.agreementId, name: 'Test Power Co', accountNumber: '777000111' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts an immediate internal transfer: both balances move by exactly the amount, one balanced journal, member lines', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const [checkingBefore, savingsBefore, journalsBefore] = [await ledgerSum(t, checking.id), await ledgerSum(t, savings.id), await countRows(t, 'journals')];
    const response = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 12_345, memo: 'Rainy day' });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as PaymentOrderReceipt;
    expect(receipt.status).toBe('ACCEPTED');
    expect(receipt.paymentOrder).toMatchObject({ kind: 'INTERNAL_TRANSFER', state: 'POSTED', amountCents: 12_345, timing: 'IMMEDIATE', frequency: 'ONCE', memo: 'Rainy day', executionDate: today });
    expect(receipt.paymentOrder.confirmationNumber).toMatch(/^PO-\d{10}$/);
    expect(await ledgerSum(t, checking.id)).toBe(checkingBefore + 12_345);
    expect(await ledgerSum(t, savings.id)).toBe(savingsBefore - 12_345);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    expect(await unbalancedJournals(t)).toBe(0);
    const order = await t.database.db.selectFrom('payment_orders').select('last_journal_id').where('id', '=', receipt.paymentOrder.id).executeTakeFirstOrThrow();
    const lines = await t.database.db.selectFrom('transactions').selectAll().where('journal_id', '=', order.last_journal_id).execute();
    expect(lines.map((line) => [line.arrangement_id, line.credit_debit, line.amount_cents, line.status, line.booking_date]).sort()).toEqual(
      [[checking.id, 'DEBIT', 12_345, 'BOOKED', today], [savings.id, 'CREDIT', 12_345, 'BOOKED', today]].sort(),
    );
    const fetched = await t.app.inject({ method: 'GET', url: `${ORDERS}/${receipt.paymentOrder.id}`, cookies: { sid } });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json() as PaymentOrder).toEqual(receipt.paymentOrder);
    const after = await productsOf(t.app, sid);
    expect(productOf(after, 'checking').bookedBalanceCents).toBe(checking.bookedBalanceCents - 12_345);
  });

  it('posts every other kind: each side moves by exactly the amount, the other side is the right GL account', async () => {
    const cases: { name: string; payload: Record<string, unknown>; kind: string; moves: [{ arrangementId?: string; gl?: string }, number][] }[] = [
      { name: 'ACH out', payload: { fromAccountId: account('checking').id, toAccountId: externalId, amountCents: 10_000 }, kind: 'ACH_OUT', moves: [[{ arrangementId: account('checking').id }, 10_000], [{ gl: GL.achClearing }, -10_000]] },
      { name: 'ACH in', payload: { fromAccountId: externalId, toAccountId: account('savings').id, amountCents: 20_000 }, kind: 'ACH_IN', moves: [[{ gl: GL.achClearing }, 20_000], [{ arrangementId: account('savings').id }, -20_000]] },
      { name: 'loan payment', payload: { fromAccountId: account('checking').id, toAccountId: account('autoLoan').id, amountCents: 50_000, acknowledgements: ['DUE_AMOUNT'] }, kind: 'LOAN_PAYMENT', moves: [[{ arrangementId: account('checking').id }, 50_000], [{ arrangementId: account('autoLoan').id }, -50_000]] },
      { name: 'card payment', payload: { fromAccountId: account('checking').id, toAccountId: account('creditCard').id, amountCents: 3_000, acknowledgements: ['LATE_FEE'] }, kind: 'CARD_PAYMENT', moves: [[{ arrangementId: account('checking').id }, 3_000], [{ arrangementId: account('creditCard').id }, -3_000]] },
      { name: 'cash advance', payload: { fromAccountId: account('creditCard').id, toAccountId: account('checking').id, amountCents: 5_000 }, kind: 'CASH_ADVANCE', moves: [[{ arrangementId: account('creditCard').id }, 5_000], [{ arrangementId: account('checking').id }, -5_000]] },
      { name: 'HELOC advance', payload: { fromAccountId: account('heloc').id, toAccountId: account('savings').id, amountCents: 100 }, kind: 'HELOC_ADVANCE', moves: [[{ arrangementId: account('heloc').id }, 100], [{ arrangementId: account('savings').id }, -100]] },
      { name: 'bill pay', payload: { fromAccountId: account('checking').id, payeeId, amountCents: 7_525 }, kind: 'BILL_PAY', moves: [[{ arrangementId: account('checking').id }, 7_525], [{ gl: GL.billPayClearing }, -7_525]] },
    ];
    for (const item of cases) {
      const sums = async () => Promise.all(item.moves.map(([side]) => (side.arrangementId ? ledgerSum(t, side.arrangementId) : glSum(t, side.gl!))));
      const before = await sums();
      const response = await postOrder(t.app, sid, item.payload);
      expect(response.statusCode, `${item.name}: ${response.body}`).toBe(201);
      expect((response.json() as PaymentOrderReceipt).paymentOrder).toMatchObject({ kind: item.kind, state: 'POSTED' });
      const after = await sums();
      expect(after.map((value, index) => value - before[index]!), item.name).toEqual(item.moves.map(([, delta]) => delta));
    }
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it("sends a member-to-member transfer by account number and last name; any mismatch is the same 404", async () => {
    const business = await t.database.db
      .selectFrom('members')
      .innerJoin('service_agreements', 'service_agreements.primary_user_id', 'members.id')
      .innerJoin('arrangements', 'arrangements.agreement_id', 'service_agreements.id')
      .select(['members.family_name', 'arrangements.id', 'arrangements.account_number'])
      .where('members.username', '=', 'business')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    const checking = account('checking');
    const [mineBefore, theirsBefore] = [await ledgerSum(t, checking.id), await ledgerSum(t, business.id)];
    const sent = await postOrder(t.app, sid, { fromAccountId: checking.id, toMemberAccountNumber: business.account_number, toMemberLastName: business.family_name.toUpperCase(), amountCents: 4_200 });
    expect(sent.statusCode, sent.body).toBe(201);
    const order = (sent.json() as PaymentOrderReceipt).paymentOrder;
    expect(order).toMatchObject({ kind: 'MEMBER_TRANSFER', state: 'POSTED', to: { name: 'Member account', maskedNumber: expect.stringContaining(business.account_number.slice(-4)) } });
    expect(await ledgerSum(t, checking.id)).toBe(mineBefore + 4_200);
    expect(await ledgerSum(t, business.id)).toBe(theirsBefore - 4_200);
    const journals = await countRows(t, 'journals');
    for (const payload of [
      { toMemberAccountNumber: business.account_number, toMemberLastName: 'Nobody' },
      { toMemberAccountNumber: '999999999999', toMemberLastName: business.family_name },
    ]) {
      const refused = await postOrder(t.app, sid, { fromAccountId: checking.id, amountCents: 100, ...payload });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ errors: [{ path: '/toMemberAccountNumber', message: message('MEMBER_ACCOUNT_NOT_FOUND') }] });
    }
    expect(await countRows(t, 'journals')).toBe(journals);
  });

  it("holds transfers to other members on one day to the member's transfer limit, with the catalogue's message for the whole payment", async () => {
    const business = await t.database.db
      .selectFrom('members')
      .innerJoin('service_agreements', 'service_agreements.primary_user_id', 'members.id')
      .innerJoin('arrangements', 'arrangements.agreement_id', 'service_agreements.id')
      .select(['members.family_name', 'arrangements.account_number'])
      .where('members.username', '=', 'business')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    const to = { toMemberAccountNumber: business.account_number, toMemberLastName: business.family_name };
    const date = addBusinessDays(onOrAfterBusinessDay(today), 6);
    const limit = limitsManifest.amounts.memberToMemberDailyMaxCents;
    const perTransfer = limitsManifest.amounts.memberToMemberMaxCents;
    // Scheduled for one day from two accounts, the transfers fill the day's limit exactly.
    for (const [from, amountCents] of [[account('checking'), perTransfer], [account('savings'), limit - perTransfer]] as const) {
      const scheduled = await postOrder(t.app, sid, { fromAccountId: from.id, amountCents, timing: 'FUTURE', executionDate: date, ...to });
      expect(scheduled.statusCode, scheduled.body).toBe(201);
    }
    const orders = await countRows(t, 'payment_orders');
    const over = await postOrder(t.app, sid, { fromAccountId: account('checking').id, amountCents: 1, timing: 'FUTURE', executionDate: date, memo: 'One cent more', ...to });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toEqual({ errors: [{ path: '', message: message('TRANSFER_LIMIT_EXCEEDED') }] });
    expect(await countRows(t, 'payment_orders')).toBe(orders);
  });

  it('replays a repeated key with the same answer and one movement; a different body is 422; no key is 400', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const key = randomUUID();
    const payload = { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 1_111 };
    const before = [await ledgerSum(t, checking.id), await countRows(t, 'payment_orders')];
    const first = await postOrder(t.app, sid, payload, key);
    const second = await postOrder(t.app, sid, payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect([await ledgerSum(t, checking.id), await countRows(t, 'payment_orders')]).toEqual([before[0]! + 1_111, before[1]! + 1]);
    const reused = await postOrder(t.app, sid, { ...payload, amountCents: 2_222 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ errors: [{ path: '', message: message('IDEMPOTENCY_KEY_REUSED') }] });
    const missing = await postOrder(t.app, sid, payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [{ path: '', message: message('IDEMPOTENCY_KEY_REQUIRED') }] });
    expect([await ledgerSum(t, checking.id), await countRows(t, 'payment_orders')]).toEqual([before[0]! + 1_111, before[1]! + 1]);
  });

  it('posts once when two requests with one key arrive at the same time', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const key = randomUUID();
    const payload = { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 3_333 };
    const [checkingBefore, journalsBefore] = [await ledgerSum(t, checking.id), await countRows(t, 'journals')];
    const answers = await Promise.all([postOrder(t.app, sid, payload, key), postOrder(t.app, sid, payload, key)]);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length, answers.map((answer) => `${answer.statusCode} ${answer.body}`).join('\n')).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(new Set(created.map((answer) => (answer.json() as PaymentOrderReceipt).paymentOrder.id)).size).toBe(1);
    expect(await ledgerSum(t, checking.id)).toBe(checkingBefore + 3_333);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
  });

  it('refuses more than the available balance with the exact message (balance plus one cent) and writes nothing', async () => {
    const [savings] = (await productsOf(t.app, sid)).filter((entry) => entry.productKind === 'savings');
    const checking = account('checking');
    const available = savings!.availableBalanceCents!;
    const orders = await countRows(t, 'payment_orders');
    const response = await postOrder(t.app, sid, { fromAccountId: savings!.id, toAccountId: checking.id, amountCents: available + 500 });
    expect(response.statusCode).toBe(400);
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((available + 1) / 100);
    expect(response.json()).toEqual({ errors: [{ path: '/amountCents', message: `This amount exceeds your Available Balance. Please enter an amount less than ${dollars}`, type: 'AMOUNT_ERROR' }] });
    expect(await countRows(t, 'payment_orders')).toBe(orders);
  });

  it('refuses a trusted view-only user with 403 and writes nothing; a trusted mover may transfer', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const payload = { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100 };
    const [orders, keys] = [await countRows(t, 'payment_orders'), Number((await t.database.db.selectFrom('idempotency_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)];
    const viewer = await signInAs(t.app, 'trusted');
    const refused = await postOrder(t.app, viewer, payload);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ path: '', message: message('FORBIDDEN') }] });
    const bill = await postOrder(t.app, viewer, { fromAccountId: checking.id, payeeId, amountCents: 100 });
    expect(bill.statusCode).toBe(403);
    expect(await countRows(t, 'payment_orders')).toBe(orders);
    expect(Number((await t.database.db.selectFrom('idempotency_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(keys);
    const listed = await t.app.inject({ method: 'GET', url: ORDERS, cookies: { sid: viewer } });
    expect(listed.statusCode).toBe(200);
    const mover = await signInAs(t.app, 'trusted-mover');
    const moverProducts = await productsOf(t.app, mover);
    const moved = await postOrder(t.app, mover, { fromAccountId: productOf(moverProducts, 'checking').id, toAccountId: productOf(moverProducts, 'savings').id, amountCents: 100 });
    expect(moved.statusCode, moved.body).toBe(201);
  });

  it('answers an ACH transfer of $2,500.00 or more with a 307 challenge, then posts it once the member passes it', async () => {
    const checking = account('checking');
    const payload = { fromAccountId: checking.id, toAccountId: externalId, amountCents: 250_000 };
    const key = randomUUID();
    const before = [await ledgerSum(t, checking.id), await countRows(t, 'payment_orders')];
    const challenged = await postOrder(t.app, sid, payload, key);
    expect(challenged.statusCode).toBe(307);
    expect(challenged.json() as StepUpError).toMatchObject({ status: 'CHALLENGE', event: 'achTransfer' });
    expect([await ledgerSum(t, checking.id), await countRows(t, 'payment_orders')]).toEqual(before);
    sid = await passBySms(t.app, sid);
    const posted = await postOrder(t.app, sid, payload, key);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await ledgerSum(t, checking.id)).toBe(before[0]! + 250_000);
  });

  it('schedules a future transfer, lists it, refuses a second one between the same accounts, then cancels it', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const date = addBusinessDays(onOrAfterBusinessDay(today), 3);
    const before = await ledgerSum(t, checking.id);
    const created = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 9_900, timing: 'FUTURE', executionDate: date });
    expect(created.statusCode, created.body).toBe(201);
    const order = (created.json() as PaymentOrderReceipt).paymentOrder;
    expect(order).toMatchObject({ state: 'SCHEDULED', executionDate: date, requestedDate: date, timing: 'FUTURE' });
    expect(await ledgerSum(t, checking.id)).toBe(before);
    const listed = (await t.app.inject({ method: 'GET', url: `${ORDERS}?state=SCHEDULED`, cookies: { sid } })).json() as PaymentOrderList;
    expect(listed.items.map((item) => item.id)).toContain(order.id);
    expect(listed.items.every((item) => item.state === 'SCHEDULED')).toBe(true);
    const duplicate = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 100, timing: 'FUTURE', executionDate: date });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ errors: [{ path: '', message: message('SCHEDULED_PAYMENT_EXISTS') }] });
    const cancelled = await t.app.inject({ method: 'POST', url: `${ORDERS}/${order.id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as PaymentOrderReceipt).paymentOrder).toMatchObject({ id: order.id, state: 'CANCELLED' });
    const again = await t.app.inject({ method: 'POST', url: `${ORDERS}/${order.id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ path: '', message: message('PAYMENT_ORDER_CANCELLED') }] });
    expect(await ledgerSum(t, checking.id)).toBe(before);
  });

  it('edits a scheduled order in place (same id and confirmation number) and refuses to edit a posted one', async () => {
    const checking = account('checking');
    const card = account('creditCard');
    const date = addBusinessDays(onOrAfterBusinessDay(today), 5);
    const later = addBusinessDays(date, 2);
    // Paying less than the amount due needs the late-fee acknowledgement (sent always: an unneeded one is harmless).
    const created = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: card.id, amountCents: 2_000, timing: 'FUTURE', executionDate: date, acknowledgements: ['LATE_FEE'] });
    expect(created.statusCode, created.body).toBe(201);
    const order = (created.json() as PaymentOrderReceipt).paymentOrder;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${ORDERS}/${order.id}`,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { fromAccountId: checking.id, toAccountId: card.id, amountCents: 2_500, timing: 'FUTURE', executionDate: later, memo: 'edited', acknowledgements: ['LATE_FEE'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as PaymentOrderReceipt).paymentOrder).toMatchObject({ id: order.id, confirmationNumber: order.confirmationNumber, amountCents: 2_500, executionDate: later, memo: 'edited', state: 'SCHEDULED' });
    const posted = (await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: account('savings').id, amountCents: 100 })).json() as PaymentOrderReceipt;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${ORDERS}/${posted.paymentOrder.id}`,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { fromAccountId: checking.id, toAccountId: account('savings').id, amountCents: 200 },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('a recurring immediate transfer posts its first occurrence now and schedules the next one', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const before = await ledgerSum(t, savings.id);
    const response = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: savings.id, amountCents: 2_000, frequency: 'MONTHLY', endDate: addBusinessDays(today, 70) });
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as PaymentOrderReceipt).paymentOrder;
    expect(order).toMatchObject({ state: 'SCHEDULED', frequency: 'MONTHLY', timing: 'IMMEDIATE', postedAt: expect.any(String) });
    expect(order.executionDate > today).toBe(true);
    expect(await ledgerSum(t, savings.id)).toBe(before - 2_000);
  });

  it('validates without writing: kind, date and notes, or the rule errors', async () => {
    const orders = await countRows(t, 'payment_orders');
    const ok = await validate({ fromAccountId: account('checking').id, toAccountId: externalId, amountCents: 1_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json() as PaymentOrderValidation).toMatchObject({ valid: true, kind: 'ACH_OUT', executionDate: today, requiredAcknowledgement: null });
    expect((ok.json() as PaymentOrderValidation).notes.length).toBeGreaterThan(0);
    const bad = await validate({ fromAccountId: account('checking').id, toAccountId: externalId, amountCents: 499 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ path: '/amountCents', message: 'The minimum ACH transfer amount is $5.00.' }] });
    // Paying a card less than what is still due asks for the late-fee acknowledgement; once the period's minimum is
    // paid (the card payment above may have done it), nothing is due and none is asked.
    const detail = await t.app.inject({ method: 'GET', url: `/api/arrangement-manager/client-api/v2/productsummary/arrangements/${account('creditCard').id}`, cookies: { sid } });
    const due = (detail.json() as { details: { minimumDueCents?: number } }).details.minimumDueCents ?? 0;
    const card = await validate({ fromAccountId: account('checking').id, toAccountId: account('creditCard').id, amountCents: 100 });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json() as PaymentOrderValidation).toMatchObject({ valid: true, kind: 'CARD_PAYMENT', requiredAcknowledgement: due > 100 ? 'LATE_FEE' : null });
    expect(await countRows(t, 'payment_orders')).toBe(orders);
  });

  it("answers 404 for another member's account and 400 for a pair the product does not offer", async () => {
    const theirs = productOf(await productsOf(t.app, await signInAs(t.app, 'business')), 'checking');
    expect((await postOrder(t.app, sid, { fromAccountId: theirs.id, toAccountId: account('savings').id, amountCents: 100 })).statusCode).toBe(404);
    const ira = await postOrder(t.app, sid, { fromAccountId: account('ira').id, toAccountId: account('checking').id, amountCents: 100 });
    expect(ira.statusCode).toBe(400);
    expect(ira.json()).toEqual({ errors: [{ path: '/toAccountId', message: message('PAYMENT_NOT_OFFERED') }] });
  });
});
