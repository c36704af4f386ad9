import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, onOrAfterBusinessDay } from '../../engine/core/business-days';
import type { ErrorResponse, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { limitsManifest } from '../../src/manifests';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { passBySms } from './step-up.support';
import { countRows, insertExternalAccount, ledgerSum, ownerOf, postOrder, productOf, productsOf } from './payment-orders.support';

const copy = limitsManifest.messages;

describe.each(databaseKinds())('payment order limits through the API (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let externalId: string;
  let today: string;
  const account = (productKind: string) => productOf(products, productKind);
  const id = (productKind: string) => account(productKind).id;
  const messagesOf = (body: string) => (JSON.parse(body) as ErrorResponse).errors.map((entry) => entry.message);

  /** Posts a request the rules must refuse: 400, the message among the errors, nothing written. */
  const refused = async (payload: object, expected: string, path = '/amountCents') => {
    const orders = await countRows(t, 'payment_orders');
    const response = await postOrder(t.app, sid, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as ErrorResponse).errors).toContainEqual({ path, message: expected });
    expect(await countRows(t, 'payment_orders')).toBe(orders);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    today = businessDate(t.clock.now());
    const owner = await ownerOf(t, id('checking'));
    externalId = await insertExternalAccount(t, { agreementId: owner.agreementId, createdBy: owner.userId, accountNumber: '4440001112' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('minimums: ACH $5.00, cash advance $50.00, HELOC $1.00 (limits.json copy)', async () => {
    expect(copy.achMinimum).toBe('The minimum ACH transfer amount is $5.00.');
    expect(copy.cashAdvanceMinimum).toBe('The minimum cash advance amount is $50.00.');
    expect(copy.helocMinimum).toBe('The minimum HELOC transfer amount is $1.00.');
    await refused({ fromAccountId: id('checking'), toAccountId: externalId, amountCents: 499 }, copy.achMinimum);
    await refused({ fromAccountId: id('creditCard'), toAccountId: id('checking'), amountCents: 4_999 }, copy.cashAdvanceMinimum);
    await refused({ fromAccountId: id('heloc'), toAccountId: id('checking'), amountCents: 99 }, copy.helocMinimum);
  });

  it('maximums by timing: immediate one-time, recurring, future-dated', async () => {
    expect(copy.futureDatedMaxExceeded).toBe('Future-dated transactions of $100,000.00 or more cannot be scheduled.');
    const date = addBusinessDays(onOrAfterBusinessDay(today), 2);
    await refused({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 10_000_000, timing: 'FUTURE', executionDate: date }, copy.futureDatedMaxExceeded);
    await refused({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 10_000_000_000 }, copy.amountExceedsImmediateMax);
    await refused({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 10_000_000, frequency: 'WEEKLY' }, copy.amountExceedsMax);
  });

  it('dates: an immediate one-time transfer cannot carry a future date', async () => {
    expect(copy.immediateCannotBeFutureDated).toBe('Immediate one-time transactions cannot be scheduled for a future date.');
    const date = addBusinessDays(onOrAfterBusinessDay(today), 2);
    await refused({ fromAccountId: id('checking'), toAccountId: id('savings'), amountCents: 100, timing: 'IMMEDIATE', executionDate: date }, copy.immediateCannotBeFutureDated, '/executionDate');
  });

  it('member-to-member $5,000.00 per transfer', async () => {
    expect(copy.perTransferLimitExceeded).toBe("Amount can't exceed $5,000.00 per transfer. Please enter a smaller amount or contact us to transfer more.");
    const target = await t.database.db
      .selectFrom('members')
      .innerJoin('service_agreements', 'service_agreements.primary_user_id', 'members.id')
      .innerJoin('arrangements', 'arrangements.agreement_id', 'service_agreements.id')
      .select(['members.family_name', 'arrangements.account_number'])
      .where('members.username', '=', 'business')
      .where('arrangements.product_kind', '=', 'checking')
      .executeTakeFirstOrThrow();
    await refused({ fromAccountId: id('checking'), toMemberAccountNumber: target.account_number, toMemberLastName: target.family_name, amountCents: 500_001 }, copy.perTransferLimitExceeded);
  });

  it('HELOC: $30,000.00 per advance, internal below $100,000.00, external below $10,000.00', async () => {
    await refused({ fromAccountId: id('heloc'), toAccountId: id('checking'), amountCents: 3_000_001 }, copy.helocAdvanceExceeded);
    await refused({ fromAccountId: id('heloc'), toAccountId: id('checking'), amountCents: 10_000_000 }, copy.helocInternalExceeded);
    // Money leaving for another institution is an ACH movement: the step-up comes first, then the HELOC external limit.
    const external = { fromAccountId: id('heloc'), toAccountId: externalId, amountCents: 1_000_000 };
    const key = randomUUID();
    expect((await postOrder(t.app, sid, external, key)).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    const response = await postOrder(t.app, sid, external, key);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response.body)).toContain(copy.helocExternalExceeded);
  });

  it('loan payoff, card maximum balance and the pay-less-than-due acknowledgement', async () => {
    const date = addBusinessDays(onOrAfterBusinessDay(today), 3);
    const loan = account('autoLoan');
    const card = account('creditCard');
    expect(copy.payoffExceeded).toBe('Amount exceeds your 14-day payoff amount.');
    await refused({ fromAccountId: id('checking'), toAccountId: loan.id, amountCents: loan.bookedBalanceCents * 2, timing: 'FUTURE', executionDate: date, acknowledgements: ['DUE_AMOUNT'] }, copy.payoffExceeded);
    await refused({ fromAccountId: id('checking'), toAccountId: card.id, amountCents: card.bookedBalanceCents + 100, timing: 'FUTURE', executionDate: date }, copy.maximumBalanceReached);
    // The loan's installment is due on every seeded date (the card's minimum is nothing once its statement is paid, see
    // amounts-due.test.ts), so paying it less asks for the acknowledgement.
    await refused({ fromAccountId: id('checking'), toAccountId: loan.id, amountCents: 100 }, copy.acknowledgementRequired, '/acknowledgements');
  });

  it('ACH: the daily $5,000.00 total holds even for parallel requests', async () => {
    expect(copy.dailyLimitExceeded).toBe('Amount cannot exceed $5,000.00 per day');
    const day = addBusinessDays(onOrAfterBusinessDay(today), 8);
    const future = { timing: 'FUTURE', executionDate: day };
    // Distinct pairs (a second one-time order between the same two accounts would be SCHEDULED_PAYMENT_EXISTS); each under the step-up threshold.
    for (const payload of [
      { fromAccountId: id('checking'), toAccountId: externalId, amountCents: 240_000 },
      { fromAccountId: externalId, toAccountId: id('savings'), amountCents: 240_000 },
    ]) {
      const accepted = await postOrder(t.app, sid, { ...payload, ...future });
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    await refused({ fromAccountId: id('savings'), toAccountId: externalId, amountCents: 20_001, ...future }, copy.dailyLimitExceeded);
    // Two more of $150.00 at once on the same day: only one fits under $5,000.00.
    const answers = await Promise.all([
      postOrder(t.app, sid, { fromAccountId: id('savings'), toAccountId: externalId, amountCents: 15_000, ...future }),
      postOrder(t.app, sid, { fromAccountId: externalId, toAccountId: id('checking'), amountCents: 15_000, ...future }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(messagesOf(answers.find((answer) => answer.statusCode === 400)!.body)).toContain(copy.dailyLimitExceeded);
  });

  it('ACH: over $10,000.00 is refused with the ACH maximum message after the step-up', async () => {
    expect(copy.achMaxExceeded).toBe('Amount exceeds the maximum ACH transfer of $10,000.00 or your loan balance.');
    const payload = { fromAccountId: id('checking'), toAccountId: externalId, amountCents: 1_000_001 };
    const key = randomUUID();
    expect((await postOrder(t.app, sid, payload, key)).statusCode).toBe(307);
    sid = await passBySms(t.app, sid);
    const response = await postOrder(t.app, sid, payload, key);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response.body)).toContain(copy.achMaxExceeded);
  });

  it('a deposit account with nothing available must schedule; parallel transfers never overdraw it', async () => {
    expect(copy.zeroBalanceMustSchedule).toBe('Your available balance is $0.00. Please schedule this transaction for a future date.');
    const savings = productOf(await productsOf(t.app, sid), 'savings');
    const available = savings.availableBalanceCents!;
    // Ten parallel transfers of a quarter each: at most four fit (on PostgreSQL they really race for the row locks).
    const quarter = Math.floor(available / 4);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(t.app, sid, { fromAccountId: savings.id, toAccountId: id('checking'), amountCents: quarter })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 400)).toBe(true);
    const rest = productOf(await productsOf(t.app, sid), 'savings').availableBalanceCents!;
    expect(rest).toBe(available - 4 * quarter);
    if (rest > 0) expect((await postOrder(t.app, sid, { fromAccountId: savings.id, toAccountId: id('checking'), amountCents: rest })).statusCode).toBe(201);
    expect(-(await ledgerSum(t, savings.id))).toBeGreaterThanOrEqual(0);
    await refused({ fromAccountId: savings.id, toAccountId: id('checking'), amountCents: 100 }, copy.zeroBalanceMustSchedule);
  });
});
