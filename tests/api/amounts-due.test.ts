import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, ErrorResponse, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { limitsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { postOrder, productOf, productsOf } from './payment-orders.support';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const copy = limitsManifest.messages;

describe.each(databaseKinds())('what is due on a card and a loan (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
  });
  afterAll(async () => t.close());

  const detailOf = async (sid: string, id: string): Promise<AccountDetail> => {
    const response = await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${id}`, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AccountDetail;
  };

  it("the seeded card keeps the charges made since its statement; its minimum due is never more than it owes and nothing once the statement is paid", async () => {
    const sid = await signInAs(t.app, 'member');
    const products: ProductSummaryEntry[] = await productsOf(t.app, sid);
    const card = productOf(products, 'creditCard');
    const checking = productOf(products, 'checking');
    const before = await detailOf(sid, card.id);
    const statement = before.details.lastStatementBalanceCents ?? 0;
    const due = before.details.minimumDueCents ?? -1;
    expect(statement).toBeGreaterThan(0);
    expect(due).toBeGreaterThanOrEqual(0);
    expect(due).toBeLessThanOrEqual(Math.min(card.bookedBalanceCents, statement));
    // The seed pays the statement balance on the 22nd, never what was charged after the statement.
    expect(card.bookedBalanceCents).toBeGreaterThan(0);
    if (due > 0) {
      // Statement not yet paid: paying less than the minimum asks for the acknowledgement; paying the statement clears it.
      const short = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: card.id, amountCents: 1 });
      expect(short.statusCode, short.body).toBe(400);
      expect((short.json() as ErrorResponse).errors).toContainEqual({ path: '/acknowledgements', message: copy.acknowledgementRequired });
      const paid = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: card.id, amountCents: statement });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const after = await detailOf(sid, card.id);
    expect(after.details.minimumDueCents).toBe(0);
    expect(after.details.pastDueCents).toBeUndefined();
    expect(after.details.totalDueCents).toBeUndefined();
    // Nothing is due, so a small payment needs no acknowledgement.
    if (after.bookedBalanceCents >= 1) {
      const small = await postOrder(t.app, sid, { fromAccountId: checking.id, toAccountId: card.id, amountCents: 1 });
      expect(small.statusCode, small.body).toBe(201);
    }
  });

  it("the delinquent member's loan shows its past-due amount apart from the current amount due, and the total of both", async () => {
    const sid = await signInAs(t.app, 'delinquent');
    const loan = productOf(await productsOf(t.app, sid), 'autoLoan');
    const terms = await t.database.db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', loan.id).executeTakeFirstOrThrow();
    const detail = await detailOf(sid, loan.id);
    const pastDue = loan.pastDue?.amountCents ?? 0;
    expect(pastDue).toBe(terms.minimum_payment_cents);
    expect(detail.details.pastDueCents).toBe(pastDue);
    const current = detail.details.minimumDueCents ?? -1;
    expect(current).toBeGreaterThanOrEqual(0);
    expect(current).toBeLessThanOrEqual(terms.minimum_payment_cents ?? 0);
    expect(detail.details.totalDueCents).toBe(pastDue + current);
  });
});
