import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardItem, CardRedemptionReceipt, CardRewards, ProductSummary } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { ledgerTotals } from '../../src/server/domain/balances';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, cardList, cardTablesPrint, findListed, post } from './cards.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const REDEEM = `${CARDS}/redeemcashrewards`;

describe.each(databaseKinds())('cards: rewards and cash redemption (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let card: CardItem;
  let checkingId: string;
  let savingsId: string;
  const rewardsOf = async (cardId: string, session = sid) => (await t.app.inject({ method: 'GET', url: `${CARDS}/rewards/${cardId}`, cookies: { sid: session } })).json() as CardRewards;
  const ledgerSum = async (arrangementId: string) => (await ledgerTotals(t.database.db, [arrangementId])).get(arrangementId)!.ledgerSumCents;
  const rewardsExpense = async () =>
    Number((await t.database.db.selectFrom('ledger_entries').select(sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('cents')).where('gl_account_id', '=', GL.rewardsExpense).executeTakeFirstOrThrow()).cents);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    card = await findListed(t.app, sid, (candidate) => candidate.type === 'CREDIT');
    const summary = (await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid } })).json() as ProductSummary;
    const products = summary.groups.flatMap((group) => group.products);
    checkingId = products.find((product) => product.productKind === 'checking')!.id;
    savingsId = products.find((product) => product.productKind === 'savings')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the points, their cash value, the redemption rules and six months of earnings', async () => {
    const rewards = await rewardsOf(card.id);
    expect(rewards).toMatchObject({ cardId: card.id, centsPerPoint: 1, minimumRedemptionCents: limitsManifest.cards.rewards.minimumRedemptionCents, stepCents: limitsManifest.cards.rewards.stepCents });
    expect(rewards.pointsBalance).toBe(rewards.history.reduce((sum, event) => sum + event.points, 0));
    expect(rewards.cashValueCents).toBe(rewards.pointsBalance);
    expect(rewards.history.length).toBeGreaterThanOrEqual(6);
    expect(rewards.history.every((event) => event.kind === 'EARN')).toBe(true);
    const dates = rewards.history.map((event) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('redeems cash into checking with one balanced journal; the replay answers the same and moves nothing twice', async () => {
    const before = await rewardsOf(card.id);
    const [checkingBefore, expenseBefore] = [await ledgerSum(checkingId), await rewardsExpense()];
    const key = randomUUID();
    const body = { cardId: card.id, amountCents: 5_000, destinationAccountId: checkingId };
    const response = await post(t, REDEEM, sid, body, key);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CardRedemptionReceipt;
    expect(receipt).toEqual({
      confirmationNumber: expect.stringMatching(/^RW-\d{10}$/),
      amountCents: 5_000,
      pointsRedeemed: 5_000,
      pointsBalance: before.pointsBalance - 5_000,
      cashValueCents: before.pointsBalance - 5_000,
      destinationAccountId: checkingId,
    });
    // A deposit's balance is −(sum of its entries): the credit adds −5,000 to checking, +5,000 to the expense.
    expect(await ledgerSum(checkingId)).toBe(checkingBefore - 5_000);
    expect(await rewardsExpense()).toBe(expenseBefore + 5_000);
    const event = await t.database.db.selectFrom('card_reward_events').selectAll().where('kind', '=', 'REDEEM').executeTakeFirstOrThrow();
    expect(event.points).toBe(-5_000);
    const journal = await t.database.db.selectFrom('ledger_entries').select(sql<number>`sum(amount_cents)::bigint`.as('cents')).where('journal_id', '=', event.journal_id!).executeTakeFirstOrThrow();
    expect(Number(journal.cents)).toBe(0);
    const line = await t.database.db.selectFrom('transactions').selectAll().where('journal_id', '=', event.journal_id!).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ arrangement_id: checkingId, amount_cents: 5_000, credit_debit: 'CREDIT', status: 'BOOKED' });

    const replay = await post(t, REDEEM, sid, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(response.body);
    expect(await ledgerSum(checkingId)).toBe(checkingBefore - 5_000);
    expect((await rewardsOf(card.id)).pointsBalance).toBe(before.pointsBalance - 5_000);
    expect((await rewardsOf(card.id)).history[0]).toMatchObject({ kind: 'REDEEM', points: -5_000 });
  });

  it('redeems into the card account itself, lowering what is owed', async () => {
    const owedBefore = await ledgerSum(card.additions.arrangementId);
    const response = await post(t, REDEEM, sid, { cardId: card.id, amountCents: 2_500, destinationAccountId: card.additions.arrangementId });
    expect(response.statusCode, response.body).toBe(201);
    expect(await ledgerSum(card.additions.arrangementId)).toBe(owedBefore - 2_500);
  });

  it('refuses below the minimum, off the step, beyond the points and into a loan, changing nothing', async () => {
    const { minimumRedemptionCents, stepCents } = limitsManifest.cards.rewards;
    const rewards = await rewardsOf(card.id);
    const before = await cardTablesPrint(t);
    const low = await post(t, REDEEM, sid, { cardId: card.id, amountCents: minimumRedemptionCents - stepCents, destinationAccountId: savingsId });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toEqual({ errors: [{ path: '/amountCents', message: errorsManifest.errors.REWARDS_BELOW_MINIMUM!.message.replace('{amount}', formatCents(minimumRedemptionCents)) }] });
    const offStep = await post(t, REDEEM, sid, { cardId: card.id, amountCents: minimumRedemptionCents + 1, destinationAccountId: savingsId });
    expect(offStep.statusCode).toBe(422);
    const tooMuch = await post(t, REDEEM, sid, { cardId: card.id, amountCents: (Math.floor(rewards.cashValueCents / stepCents) + 1) * stepCents, destinationAccountId: savingsId });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({ errors: [{ path: '/amountCents', message: errorsManifest.errors.REWARDS_INSUFFICIENT_POINTS!.message.replace('{amount}', formatCents(rewards.cashValueCents)) }] });
    const summary = (await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid } })).json() as ProductSummary;
    const loan = summary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'autoLoan')!;
    expect((await post(t, REDEEM, sid, { cardId: card.id, amountCents: minimumRedemptionCents, destinationAccountId: loan.id })).statusCode).toBe(422);
    expect((await post(t, REDEEM, sid, { cardId: card.id, amountCents: minimumRedemptionCents, destinationAccountId: savingsId }, null)).statusCode).toBe(400);
    expect((await post(t, REDEEM, sid, { cardId: card.id, amountCents: -100, destinationAccountId: savingsId })).statusCode).toBe(400);
    expect(await cardTablesPrint(t)).toBe(before);
  });

  it("answers 404 for another member's card or account and 403 to a view-only trusted member, moving nothing", async () => {
    const businessSid = await signInAs(t.app, 'business');
    const theirs = (await cardList(t.app, businessSid)).find((candidate) => candidate.type === 'CREDIT')!;
    const theirChecking = (await cardList(t.app, businessSid)).find((candidate) => candidate.type === 'DEBIT')!.additions.arrangementId;
    const before = await cardTablesPrint(t);
    expect((await t.app.inject({ method: 'GET', url: `${CARDS}/rewards/${theirs.id}`, cookies: { sid } })).statusCode).toBe(404);
    expect((await post(t, REDEEM, sid, { cardId: theirs.id, amountCents: 2_500, destinationAccountId: checkingId })).statusCode).toBe(404);
    expect((await post(t, REDEEM, sid, { cardId: card.id, amountCents: 2_500, destinationAccountId: theirChecking })).statusCode).toBe(404);
    const trusted = await signInAs(t.app, 'trusted');
    expect((await rewardsOf(card.id, trusted)).cardId).toBe(card.id);
    expect((await post(t, REDEEM, trusted, { cardId: card.id, amountCents: 2_500, destinationAccountId: checkingId })).statusCode).toBe(403);
    expect(await cardTablesPrint(t)).toBe(before);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
