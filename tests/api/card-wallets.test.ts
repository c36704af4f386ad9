import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardWalletToken, CardWalletTokenList } from '../../engine/core/generated/api.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { primaryCardId } from './cards.support';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const CARDS = '/api/cards/client-api/v2/cards';

describe.each(databaseKinds())('wallet tokens (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let creditCardId: string;
  let debitCardId: string;
  let businessCardId: string;

  const cardOf = (username: string, cardKind: 'credit' | 'debit') => primaryCardId(t, username, cardKind);
  const tokens = async (cardId: string, session = sid) => ((await t.app.inject({ method: 'GET', url: `${CARDS}/${cardId}/wallet-tokens`, cookies: { sid: session } })).json() as CardWalletTokenList).tokens;
  const add = (cardId: string, payload: object, session = sid) => t.app.inject({ method: 'POST', url: `${CARDS}/${cardId}/wallet-tokens`, cookies: { sid: session }, payload });
  const remove = (cardId: string, tokenId: string, session = sid) => t.app.inject({ method: 'DELETE', url: `${CARDS}/${cardId}/wallet-tokens/${tokenId}`, cookies: { sid: session } });
  const rowCount = async () => (await t.database.db.selectFrom('card_wallet_tokens').select('id').execute()).length;

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

  it('lists the seeded Apple Pay token of the credit card', async () => {
    expect(await tokens(creditCardId)).toEqual([expect.objectContaining({ wallet: 'APPLE_PAY', deviceName: "Alex's iPhone", tokenLastFour: '4821', status: 'ACTIVE' })]);
  });

  it('adds a card to a wallet with a token of its own, lists it newest first, and removes it', async () => {
    const response = await add(debitCardId, { wallet: 'GOOGLE_PAY', deviceName: ' Pixel 9 ' });
    expect(response.statusCode, response.body).toBe(201);
    const token = response.json() as CardWalletToken;
    expect(token).toMatchObject({ wallet: 'GOOGLE_PAY', deviceName: 'Pixel 9', status: 'ACTIVE' });
    expect(token.tokenLastFour).toMatch(/^\d{4}$/);
    const stored = await t.database.db.selectFrom('card_wallet_tokens').select('token_ref').where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(stored.token_ref).toMatch(/^dpan_[0-9a-f]{24}$/);
    expect((await tokens(debitCardId))[0]?.id).toBe(token.id);

    const again = await add(debitCardId, { wallet: 'GOOGLE_PAY', deviceName: 'Pixel 9' });
    expect(again.statusCode).toBe(422);
    expect((again.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(cardsManifest.messages.walletAlreadyAdded);

    expect((await remove(debitCardId, token.id)).statusCode).toBe(204);
    expect(await tokens(debitCardId)).toEqual([]);
    expect((await remove(debitCardId, token.id)).statusCode).toBe(404);
  });

  it('refuses a locked card (422) and shows its tokens suspended while it is locked', async () => {
    await t.database.db.updateTable('cards').set({ lock_status: 'LOCKED' }).where('id', '=', creditCardId).execute();
    try {
      const before = await rowCount();
      const response = await add(creditCardId, { wallet: 'SAMSUNG_PAY', deviceName: 'Galaxy' });
      expect(response.statusCode).toBe(422);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(cardsManifest.messages.walletCardNotUsable);
      expect(await rowCount()).toBe(before);
      expect((await tokens(creditCardId)).map((token) => token.status)).toEqual(['SUSPENDED']);
    } finally {
      await t.database.db.updateTable('cards').set({ lock_status: 'UNLOCKED' }).where('id', '=', creditCardId).execute();
    }
  });

  it.each([
    ['an unknown wallet', { wallet: 'PAYPAL', deviceName: 'Phone' }],
    ['a blank device name', { wallet: 'APPLE_PAY', deviceName: '   ' }],
    ['a device name that is too long', { wallet: 'APPLE_PAY', deviceName: 'x'.repeat(41) }],
  ])('refuses %s (400)', async (_name, payload) => {
    expect((await add(debitCardId, payload)).statusCode).toBe(400);
  });

  it("answers 404 for another member's card and its tokens, and changes nothing", async () => {
    const before = await rowCount();
    expect((await t.app.inject({ method: 'GET', url: `${CARDS}/${businessCardId}/wallet-tokens`, cookies: { sid } })).statusCode).toBe(404);
    expect((await add(businessCardId, { wallet: 'APPLE_PAY', deviceName: 'Sneaky' })).statusCode).toBe(404);
    const [seeded] = await tokens(creditCardId);
    expect((await remove(businessCardId, seeded!.id)).statusCode).toBe(404);
    expect((await remove(creditCardId, randomUUID())).statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('lets a view-only trusted user look, not add or remove', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const [seeded] = await tokens(creditCardId, trusted);
    expect(seeded).toBeDefined();
    expect((await add(creditCardId, { wallet: 'GOOGLE_PAY', deviceName: 'Trusted phone' }, trusted)).statusCode).toBe(403);
    expect((await remove(creditCardId, seeded!.id, trusted)).statusCode).toBe(403);
    expect(await tokens(creditCardId)).toHaveLength(1);
  });
});
