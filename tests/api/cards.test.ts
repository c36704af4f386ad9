import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardItem } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, cardList, cardPath, cardTablesPrint, findListed, lockPath, post } from './cards.support';

describe.each(databaseKinds())('cards: list, details, lock status, activation (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let businessSid: string;
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const debit = () => findListed(t.app, sid, (card) => card.type === 'DEBIT' && card.status === 'AC');
  const credit = () => findListed(t.app, sid, (card) => card.type === 'CREDIT');
  const awaiting = () => findListed(t.app, sid, (card) => card.status === 'IN');

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    businessSid = await signInAs(t.app, 'business');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists member's debit cards, the rewards card with its authorized user, and the card awaiting activation, masked", async () => {
    const cards = await cardList(t.app, sid);
    expect(cards.map((card) => [card.type, card.status]).sort()).toEqual([['CREDIT', 'AC'], ['DEBIT', 'AC'], ['DEBIT', 'IN']]);
    for (const card of cards) {
      expect(card.maskedNumber).toMatch(/^••••\d{4}$/);
      expect(card.holder).toBe('Alex Morgan');
      expect(JSON.stringify(card)).not.toMatch(/tok_/);
    }
    const everyday = cards.find((card) => card.type === 'DEBIT' && card.status === 'AC')!;
    expect(everyday).toMatchObject({ subType: 'K', name: 'Visa Debit Card', lockStatus: 'UNLOCKED', limits: [{ kind: 'DAILY_PURCHASE' }, { kind: 'DAILY_ATM' }] });
    expect(everyday.additions).toMatchObject({ role: 'Primary Cardholder', accountSummaryType: 'PRI', accountOwnershipCode: 'PRI', accountName: 'Everyday Checking', productDescriptionChkAcct: 'Everyday Checking', digitalIssuanceEligible: true, activationRequired: false, lockEligible: true });
    expect(everyday.additions.checkingAcctId).toBe(everyday.additions.arrangementId);
    expect(everyday.additions.cardPolicyRefId).toMatch(/^CP-\d{8}$/);
    expect(everyday.additions.fullCardExpDt).toMatch(new RegExp(`^${everyday.additions.expiryYear}-${String(everyday.additions.expiryMonth).padStart(2, '0')}-(28|29|30|31)$`));

    const rewards = cards.find((card) => card.type === 'CREDIT')!;
    expect(rewards).toMatchObject({ subType: '313', name: 'Visa Signature Rewards' });
    expect(rewards.limits.map((limit) => limit.kind)).toEqual(['CREDIT_LIMIT', 'AVAILABLE_CREDIT']);
    expect(rewards.limits[0]!.amountCents).toBe(800_000);
    expect(rewards.additions).toMatchObject({ checkingAcctId: '100', productDescriptionChkAcct: null, ccBalTxfrEligible: true });
    expect(rewards.additions.childCards).toEqual([
      { id: expect.any(String), lastFour: expect.stringMatching(/^\d{4}$/), productCode: '313', holderName: 'Riley Morgan', status: 'AC', lockStatus: 'UNLOCKED', role: 'Authorized User', cardNumber: expect.stringMatching(/^••••\d{4}$/) },
    ]);
    expect((await awaiting()).additions.activationRequired).toBe(true);
  });

  it('answers card details for debit (also with acct "100") and credit, and 404 for the wrong kind or account', async () => {
    const [card, rewards] = [await debit(), await credit()];
    expect((await get(`${CARDS}/cards/details/${card.additions.arrangementId}/debit/${card.id}`)).json()).toEqual(card);
    expect((await get(`${CARDS}/cards/100/debit/${card.id}`)).json()).toEqual(card);
    expect((await get(`${CARDS}/cards/${card.additions.arrangementId}/debit/${card.id}`)).json()).toEqual(card);
    expect((await get(`${CARDS}/cards/details/${rewards.id}`)).json()).toEqual(rewards);
    expect((await get(`${CARDS}/cards/details/${card.id}`)).statusCode).toBe(404);
    expect((await get(`${CARDS}/cards/${rewards.additions.arrangementId}/debit/${card.id}`)).statusCode).toBe(404);
    expect((await get(`${CARDS}/cards/100/debit/${rewards.id}`)).statusCode).toBe(404);
  });

  it('freezes and unfreezes a debit and a credit card, answering the changed card item', async () => {
    for (const card of [await debit(), await credit()]) {
      const frozen = await post(t, lockPath(card), sid, { lockStatus: 'LOCKED', cardPolicyRefId: card.additions.cardPolicyRefId });
      expect(frozen.statusCode, frozen.body).toBe(200);
      expect(frozen.json()).toEqual({ ...card, lockStatus: 'LOCKED' });
      const again = await post(t, lockPath(card), sid, { lockStatus: 'LOCKED', cardPolicyRefId: card.additions.cardPolicyRefId });
      expect(again.json()).toMatchObject({ lockStatus: 'LOCKED' });
      const thawed = await post(t, lockPath(card), sid, { lockStatus: 'UNLOCKED', cardPolicyRefId: card.additions.cardPolicyRefId });
      expect(thawed.json()).toEqual(card);
    }
    const card = await debit();
    const byHundred = await post(t, `${CARDS}/cards/100/debit/${card.id}/lock-status`, sid, { lockStatus: 'LOCKED', cardPolicyRefId: card.additions.cardPolicyRefId });
    expect(byHundred.json()).toMatchObject({ id: card.id, lockStatus: 'LOCKED' });
    await post(t, lockPath(card), sid, { lockStatus: 'UNLOCKED', cardPolicyRefId: card.additions.cardPolicyRefId });
  });

  it('refuses a lock with a card policy reference that is not the card\'s (422), changing nothing', async () => {
    const card = await debit();
    const before = await cardTablesPrint(t);
    const response = await post(t, lockPath(card), sid, { lockStatus: 'LOCKED', cardPolicyRefId: 'CP-00000000' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: [{ path: '/cardPolicyRefId', message: errorsManifest.errors.CARD_POLICY_MISMATCH!.message }] });
    expect(await cardTablesPrint(t)).toBe(before);
    expect((await post(t, lockPath(card), sid, { lockStatus: 'FROZEN', cardPolicyRefId: card.additions.cardPolicyRefId })).statusCode).toBe(400);
  });

  it('activates the card that arrived only with its own last four and expiry; an active card is 409', async () => {
    const card = await awaiting();
    const { expiryMonth, expiryYear } = card.additions;
    const lastFour = card.maskedNumber.slice(-4);
    const before = await cardTablesPrint(t);
    const wrongDigits = await post(t, `${cardPath(card)}/activation`, sid, { lastFour: lastFour === '0000' ? '0001' : '0000', expiryMonth, expiryYear });
    expect(wrongDigits.statusCode).toBe(422);
    expect(wrongDigits.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.CARD_ACTIVATION_MISMATCH!.message }] });
    const wrongExpiry = await post(t, `${cardPath(card)}/activation`, sid, { lastFour, expiryMonth: (expiryMonth % 12) + 1, expiryYear });
    expect(wrongExpiry.statusCode).toBe(422);
    expect(await cardTablesPrint(t)).toBe(before);

    const activated = await post(t, `${cardPath(card)}/activation`, sid, { lastFour, expiryMonth, expiryYear });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ id: card.id, status: 'AC', additions: { activationRequired: false } });
    const twice = await post(t, `${cardPath(card)}/activation`, sid, { lastFour, expiryMonth, expiryYear });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: [{ path: '', message: errorsManifest.errors.CARD_ALREADY_ACTIVE!.message }] });
  });

  it("answers 404 for another member's cards and changes nothing", async () => {
    const theirs = await cardList(t.app, businessSid);
    expect(theirs.map((card) => [card.type, card.subType]).sort()).toEqual([['CREDIT', '320'], ['DEBIT', 'K']]);
    const before = await cardTablesPrint(t);
    for (const card of theirs) {
      const details = card.type === 'DEBIT' ? `${CARDS}/cards/details/${card.additions.arrangementId}/debit/${card.id}` : `${CARDS}/cards/details/${card.id}`;
      expect((await get(details)).statusCode).toBe(404);
      expect((await get(cardPath(card))).statusCode).toBe(card.type === 'DEBIT' ? 404 : 404);
      expect((await post(t, lockPath(card), sid, { lockStatus: 'LOCKED', cardPolicyRefId: card.additions.cardPolicyRefId })).statusCode).toBe(404);
      const printed = { lastFour: card.maskedNumber.slice(-4), expiryMonth: card.additions.expiryMonth, expiryYear: card.additions.expiryYear };
      expect((await post(t, `${cardPath(card)}/activation`, sid, printed)).statusCode).toBe(404);
    }
    expect(await cardTablesPrint(t)).toBe(before);
    const listed = (await cardList(t.app, sid)).map((card: CardItem) => card.id);
    for (const card of theirs) expect(listed).not.toContain(card.id);
  });

  it('lets a view-only trusted member look (200) but not lock or activate (403), changing nothing', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const mine = await cardList(t.app, sid);
    expect(await cardList(t.app, trusted)).toEqual(mine);
    const card = mine.find((candidate) => candidate.type === 'DEBIT')!;
    expect((await get(cardPath(card), trusted)).statusCode).toBe(200);
    const before = await cardTablesPrint(t);
    expect((await post(t, lockPath(card), trusted, { lockStatus: 'LOCKED', cardPolicyRefId: card.additions.cardPolicyRefId })).statusCode).toBe(403);
    const printed = { lastFour: card.maskedNumber.slice(-4), expiryMonth: card.additions.expiryMonth, expiryYear: card.additions.expiryYear };
    expect((await post(t, `${cardPath(card)}/activation`, trusted, printed)).statusCode).toBe(403);
    expect(await cardTablesPrint(t)).toBe(before);
  });
});
