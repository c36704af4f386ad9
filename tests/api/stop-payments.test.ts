import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary, ProductSummaryEntry, StopPaymentList, StopPaymentReceipt } from '../../engine/core/generated/api.gen';
import { addCalendarDays } from '../../engine/core/calendar';
import { formatCents } from '../../engine/core/money';
import { resolveTemplate } from '../../engine/core/template';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { businessDate } from '../../src/server/domain/business-date';
import { ledgerTotals } from '../../src/server/domain/balances';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const API = '/api/payment-order-service/client-api/v2/stop-payments';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const limits = limitsManifest.stopPayment;
const message = (code: keyof typeof errorsManifest.errors, values: Record<string, string | number> = {}) => resolveTemplate(errorsManifest.errors[code].message, values);

describe.each(databaseKinds())('stop payments (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let nextCheck = 7_000;
  const productOf = (productKind: string) => products.find((product) => product.productKind === productKind)!;
  /** A check number no other test of this file stops. */
  const freshCheck = () => (nextCheck += 100);

  /** key null: no Idempotency-Key header. */
  const place = (payload: object, key: string | null = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: API, cookies: { sid: session }, payload, headers: key === null ? {} : { 'idempotency-key': key } });
  const list = async (session = sid) => ((await t.app.inject({ method: 'GET', url: API, cookies: { sid: session } })).json() as StopPaymentList).items;
  const ledgerSum = async (arrangementId: string) => (await ledgerTotals(t.database.db, [arrangementId])).get(arrangementId)!.ledgerSumCents;
  const feeIncome = async () =>
    Number((await t.database.db.selectFrom('ledger_entries').select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('cents')).where('gl_account_id', '=', GL.depositFeeIncome).executeTakeFirstOrThrow()).cents);
  const stopCount = async () => Number((await t.database.db.selectFrom('stop_payments').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const summary = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
    products = (summary.json() as ProductSummary).groups.flatMap((group) => group.products);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('places a single-check stop: the fee debits checking against deposit fee income once, even when the request is retried', async () => {
    const checking = productOf('checking').id;
    const check = freshCheck();
    const [beforeSum, beforeIncome] = [await ledgerSum(checking), await feeIncome()];
    const key = randomUUID();
    const body = { kind: 'CHECK', accountId: checking, checkNumber: check, amountCents: 45_000, payeeName: 'Lakeside Roofing', writtenOn: '2026-03-10', reason: 'PAYEE_DISPUTE' };
    const response = await place(body, key);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as StopPaymentReceipt;
    const today = businessDate(t.clock.now());
    expect(receipt).toMatchObject({
      status: 'ACCEPTED',
      stopPayment: {
        account: { id: checking, maskedNumber: productOf('checking').accountNumber },
        kind: 'CHECK',
        firstCheckNumber: check,
        lastCheckNumber: check,
        amountCents: 45_000,
        payeeName: 'Lakeside Roofing',
        writtenOn: '2026-03-10',
        reason: 'PAYEE_DISPUTE',
        feeCents: limits.feeCents,
        placedOn: today,
        expiresOn: addCalendarDays(today, limits.durationDays),
        status: 'ACTIVE',
      },
    });
    expect(receipt.stopPayment.confirmationNumber).toMatch(/^SP-\d{10}$/);
    // A deposit account's balance is minus the sum of its entries: the fee adds +fee; the income account takes −fee.
    expect(await ledgerSum(checking)).toBe(beforeSum + limits.feeCents);
    expect(await feeIncome()).toBe(beforeIncome - limits.feeCents);

    const row = await t.database.db.selectFrom('stop_payments').selectAll().where('id', '=', receipt.stopPayment.id).executeTakeFirstOrThrow();
    const line = await t.database.db.selectFrom('transactions').selectAll().where('journal_id', '=', row.journal_id!).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ arrangement_id: checking, description: `Stop payment fee, check ${check}`, amount_cents: limits.feeCents, credit_debit: 'DEBIT' });

    const replay = await place(body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(response.body);
    expect(await ledgerSum(checking)).toBe(beforeSum + limits.feeCents);
    expect(await t.database.db.selectFrom('stop_payments').select('id').where('arrangement_id', '=', checking).where('first_check_number', '=', check).execute()).toHaveLength(1);

    expect((await list())[0]).toEqual(receipt.stopPayment);
  });

  it('places a range and refuses a second stop on any check it covers while it is active (409), charging nothing more', async () => {
    const checking = productOf('checking').id;
    const first = freshCheck();
    const response = await place({ kind: 'RANGE', accountId: checking, firstCheckNumber: first, lastCheckNumber: first + 24, reason: 'STOLEN' });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as StopPaymentReceipt).stopPayment).toMatchObject({ kind: 'RANGE', firstCheckNumber: first, lastCheckNumber: first + 24 });

    const [beforeSum, beforeStops] = [await ledgerSum(checking), await stopCount()];
    const single = await place({ kind: 'CHECK', accountId: checking, checkNumber: first + 10, reason: 'LOST' });
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({ errors: [{ path: '/checkNumber', message: message('STOP_PAYMENT_DUPLICATE', { check: first + 10 }) }] });
    const overlapping = await place({ kind: 'RANGE', accountId: checking, firstCheckNumber: first + 20, lastCheckNumber: first + 30, reason: 'LOST' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({ errors: [{ path: '/firstCheckNumber', message: message('STOP_PAYMENT_DUPLICATE', { check: first + 20 }) }] });
    expect(await ledgerSum(checking)).toBe(beforeSum);
    expect(await stopCount()).toBe(beforeStops);

    // The next number after the range is free.
    expect((await place({ kind: 'CHECK', accountId: checking, checkNumber: first + 25, reason: 'LOST' })).statusCode).toBe(201);
  });

  it('refuses bad check numbers, a reversed or too long range, a non-checking account and an unknown kind (400), changing nothing', async () => {
    const checking = productOf('checking').id;
    const savings = productOf('savings').id;
    const [beforeSum, beforeStops, beforeIncome] = [await ledgerSum(checking), await stopCount(), await feeIncome()];
    const first = freshCheck();
    const cases: [object, { path: string; message: string }][] = [
      [{ kind: 'CHECK', accountId: checking, checkNumber: 0, reason: 'LOST' }, { path: '/checkNumber', message: message('STOP_PAYMENT_CHECK_NUMBER_INVALID') }],
      [{ kind: 'CHECK', accountId: checking, checkNumber: -12, reason: 'LOST' }, { path: '/checkNumber', message: message('STOP_PAYMENT_CHECK_NUMBER_INVALID') }],
      [{ kind: 'RANGE', accountId: checking, firstCheckNumber: first + 5, lastCheckNumber: first, reason: 'LOST' }, { path: '/lastCheckNumber', message: message('STOP_PAYMENT_RANGE_REVERSED') }],
      [
        { kind: 'RANGE', accountId: checking, firstCheckNumber: first, lastCheckNumber: first + limits.maxRangeLength, reason: 'LOST' },
        { path: '/lastCheckNumber', message: message('STOP_PAYMENT_RANGE_TOO_LONG', { max: limits.maxRangeLength }) },
      ],
      [{ kind: 'CHECK', accountId: savings, checkNumber: first, reason: 'LOST' }, { path: '/accountId', message: message('STOP_PAYMENT_NOT_CHECKING') }],
      [{ kind: 'SOMETHING', accountId: checking, checkNumber: first, reason: 'LOST' }, { path: '/kind', message: message('STOP_PAYMENT_KIND_REQUIRED') }],
    ];
    for (const [body, error] of cases) {
      const response = await place(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ errors: [error] });
    }
    // A reason outside the form's list and a fractional check number are the form's own refusals.
    expect((await place({ kind: 'CHECK', accountId: checking, checkNumber: first, reason: 'BORED' })).statusCode).toBe(400);
    expect((await place({ kind: 'CHECK', accountId: checking, checkNumber: 12.5, reason: 'LOST' })).statusCode).toBe(400);
    expect((await place({ kind: 'CHECK', accountId: checking, checkNumber: first, reason: 'LOST' }, null)).statusCode).toBe(400);
    // The longest range allowed is accepted.
    expect((await place({ kind: 'RANGE', accountId: checking, firstCheckNumber: first, lastCheckNumber: first + limits.maxRangeLength - 1, reason: 'LOST' })).statusCode).toBe(201);
    expect(await ledgerSum(checking)).toBe(beforeSum + limits.feeCents);
    expect(await stopCount()).toBe(beforeStops + 1);
    expect(await feeIncome()).toBe(beforeIncome - limits.feeCents);
  });

  it("answers 404 for another member's account or an unknown one, changing nothing of theirs", async () => {
    const business = await signInAs(t.app, 'business');
    const businessSummary = (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: business } })).json() as ProductSummary;
    const theirs = businessSummary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking')!.id;
    const [beforeSum, beforeStops] = [await ledgerSum(theirs), await stopCount()];
    for (const accountId of [theirs, randomUUID()]) {
      const response = await place({ kind: 'CHECK', accountId, checkNumber: freshCheck(), reason: 'LOST' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ path: '/accountId', message: errorsManifest.errors.NOT_FOUND.message }] });
    }
    expect(await ledgerSum(theirs)).toBe(beforeSum);
    expect(await stopCount()).toBe(beforeStops);
    // Nor does member see business's stops, or business member's.
    const placed = await place({ kind: 'CHECK', accountId: theirs, checkNumber: freshCheck(), reason: 'LOST' }, randomUUID(), business);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as StopPaymentReceipt).stopPayment.id;
    expect((await list()).map((stop) => stop.id)).not.toContain(id);
    expect((await list(business)).map((stop) => stop.id)).toContain(id);
  });

  it('refuses when the available balance cannot pay the fee (400), moving nothing', async () => {
    const checking = productOf('checking').id;
    const account = await t.database.db.selectFrom('arrangements').selectAll().where('id', '=', checking).executeTakeFirstOrThrow();
    // Hold almost all the money with a pending debit, so less than the fee is available.
    const totals = (await ledgerTotals(t.database.db, [checking])).get(checking)!;
    const availableCents = -totals.ledgerSumCents - totals.pendingDebitsCents;
    expect(account.product_kind).toBe('checking');
    const holdCents = availableCents - (limits.feeCents - 1);
    const holdId = randomUUID();
    await t.database.db
      .insertInto('transactions')
      .values({
        id: holdId,
        arrangement_id: checking,
        journal_id: null,
        booking_date: businessDate(t.clock.now()),
        description: 'Test hold',
        amount_cents: holdCents,
        credit_debit: 'DEBIT',
        status: 'PENDING',
        category: 'Transfer',
      })
      .execute();
    const before = await ledgerSum(checking);
    const response = await place({ kind: 'CHECK', accountId: checking, checkNumber: freshCheck(), reason: 'LOST' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ path: '/accountId', message: message('STOP_PAYMENT_INSUFFICIENT_FUNDS', { fee: formatCents(limits.feeCents) }) }] });
    expect(await ledgerSum(checking)).toBe(before);
    // One cent more available pays the fee.
    await t.database.db.updateTable('transactions').set({ amount_cents: holdCents - 1 }).where('id', '=', holdId).execute();
    expect((await place({ kind: 'CHECK', accountId: checking, checkNumber: freshCheck(), reason: 'LOST' })).statusCode).toBe(201);
    await t.database.db.deleteFrom('transactions').where('id', '=', holdId).execute();
  });

  it('lists a stop as expired from the day after its last day in effect', async () => {
    const checking = productOf('checking').id;
    const check = freshCheck();
    const placed = (await place({ kind: 'CHECK', accountId: checking, checkNumber: check, reason: 'LOST' })).json() as StopPaymentReceipt;
    // Move the stop's dates back so its last day was yesterday (the clock stays pinned).
    const today = businessDate(t.clock.now());
    await t.database.db
      .updateTable('stop_payments')
      .set({ placed_on: addCalendarDays(today, -limits.durationDays - 1), expires_on: addCalendarDays(today, -1) })
      .where('id', '=', placed.stopPayment.id)
      .execute();
    const listed = (await list()).find((stop) => stop.id === placed.stopPayment.id);
    expect(listed).toMatchObject({ status: 'EXPIRED', expiresOn: addCalendarDays(today, -1) });
    // An expired stop no longer blocks a new one on the same check.
    expect((await place({ kind: 'CHECK', accountId: checking, checkNumber: check, reason: 'LOST' })).statusCode).toBe(201);
  });

  it('refuses a view-only trusted user (403) but lists the stops for them', async () => {
    const session = await signInAs(t.app, 'trusted');
    const checking = productOf('checking').id;
    const before = await stopCount();
    const response = await place({ kind: 'CHECK', accountId: checking, checkNumber: freshCheck(), reason: 'LOST' }, randomUUID(), session);
    expect(response.statusCode).toBe(403);
    expect(await stopCount()).toBe(before);
    const listed = await t.app.inject({ method: 'GET', url: API, cookies: { sid: session } });
    expect(listed.statusCode).toBe(200);
  });

  it("lets a supervisor serving the member place a stop on the member's checking, with a reason", async () => {
    const staff = await signInAs(t.app, 'msr-supervisor');
    const member = await t.database.db.selectFrom('members').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const opened = await t.app.inject({ method: 'POST', url: '/api/service-desk/client-api/v1/visits', cookies: { sid: staff }, payload: { memberId: member.id, reason: 'Member called' } });
    expect(opened.statusCode, opened.body).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: API,
      cookies: { sid: staff },
      payload: { kind: 'CHECK', accountId: productOf('checking').id, checkNumber: freshCheck(), reason: 'LOST' },
      headers: { 'idempotency-key': randomUUID(), 'x-action-reason': encodeURIComponent('Member asked on the phone') },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
