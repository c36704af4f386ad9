import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { insertExternalAccount, insertPayee, ownerOf, postOrder, productOf, productsOf } from './payment-orders.support';

const PAYEES = '/api/payment-order-service/client-api/v2/payees';
const EXTERNAL_ACCOUNTS = '/api/payment-order-service/client-api/v2/external-accounts';
const ROUNDS = 40;

/**
 * Scheduling a payment with a payee or external account while the member deletes it: the two must serialise (the
 * payment share-locks the row, the delete locks it for update and then looks for scheduled orders). Either the payment
 * finds no row (404) or the delete finds the order (409); never a deleted row with a live order created after it.
 * Only PostgreSQL really runs the two at once (PGlite has one connection).
 */
describe.skipIf(!process.env.DATABASE_URL)('deleting a payee or external account while a payment uses it (postgres)', () => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let owner: { agreementId: string; userId: string };
  let due: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    owner = await ownerOf(t, productOf(products, 'checking').id);
    due = addBusinessDays(onOrAfterBusinessDay(businessDate(t.clock.now())), 5);
  });
  afterAll(async () => {
    await t?.close();
  });

  const remove = (url: string) => t.app.inject({ method: 'DELETE', url, cookies: { sid }, headers: { 'idempotency-key': randomUUID() } });
  const liveOrders = async (column: 'to_payee_id' | 'to_external_account_id', id: string) =>
    (await t.database.db.selectFrom('payment_orders').select('id').where(column, '=', id).where('state', '=', 'SCHEDULED').execute()).length;

  it('a payee: either the bill payment is refused or the delete is, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const payee = await insertPayee(t, { agreementId: owner.agreementId, name: `Race Utility ${round}`, accountNumber: `5500${String(round).padStart(4, '0')}` });
      const [paid, deleted] = await Promise.all([
        postOrder(t.app, sid, { fromAccountId: productOf(products, 'checking').id, payeeId: payee, amountCents: 500 + round, timing: 'FUTURE', executionDate: due }),
        remove(`${PAYEES}/${payee}`),
      ]);
      const key = `${paid.statusCode}/${deleted.statusCode}`;
      const row = await t.database.db.selectFrom('payees').select('deleted_at').where('id', '=', payee).executeTakeFirstOrThrow();
      const live = await liveOrders('to_payee_id', payee);
      expect({ round, key, deletedWithLiveOrder: row.deleted_at !== null && live > 0 }).toEqual({ round, key, deletedWithLiveOrder: false });
      expect(['201/409', '404/200'], paid.body + deleted.body).toContain(key);
    }
  });

  it('an external account: either the ACH transfer is refused or the delete is, every time', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const external = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: `8800${String(round).padStart(6, '0')}` });
      const [paid, deleted] = await Promise.all([
        postOrder(t.app, sid, { fromAccountId: productOf(products, 'checking').id, toAccountId: external, amountCents: 700 + round, timing: 'FUTURE', executionDate: due }),
        remove(`${EXTERNAL_ACCOUNTS}/${external}`),
      ]);
      const key = `${paid.statusCode}/${deleted.statusCode}`;
      const row = await t.database.db.selectFrom('external_accounts').select('deleted_at').where('id', '=', external).executeTakeFirstOrThrow();
      const live = await liveOrders('to_external_account_id', external);
      expect({ round, key, deletedWithLiveOrder: row.deleted_at !== null && live > 0 }).toEqual({ round, key, deletedWithLiveOrder: false });
      expect(['201/409', '404/200'], paid.body + deleted.body).toContain(key);
    }
  });
});
