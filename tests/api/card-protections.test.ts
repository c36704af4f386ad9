import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardAuthorizationList, CardProtections } from '../../engine/core/generated/api.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { primaryCardId } from './cards.support';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const CARDS = '/api/cards/client-api/v2/cards';

describe.each(databaseKinds())('card protections (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let creditCardId: string;
  let debitCardId: string;
  let businessCardId: string;

  const cardOf = (username: string, cardKind: 'credit' | 'debit') => primaryCardId(t, username, cardKind);
  const get = (url: string, session = sid) => t.app.inject({ method: 'GET', url, cookies: { sid: session } });
  const put = (cardId: string, payload: unknown, session = sid) => t.app.inject({ method: 'PUT', url: `${CARDS}/${cardId}/protections`, cookies: { sid: session }, payload: payload as object });
  const everythingAllowed = (): CardProtections => ({
    international: 'ALLOW',
    merchantCategories: Object.fromEntries(cardsManifest.merchantCategories.map((category) => [category.id, 'ALLOW'])),
    transactionTypes: { ONLINE: 'ALLOW', IN_STORE: 'ALLOW', ATM: 'ALLOW', RECURRING: 'ALLOW' },
    perTransactionLimitCents: null,
    monthlyLimitCents: null,
    alertEveryTransaction: false,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    creditCardId = await cardOf('member', 'credit');
    debitCardId = await cardOf('member', 'debit');
    businessCardId = await cardOf('business', 'credit');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the seeded protections of the credit card, every configured category named', async () => {
    const response = await get(`${CARDS}/${creditCardId}/protections`);
    expect(response.statusCode, response.body).toBe(200);
    const protections = response.json() as CardProtections;
    expect(protections).toMatchObject({ international: 'ALERT', perTransactionLimitCents: 150_000, monthlyLimitCents: null, alertEveryTransaction: false });
    expect(protections.merchantCategories).toMatchObject({ gambling: 'BLOCK', 'cash-like': 'ALERT', grocery: 'ALLOW' });
    expect(Object.keys(protections.merchantCategories).sort()).toEqual(cardsManifest.merchantCategories.map((category) => category.id).sort());
  });

  it('answers everything allowed for a card nobody has set', async () => {
    const response = await get(`${CARDS}/${debitCardId}/protections`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(everythingAllowed());
  });

  it('saves a whole set of protections and reads them back', async () => {
    const wanted: CardProtections = {
      ...everythingAllowed(),
      international: 'BLOCK',
      merchantCategories: { ...everythingAllowed().merchantCategories, travel: 'ALERT', adult: 'BLOCK' },
      transactionTypes: { ONLINE: 'ALERT', IN_STORE: 'ALLOW', ATM: 'BLOCK', RECURRING: 'ALLOW' },
      perTransactionLimitCents: 50_000,
      monthlyLimitCents: 200_000,
      alertEveryTransaction: true,
    };
    const saved = await put(debitCardId, wanted);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(wanted);
    expect((await get(`${CARDS}/${debitCardId}/protections`)).json()).toEqual(wanted);
  });

  it('fills a category the body leaves out as ALLOW', async () => {
    const saved = await put(debitCardId, { ...everythingAllowed(), merchantCategories: { gambling: 'BLOCK' } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as CardProtections).merchantCategories).toMatchObject({ gambling: 'BLOCK', grocery: 'ALLOW' });
  });

  it.each([
    ['an unknown rule', { international: 'MAYBE' }, 400, '/international'],
    ['a missing field', { alertEveryTransaction: undefined }, 400, ''],
    ['a fractional limit', { perTransactionLimitCents: 10.5 }, 400, '/perTransactionLimitCents'],
    ['an unknown transaction type', { transactionTypes: { ONLINE: 'ALLOW', IN_STORE: 'ALLOW', ATM: 'ALLOW', RECURRING: 'ALLOW', PHONE: 'BLOCK' } }, 400, '/transactionTypes'],
    ['a zero limit', { perTransactionLimitCents: 0 }, 422, '/perTransactionLimitCents'],
    ['a monthly limit under the per-transaction one', { perTransactionLimitCents: 5_000, monthlyLimitCents: 4_000 }, 422, '/monthlyLimitCents'],
    ['a category config does not know', { merchantCategories: { casinos: 'BLOCK' } }, 422, '/merchantCategories/casinos'],
  ])('refuses %s and changes nothing', async (_name, change, status, path) => {
    const before = (await get(`${CARDS}/${debitCardId}/protections`)).body;
    const body = { ...everythingAllowed(), ...change };
    const response = await put(debitCardId, JSON.parse(JSON.stringify(body)));
    expect(response.statusCode, response.body).toBe(status);
    const errors = (response.json() as { errors: { path: string; message: string }[] }).errors;
    expect(errors.length).toBeGreaterThan(0);
    if (path) expect(errors.map((error) => error.path)).toContainEqual(expect.stringContaining(path));
    if (status === 422) expect(Object.values(cardsManifest.messages)).toContain(errors[0]?.message);
    expect((await get(`${CARDS}/${debitCardId}/protections`)).body).toBe(before);
  });

  it("answers 404 for another member's card, and changes nothing", async () => {
    expect((await get(`${CARDS}/${businessCardId}/protections`)).statusCode).toBe(404);
    expect((await get(`${CARDS}/${businessCardId}/authorizations`)).statusCode).toBe(404);
    const response = await put(businessCardId, { ...everythingAllowed(), international: 'BLOCK' });
    expect(response.statusCode).toBe(404);
    const stored = await t.database.db.selectFrom('card_protections').select('card_id').where('card_id', '=', businessCardId).executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('lets a view-only trusted user look but not change', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    expect((await get(`${CARDS}/${creditCardId}/protections`, trusted)).statusCode).toBe(200);
    const response = await put(creditCardId, everythingAllowed(), trusted);
    expect(response.statusCode).toBe(403);
    expect(((await get(`${CARDS}/${creditCardId}/protections`)).json() as CardProtections).international).toBe('ALERT');
  });

  it('lists the recent declines with their reason in the member\'s words, newest first', async () => {
    const response = await get(`${CARDS}/${creditCardId}/authorizations?decision=DECLINED`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json() as CardAuthorizationList;
    expect(items.map((item) => [item.merchantName, item.reasonCode])).toEqual([
      ['Lucky Star Casino Online', 'MERCHANT_CATEGORY_BLOCKED'],
      ['Apex Electronics', 'PER_TRANSACTION_LIMIT'],
    ]);
    expect(items[0]).toMatchObject({ decision: 'DECLINED', category: 'gambling', reason: cardsManifest.declineReasons.MERCHANT_CATEGORY_BLOCKED, amountCents: 25_000, channel: 'ONLINE' });
    expect(items[1]?.categoryLabel).toBe(cardsManifest.otherCategoryLabel);
    expect(((await get(`${CARDS}/${creditCardId}/authorizations?decision=APPROVED`)).json() as CardAuthorizationList).items).toEqual([]);
    expect((await get(`${CARDS}/${creditCardId}/authorizations?decision=MAYBE`)).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${CARDS}/${creditCardId}/protections` })).statusCode).toBe(401);
  });
});
