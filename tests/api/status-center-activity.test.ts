import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { AccountOpeningCatalogue, LoanApplication, MessageReceipt, PayeeList, PaymentOrderReceipt, StatusCenterItem, StatusCenterList } from '../../engine/core/generated/api.gen';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { postOrder, productOf, productsOf } from './payment-orders.support';

const API = '/api/user-manager/client-api/v1/status-center';
const LENDING = '/api/lending/client-api/v1/applications';
const CATALOGUE = '/api/account-opening/catalogue';
const OPEN = '/api/account-opening/accounts';
const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const MESSAGES = '/api/messages-service/client-api/v1/messages';
const copy = disputesManifest.copy;

/** The applications, accounts opened, scheduled bill payments and conversations the Status Center follows. */
describe.each(databaseKinds())('status center activity (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  let checking: string;

  const post = (url: string, payload: object, session = sid) => t.app.inject({ method: 'POST', url, cookies: { sid: session }, payload, headers: { 'idempotency-key': randomUUID() } });
  const list = async (session = sid): Promise<StatusCenterItem[]> => {
    const response = await t.app.inject({ method: 'GET', url: API, cookies: { sid: session } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as StatusCenterList).requests;
  };
  const itemOf = async (id: string, session = sid) => (await list(session)).find((item) => item.id === id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
    checking = productOf(await productsOf(t.app, sid), 'checking').id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a loan application with its decision, linked to My Applications', async () => {
    t.clock.advanceSeconds(60);
    const response = await post(LENDING, {
      productId: 'auto-new',
      amountCents: 2_000_000,
      termMonths: 60,
      statedAnnualIncomeCents: 15_000_000,
      monthlyHousingCents: 150_000,
      employmentStatus: 'EMPLOYED',
      purpose: 'hatchback',
      consent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json() as LoanApplication;
    const item = await itemOf(application.id);
    expect(item).toMatchObject({ kind: 'application', status: copy.statusApplicationApproved, href: '/consumer-loans-eprom/my-applications', submittedAt: application.createdAt });
    expect(item!.title).toContain('$20,000.00');
    expect(item!.reference).toBeUndefined();
    expect((await list())[0]!.id).toBe(application.id);
  });

  it('lists an account opened online, referenced by its opening deposit and linked to the new account', async () => {
    t.clock.advanceSeconds(60);
    const catalogue = (await t.app.inject({ method: 'GET', url: CATALOGUE, cookies: { sid } })).json() as AccountOpeningCatalogue;
    const product = catalogue.groups.flatMap((group) => group.products).find((entry) => entry.id === 'share-savings')!;
    const response = await post(OPEN, { productId: product.id, acceptedDisclosures: product.disclosures.map(({ id, version }) => ({ id, version })), fundingAccountId: checking, amountCents: 2_500 });
    expect(response.statusCode, response.body).toBe(201);
    const opening = await t.database.db.selectFrom('account_openings as o').innerJoin('payment_orders as p', 'p.id', 'o.payment_order_id').select(['o.id', 'o.arrangement_id', 'p.confirmation_number']).orderBy('o.created_at', 'desc').executeTakeFirstOrThrow();
    expect(await itemOf(opening.id)).toMatchObject({
      kind: 'accountOpening',
      title: `${product.name} opened with $25.00`,
      reference: opening.confirmation_number,
      status: copy.statusAccountOpened,
      href: `/accounts/details?id=${opening.arrangement_id}`,
    });
  });

  it('lists a scheduled bill payment with the day it posts, and its new status once cancelled', async () => {
    t.clock.advanceSeconds(60);
    const payee = ((await t.app.inject({ method: 'GET', url: PAYEES, cookies: { sid } })).json() as PayeeList).items[0]!;
    const executionDate = addBusinessDays(onOrAfterBusinessDay(businessDate(t.clock.now())), 10);
    const response = await postOrder(t.app, sid, { payeeId: payee.id, fromAccountId: checking, amountCents: 4_321, timing: 'FUTURE', executionDate });
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as PaymentOrderReceipt).paymentOrder;
    expect(await itemOf(order.id)).toMatchObject({ kind: 'billPayment', title: `$43.21 to ${payee.nickname ?? payee.name}`, reference: order.confirmationNumber, status: copy.statusBillScheduled, dueOn: executionDate, href: '/move-money/bill-pay' });

    await t.database.db.updateTable('payment_orders').set({ state: 'CANCELLED' }).where('id', '=', order.id).execute();
    const cancelled = await itemOf(order.id);
    expect(cancelled).toMatchObject({ status: copy.statusBillCancelled });
    expect(cancelled!.dueOn).toBeUndefined();
  });

  it("lists a conversation the member started, answered once the credit union writes in it, not the credit union's own messages", async () => {
    t.clock.advanceSeconds(60);
    const sent = await post(MESSAGES, { topicId: 'general', subject: 'Question about my statement', body: 'Why two fees?' });
    expect(sent.statusCode, sent.body).toBe(201);
    const receipt = sent.json() as MessageReceipt;
    const waiting = await itemOf(receipt.messageId);
    expect(waiting).toMatchObject({ kind: 'message', title: 'Question about my statement', reference: receipt.confirmationNumber, status: copy.statusMessageSent, href: `/message-center/v7/inbox?message=${receipt.messageId}` });

    t.clock.advanceSeconds(120);
    const mine = await t.database.db.selectFrom('messages').selectAll().where('id', '=', receipt.messageId).executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('messages')
      .values({ ...mine, id: randomUUID(), author_id: null, direction: 'inbound', status: 'Unread', confirmation_number: 'R-1', subject: `Re: ${mine.subject}`, body: 'One was refunded.', sent_at: t.clock.now() })
      .execute();
    const answered = await itemOf(receipt.messageId);
    expect(answered).toMatchObject({ status: copy.statusMessageAnswered, updatedAt: t.clock.now().toISOString(), submittedAt: waiting!.submittedAt });
    expect((await list()).filter((item) => item.kind === 'message').map((item) => item.title)).not.toContain(`Re: ${mine.subject}`);
  });

  it("never shows another member's applications, openings, bill payments or messages, and shows the business member only its own", async () => {
    const mine = await list();
    const theirs = await list(businessSid);
    for (const kindOf of ['application', 'accountOpening', 'billPayment', 'message'] as const) expect(mine.some((item) => item.kind === kindOf)).toBe(true);
    const mineIds = new Set(mine.map((item) => item.id));
    expect(theirs.filter((item) => mineIds.has(item.id))).toEqual([]);
    const businessOwner = await t.database.db.selectFrom('members').select('id').where('username', '=', 'business').executeTakeFirstOrThrow();
    const foreignMessages = theirs.filter((item) => item.kind === 'message');
    for (const item of foreignMessages) {
      const row = await t.database.db.selectFrom('messages').select('owner_id').where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(row.owner_id).toBe(businessOwner.id);
    }
  });

  it('lists newest first across every kind', async () => {
    const times = (await list()).map((item) => item.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
