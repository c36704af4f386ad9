import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { PaymentOrderReceipt, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import type { Selectable } from 'kysely';
import type { AccessLevel, AgreementUsersTable } from '../../src/server/db/schema';
import { businessDate } from '../../src/server/domain/business-date';
import { runDuePaymentOrders } from '../../src/server/domain/payments/executor';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';

/** A scheduled order runs with its creator's access as it is on the due date, not as it was when it was scheduled. */
describe.each(databaseKinds())('payment executor re-checks the creator’s permissions (%s)', (kind) => {
  let t: TestApp;
  let mover: string;
  let products: ProductSummaryEntry[];
  let today: string;
  let moverUserId: string;
  let moverListing: Selectable<AgreementUsersTable>;
  const id = (productKind: string) => productOf(products, productKind).id;
  const forbidden = errorsManifest.errors.FORBIDDEN!.message;
  const schedule = async (payload: object): Promise<string> => {
    const response = await postOrder(t.app, mover, payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as PaymentOrderReceipt).paymentOrder.id;
  };
  const orderRow = (orderId: string) => t.database.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const executions = (orderId: string) => t.database.db.selectFrom('payment_order_executions').selectAll().where('payment_order_id', '=', orderId).orderBy('due_date').execute();
  const run = (day: string) => runDuePaymentOrders(t.database.db, { today: day, now: t.clock.now() });
  const setAccess = (level: AccessLevel) =>
    t.database.db.updateTable('agreement_users').set({ access_level: level }).where('agreement_id', '=', moverListing.agreement_id).where('user_id', '=', moverUserId).execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    mover = await signInAs(t.app, 'trusted-mover');
    products = await productsOf(t.app, mover);
    today = businessDate(t.clock.now());
    moverUserId = (await t.database.db.selectFrom('members').select('id').where('username', '=', 'trusted-mover').executeTakeFirstOrThrow()).id;
    // The agreement the mover signs in to (the seed marks it the default): the trusted one over the member's accounts.
    moverListing = await t.database.db.selectFrom('agreement_users').selectAll().where('user_id', '=', moverUserId).where('is_default', '=', true).executeTakeFirstOrThrow();
    expect(moverListing.access_level).toBe('MOVE_MONEY');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('still posts a trusted mover’s scheduled order while their access is unchanged', async () => {
    const due = addBusinessDays(onOrAfterBusinessDay(today), 2);
    const order = await schedule({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 1_100, timing: 'FUTURE', executionDate: due });
    const before = await ledgerSum(t, id('checking'));
    await run(due);
    expect(await orderRow(order)).toMatchObject({ state: 'POSTED' });
    expect(await ledgerSum(t, id('checking'))).toBe(before + 1_100);
  });

  it('fails (and moves nothing for) a one-time and a recurring order once the mover is downgraded to VIEW_ONLY', async () => {
    const due = addBusinessDays(onOrAfterBusinessDay(today), 4);
    const once = await schedule({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 1_200, timing: 'FUTURE', executionDate: due });
    const weekly = await schedule({ fromAccountId: id('savings'), toAccountId: id('checking'), amountCents: 1_300, timing: 'FUTURE', executionDate: due, frequency: 'WEEKLY' });
    await setAccess('VIEW_ONLY');
    try {
      const [checking, savings, journals] = [await ledgerSum(t, id('checking')), await ledgerSum(t, id('savings')), await countRows(t, 'journals')];
      await run(due);
      expect([await ledgerSum(t, id('checking')), await ledgerSum(t, id('savings')), await countRows(t, 'journals')]).toEqual([checking, savings, journals]);
      expect(await orderRow(once)).toMatchObject({ state: 'FAILED', failure_reason: forbidden, last_journal_id: null });
      expect((await executions(once)).map((row) => [row.due_date, row.outcome, row.failure_reason])).toEqual([[due, 'FAILED', forbidden]]);
      // A recurring order records the failed occurrence and moves on to its next date.
      const recurring = await orderRow(weekly);
      expect(recurring.state).toBe('SCHEDULED');
      expect(recurring.next_execution_date! > due).toBe(true);
      expect((await executions(weekly)).map((row) => [row.due_date, row.outcome, row.failure_reason])).toEqual([[due, 'FAILED', forbidden]]);
    } finally {
      await t.database.db.updateTable('payment_orders').set({ state: 'CANCELLED' }).where('id', '=', weekly).where('state', '=', 'SCHEDULED').execute();
      await setAccess(moverListing.access_level);
    }
  });

  it('fails an order whose creator was removed from the agreement after scheduling it', async () => {
    const due = addBusinessDays(onOrAfterBusinessDay(today), 6);
    const order = await schedule({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 1_400, timing: 'FUTURE', executionDate: due });
    await t.database.db.deleteFrom('agreement_users').where('agreement_id', '=', moverListing.agreement_id).where('user_id', '=', moverUserId).execute();
    try {
      const before = await ledgerSum(t, id('checking'));
      await run(due);
      expect(await orderRow(order)).toMatchObject({ state: 'FAILED', failure_reason: forbidden });
      expect(await ledgerSum(t, id('checking'))).toBe(before);
    } finally {
      await t.database.db.insertInto('agreement_users').values(moverListing).execute();
    }
  });
});
