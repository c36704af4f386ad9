import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardMaintenance, CardOrderableList, CardOrderReceipt } from '../../engine/core/generated/api.gen';
import { errorsManifest, limitsManifest } from '../../src/manifests';
import { ledgerTotals } from '../../src/server/domain/balances';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, cardList, cardPath, cardTablesPrint, findListed, post } from './cards.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

describe.each(databaseKinds())('cards: maintenance, replacement and ordering (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const everydayDebit = () => findListed(t.app, sid, (card) => card.type === 'DEBIT' && card.status === 'AC');
  const credit = () => findListed(t.app, sid, (card) => card.type === 'CREDIT' && card.status === 'AC');
  const ledgerSum = async (arrangementId: string) => (await ledgerTotals(t.database.db, [arrangementId])).get(arrangementId)!.ledgerSumCents;
  const cardRow = (id: string) => t.database.db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells what a replacement involves (reasons, mailing address, delivery and fee from config) and what can be ordered', async () => {
    for (const card of [await everydayDebit(), await credit()]) {
      const response = await get(`${cardPath(card)}/maintenance`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as CardMaintenance;
      expect(answer).toMatchObject({ cardId: card.id, reasons: ['LOST', 'STOLEN', 'DAMAGED'], ...limitsManifest.cards.replacement });
      expect(answer.mailingAddress).toEqual({ line1: expect.any(String), city: expect.any(String), state: expect.any(String), postalCode: expect.any(String) });
    }
    const orderable = (await get(`${CARDS}/cards/maintenance`)).json() as CardOrderableList;
    expect(orderable.orderable.map((entry) => [entry.accountName, entry.cardType])).toEqual([['Everyday Checking', 'DEBIT'], ['Visa Signature Rewards', 'CREDIT']]);
    for (const entry of orderable.orderable) expect(entry.maskedNumber).toMatch(/^••••\d{4}$/);
  });

  it('replaces a stolen debit card: the old one locked and closed at once, a new number awaiting activation; replay moves nothing twice', async () => {
    const card = await everydayDebit();
    const key = randomUUID();
    const ledgerBefore = await ledgerSum(card.additions.arrangementId);
    const response = await post(t, `${cardPath(card)}/maintenance`, sid, { reason: 'STOLEN', expedite: true }, key);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CardOrderReceipt;
    // Expedited: the fee of config/limits.json is charged to the card's checking account once, replay or not.
    const fee = limitsManifest.cards.replacement.expediteFeeCents;
    expect(await ledgerSum(card.additions.arrangementId)).toBe(ledgerBefore + fee);
    const feeLine = await t.database.db.selectFrom('transactions').selectAll().where('description', '=', `Expedited card delivery fee ${receipt.confirmationNumber}`).executeTakeFirstOrThrow();
    expect(feeLine).toMatchObject({ arrangement_id: card.additions.arrangementId, amount_cents: fee, credit_debit: 'DEBIT' });
    expect(receipt.confirmationNumber).toMatch(/^CO-\d{10}$/);
    expect(receipt.replacedCard).toMatchObject({ id: card.id, status: 'CL', lockStatus: 'LOCKED' });
    expect(receipt.newCard).toMatchObject({ type: 'DEBIT', status: 'IN', lockStatus: 'UNLOCKED', holder: card.holder, additions: { arrangementId: card.additions.arrangementId, activationRequired: true } });
    expect(receipt.newCard.maskedNumber).not.toBe(card.maskedNumber);
    const [oldRow, newRow] = [await cardRow(card.id), await cardRow(receipt.newCard.id)];
    expect(newRow.card_token).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(newRow.card_token).not.toBe(oldRow.card_token);
    expect(oldRow.closed_reason).toBe('STOLEN');
    const listed = (await cardList(t.app, sid)).map((item) => item.id);
    expect(listed).not.toContain(card.id);
    expect(listed).toContain(receipt.newCard.id);

    const before = await cardTablesPrint(t);
    const replay = await post(t, `${cardPath(card)}/maintenance`, sid, { reason: 'STOLEN', expedite: true }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(response.body);
    expect(await cardTablesPrint(t)).toBe(before);
    expect(await ledgerSum(card.additions.arrangementId)).toBe(ledgerBefore + fee);
    // A closed card can be looked at, not changed.
    const again = await post(t, `${cardPath(card)}/maintenance`, sid, { reason: 'LOST', expedite: false });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.CARD_CLOSED!.message }] });

    // Activating the new card makes it the member's card.
    const lastFour = receipt.newCard.maskedNumber.slice(-4);
    const activated = await post(t, `${cardPath(receipt.newCard)}/activation`, sid, { lastFour, expiryMonth: receipt.newCard.additions.expiryMonth, expiryYear: receipt.newCard.additions.expiryYear });
    expect(activated.json()).toMatchObject({ status: 'AC' });
  });

  it('replaces a lost credit card and moves the authorized user onto the new card', async () => {
    const card = await credit();
    const child = card.additions.childCards[0]!;
    const response = await post(t, `${cardPath(card)}/maintenance`, sid, { reason: 'LOST', expedite: false });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CardOrderReceipt;
    expect(receipt.replacedCard).toMatchObject({ status: 'CL', lockStatus: 'LOCKED' });
    expect(receipt.newCard).toMatchObject({ type: 'CREDIT', subType: '313', status: 'IN' });
    expect(receipt.newCard.additions.childCards.map((entry) => entry.id)).toEqual([child.id]);
    const lastFour = receipt.newCard.maskedNumber.slice(-4);
    await post(t, `${cardPath(receipt.newCard)}/activation`, sid, { lastFour, expiryMonth: receipt.newCard.additions.expiryMonth, expiryYear: receipt.newCard.additions.expiryYear });
  });

  it('replaces a damaged card with the same number; the old card works until the new one is activated', async () => {
    const card = await everydayDebit();
    const response = await post(t, `${cardPath(card)}/maintenance`, sid, { reason: 'DAMAGED', expedite: false });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CardOrderReceipt;
    expect(receipt.newCard.maskedNumber).toBe(card.maskedNumber);
    expect(receipt.replacedCard).toMatchObject({ id: card.id, status: 'AC', lockStatus: 'UNLOCKED' });
    const activated = await post(t, `${cardPath(receipt.newCard)}/activation`, sid, {
      lastFour: card.maskedNumber.slice(-4),
      expiryMonth: receipt.newCard.additions.expiryMonth,
      expiryYear: receipt.newCard.additions.expiryYear,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await cardRow(card.id)).toMatchObject({ status: 'CL', closed_reason: 'REPLACED' });
  });

  it('orders a new debit card and a new credit card (config/forms/card-order.json), refusing a replacement reason and a wrong account', async () => {
    const orderable = ((await get(`${CARDS}/cards/maintenance`)).json() as CardOrderableList).orderable;
    for (const entry of orderable) {
      const response = await post(t, `${CARDS}/cards/maintenance`, sid, { cardType: entry.cardType, accountId: entry.accountId, reason: 'NEW', expedite: false });
      expect(response.statusCode, response.body).toBe(201);
      const receipt = response.json() as CardOrderReceipt;
      expect(receipt.newCard).toMatchObject({ type: entry.cardType, status: 'IN', holder: 'Alex Morgan', additions: { arrangementId: entry.accountId } });
      expect(receipt.replacedCard).toBeUndefined();
    }
    const debitAccount = orderable.find((entry) => entry.cardType === 'DEBIT')!;
    const before = await cardTablesPrint(t);
    // A replacement goes through the card's own maintenance call: the order form offers only NEW.
    const wrongReason = await post(t, `${CARDS}/cards/maintenance`, sid, { cardType: 'DEBIT', accountId: debitAccount.accountId, reason: 'STOLEN', expedite: false });
    expect(wrongReason.statusCode).toBe(400);
    expect((wrongReason.json() as { errors: { path: string }[] }).errors.map((entry) => entry.path)).toEqual(['/reason']);
    const wrongKind = await post(t, `${CARDS}/cards/maintenance`, sid, { cardType: 'CREDIT', accountId: debitAccount.accountId, reason: 'NEW', expedite: false });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json()).toEqual({ errors: [{ path: '/accountId', message: errorsManifest.errors.CARD_ORDER_ACCOUNT_MISMATCH!.message }] });
    const badForm = await post(t, `${CARDS}/cards/maintenance`, sid, { cardType: 'PREPAID', reason: 'NEW' });
    expect(badForm.statusCode).toBe(400);
    expect((await post(t, `${CARDS}/cards/maintenance`, sid, { cardType: 'DEBIT', accountId: debitAccount.accountId, reason: 'NEW', expedite: false }, null)).statusCode).toBe(400);
    expect(await cardTablesPrint(t)).toBe(before);
  });

  it("answers 404 for another member's card or account, and 403 to a view-only trusted member, changing nothing", async () => {
    const businessSid = await signInAs(t.app, 'business');
    const theirs = await cardList(t.app, businessSid);
    const trusted = await signInAs(t.app, 'trusted');
    const mine = await everydayDebit();
    const before = await cardTablesPrint(t);
    for (const card of theirs) {
      expect((await get(`${cardPath(card)}/maintenance`)).statusCode).toBe(404);
      expect((await post(t, `${cardPath(card)}/maintenance`, sid, { reason: 'STOLEN', expedite: false })).statusCode).toBe(404);
      expect((await post(t, `${CARDS}/cards/maintenance`, sid, { cardType: card.type, accountId: card.additions.arrangementId, reason: 'NEW', expedite: false })).statusCode).toBe(404);
    }
    // The replacement's facts show the member's mailing address: a view-only trusted user, who may not replace the
    // card, may not read them either (manage-cards in config/policy.json).
    expect((await get(`${cardPath(mine)}/maintenance`, trusted)).statusCode).toBe(403);
    expect((await post(t, `${cardPath(mine)}/maintenance`, trusted, { reason: 'STOLEN', expedite: false })).statusCode).toBe(403);
    expect((await post(t, `${CARDS}/cards/maintenance`, trusted, { cardType: 'DEBIT', accountId: mine.additions.arrangementId, reason: 'NEW', expedite: false })).statusCode).toBe(403);
    expect(await cardTablesPrint(t)).toBe(before);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
