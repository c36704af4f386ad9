import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { PaymentOrderReceipt, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { runDuePaymentOrders } from '../../src/server/domain/payments/executor';
import { projectPath } from '../../src/server/project-files';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { borrowOnCard, countRows, ledgerSum, ORDERS, postOrder, productOf, productsOf, unbalancedJournals } from './payment-orders.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

describe.each(databaseKinds())('payment executor (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let today: string;
  const account = (productKind: string) => productOf(products, productKind);
  const schedule = async (payload: object): Promise<string> => {
    const response = await postOrder(t.app, sid, payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as PaymentOrderReceipt).paymentOrder.id;
  };
  const orderRow = (id: string) => t.database.db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const executions = (id: string) => t.database.db.selectFrom('payment_order_executions').selectAll().where('payment_order_id', '=', id).orderBy('due_date').execute();
  const run = (day: string, limit?: number) => runDuePaymentOrders(t.database.db, { today: day, now: t.clock.now(), ...(limit ? { limit } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    today = businessDate(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts a due one-time order exactly once, even with two executors racing', async () => {
    const checking = account('checking');
    const savings = account('savings');
    const due = addBusinessDays(onOrAfterBusinessDay(today), 2);
    const id = await schedule({ fromAccountId: checking.id, toAccountId: savings.id, amountCents: 4_321, timing: 'FUTURE', executionDate: due });
    const [checkingBefore, journalsBefore] = [await ledgerSum(t, checking.id), await countRows(t, 'journals')];

    expect(await run(addBusinessDays(due, -1))).toEqual({ posted: 0, failed: 0 });
    expect((await orderRow(id)).state).toBe('SCHEDULED');

    // PostgreSQL: two executors really race (SKIP LOCKED claims, the execution key); PGlite has one connection, so they take turns.
    const results = kind === 'postgres' ? await Promise.all([run(due), run(due)]) : [await run(due), await run(due)];
    expect(results.reduce((sum, result) => sum + result.posted, 0)).toBe(1);
    expect(await ledgerSum(t, checking.id)).toBe(checkingBefore + 4_321);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    const row = await orderRow(id);
    expect(row).toMatchObject({ state: 'POSTED', next_execution_date: due });
    expect((await executions(id)).map((execution) => [execution.due_date, execution.outcome])).toEqual([[due, 'POSTED']]);
    const fetched = await t.app.inject({ method: 'GET', url: `${ORDERS}/${id}`, cookies: { sid } });
    expect(fetched.json()).toMatchObject({ state: 'POSTED', executionDate: due, postedAt: expect.any(String) });
    const lines = await t.database.db.selectFrom('transactions').select(['arrangement_id', 'booking_date']).where('journal_id', '=', row.last_journal_id).execute();
    expect(lines.map((line) => line.booking_date)).toEqual([due, due]);
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('never posts an occurrence twice: an existing execution row for the due date stops the posting', async () => {
    const due = addBusinessDays(onOrAfterBusinessDay(today), 3);
    const id = await schedule({ fromAccountId: account('savings').id, toAccountId: account('checking').id, amountCents: 1_000, timing: 'FUTURE', executionDate: due });
    await t.database.db
      .insertInto('payment_order_executions')
      .values({ payment_order_id: id, due_date: due, amount_cents: 1_000, journal_id: null, outcome: 'FAILED', failure_reason: 'recorded elsewhere', executed_at: t.clock.now() })
      .execute();
    const journals = await countRows(t, 'journals');
    await run(due);
    expect(await countRows(t, 'journals')).toBe(journals);
    expect((await orderRow(id)).state).not.toBe('SCHEDULED');
    await expect(
      t.database.db
        .insertInto('payment_order_executions')
        .values({ payment_order_id: id, due_date: due, amount_cents: 1_000, journal_id: null, outcome: 'FAILED', failure_reason: 'again', executed_at: t.clock.now() })
        .execute(),
    ).rejects.toThrow();
  });

  it('fails a one-time order without enough funds on its date, with the reason, and moves nothing', async () => {
    const [savings] = (await productsOf(t.app, sid)).filter((entry) => entry.productKind === 'savings');
    const due = addBusinessDays(onOrAfterBusinessDay(today), 4);
    const id = await schedule({ fromAccountId: savings!.id, toAccountId: account('checking').id, amountCents: savings!.availableBalanceCents! + 10_000, timing: 'FUTURE', executionDate: due });
    const [savingsBefore, journals] = [await ledgerSum(t, savings!.id), await countRows(t, 'journals')];
    expect(await run(due)).toEqual({ posted: 0, failed: 1 });
    const reason = errorsManifest.errors.PAYMENT_INSUFFICIENT_FUNDS!.message;
    expect(await orderRow(id)).toMatchObject({ state: 'FAILED', failure_reason: reason });
    expect((await executions(id)).map((execution) => [execution.outcome, execution.failure_reason, execution.journal_id])).toEqual([['FAILED', reason, null]]);
    expect([await ledgerSum(t, savings!.id), await countRows(t, 'journals')]).toEqual([savingsBefore, journals]);
    const fetched = await t.app.inject({ method: 'GET', url: `${ORDERS}/${id}`, cookies: { sid } });
    expect(fetched.json()).toMatchObject({ state: 'FAILED', failureReason: reason });
  });

  it("writes the reason in the language of the member who scheduled the order: it is stored, and their alert carries it", async () => {
    const spanish = (JSON.parse(readFileSync(projectPath('config/locales/es-US/errors.json'), 'utf8')) as { errors: Record<string, { message: string }> }).errors;
    const [savings] = (await productsOf(t.app, sid)).filter((entry) => entry.productKind === 'savings');
    const due = addBusinessDays(onOrAfterBusinessDay(today), 5);
    const id = await schedule({ fromAccountId: savings!.id, toAccountId: account('checking').id, amountCents: savings!.availableBalanceCents! + 10_000, timing: 'FUTURE', executionDate: due });
    const member = t.database.db.updateTable('members').where('username', '=', 'member');
    await member.set({ language: 'es-US' }).execute();
    try {
      expect(await run(due)).toEqual({ posted: 0, failed: 1 });
    } finally {
      await member.set({ language: 'en-US' }).execute();
    }
    const reason = spanish.PAYMENT_INSUFFICIENT_FUNDS!.message;
    expect(reason).not.toBe(errorsManifest.errors.PAYMENT_INSUFFICIENT_FUNDS!.message);
    expect(await orderRow(id)).toMatchObject({ state: 'FAILED', failure_reason: reason });
    expect((await executions(id)).map((execution) => execution.failure_reason)).toEqual([reason]);
  });

  it('posts each occurrence of a recurring order on its own date until the end date, then completes it', async () => {
    const checking = account('checking');
    const card = account('creditCard');
    await borrowOnCard(t.app, sid, card.id, checking.id, 10_000);
    const first = addBusinessDays(onOrAfterBusinessDay(today), 6);
    const endDate = addBusinessDays(first, 11);
    const id = await schedule({ fromAccountId: checking.id, toAccountId: card.id, amountCents: 1_500, timing: 'FUTURE', executionDate: first, frequency: 'WEEKLY', endDate, acknowledgements: ['LATE_FEE'] });
    const before = await ledgerSum(t, card.id);
    expect(await run(first)).toEqual({ posted: 1, failed: 0 });
    const afterFirst = await orderRow(id);
    expect(afterFirst.state).toBe('SCHEDULED');
    expect(afterFirst.next_execution_date! > first).toBe(true);
    // A late run catches up every occurrence due by then, each on its own date, and stops at the end date.
    const late = addBusinessDays(endDate, 10);
    const result = await run(late);
    const rows = await executions(id);
    expect(result.posted).toBe(rows.length - 1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.due_date)).size).toBe(rows.length);
    expect(rows.every((row) => row.outcome === 'POSTED' && row.due_date <= endDate)).toBe(true);
    // Each occurrence is booked on its own date, not the day the late run happened.
    for (const row of rows) {
      const lines = await t.database.db.selectFrom('transactions').select('booking_date').where('journal_id', '=', row.journal_id).execute();
      expect(lines.map((line) => line.booking_date), row.due_date).toEqual([row.due_date, row.due_date]);
    }
    expect((await orderRow(id)).state).toBe('COMPLETED');
    expect(await ledgerSum(t, card.id)).toBe(before - 1_500 * rows.length);
    expect(await run(late)).toEqual({ posted: 0, failed: 0 });
  });

  it('cancelled orders never run', async () => {
    const due = addBusinessDays(onOrAfterBusinessDay(today), 7);
    const id = await schedule({ fromAccountId: account('checking').id, toAccountId: account('savings').id, amountCents: 700, timing: 'FUTURE', executionDate: due });
    const cancelled = await t.app.inject({ method: 'POST', url: `${ORDERS}/${id}/cancel`, cookies: { sid }, headers: { 'idempotency-key': `cancel-${id}` } });
    expect(cancelled.statusCode).toBe(200);
    const journals = await countRows(t, 'journals');
    await run(addBusinessDays(due, 1));
    expect(await countRows(t, 'journals')).toBe(journals);
    expect((await orderRow(id)).state).toBe('CANCELLED');
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
