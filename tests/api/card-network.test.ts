import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardNetworkAuthorization, CardProtections } from '../../engine/core/generated/api.gen';
import { applyOverlay } from '../../engine/core/manifest-overlay';
import { resolveTemplate } from '../../engine/core/template';
import { appManifest } from '../../src/manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { projectPath } from '../../src/server/project-files';
import { availableBalance, ledgerTotals } from '../../src/server/domain/balances';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const NETWORK = '/api/dev/card-network/authorizations';
const CARDS = '/api/cards/client-api/v2/cards';
const TRAVEL = '/api/profile-manager/client-api/member-travel-notifications/v1/itinerary';

const allowAll = (): CardProtections => ({
  international: 'ALLOW',
  merchantCategories: {},
  transactionTypes: { ONLINE: 'ALLOW', IN_STORE: 'ALLOW', ATM: 'ALLOW', RECURRING: 'ALLOW' },
  perTransactionLimitCents: null,
  monthlyLimitCents: null,
  alertEveryTransaction: false,
});
const purchase = { amountCents: 4_250, merchantName: 'Corner Market', merchantCategoryCode: 5411, channel: 'IN_STORE', countryCode: 'US' };

describe.each(databaseKinds())('the demo card network (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let memberId: string;
  let cardId: string;
  let accountId: string;
  let businessCardId: string;

  const db = () => t.database.db;
  const authorize = (body: object, key?: string) =>
    t.app.inject({ method: 'POST', url: NETWORK, cookies: { sid }, payload: { cardId, ...purchase, ...body }, headers: key ? { 'idempotency-key': key } : {} });
  const protect = async (changes: Partial<CardProtections>) => {
    const response = await t.app.inject({ method: 'PUT', url: `${CARDS}/${cardId}/protections`, cookies: { sid }, payload: { ...allowAll(), ...changes } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const counts = async () => ({
    authorizations: (await db().selectFrom('card_authorizations').select('id').where('card_id', '=', cardId).execute()).length,
    pending: (await db().selectFrom('transactions').select('id').where('arrangement_id', '=', accountId).where('status', '=', 'PENDING').execute()).length,
    outbox: (await db().selectFrom('outbox_messages').select('id').where('user_id', '=', memberId).execute()).length,
  });
  const available = async () => {
    const account = await db().selectFrom('arrangements').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
    return availableBalance(account.product_kind, (await ledgerTotals(db(), [accountId])).get(accountId)!, account.credit_limit_cents);
  };
  const latestSms = async () => (await db().selectFrom('outbox_messages').select(['body', 'channel']).where('user_id', '=', memberId).orderBy('seq', 'desc').executeTakeFirstOrThrow());

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    sid = await signInAs(t.app, 'member');
    const card = await db()
      .selectFrom('cards as c')
      .innerJoin('members as m', 'm.id', 'c.holder_user_id')
      .select(['c.id', 'c.arrangement_id', 'm.id as member_id'])
      .where('m.username', '=', 'member')
      .where('c.card_kind', '=', 'debit')
      .where('c.status', '=', 'AC')
      .where('c.parent_card_id', 'is', null)
      .executeTakeFirstOrThrow();
    [cardId, accountId, memberId] = [card.id, card.arrangement_id, card.member_id];
    businessCardId = (
      await db().selectFrom('cards as c').innerJoin('members as m', 'm.id', 'c.holder_user_id').select('c.id').where('m.username', '=', 'business').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const declines: { name: string; protections: Partial<CardProtections>; purchase: Partial<typeof purchase>; reasonCode: keyof typeof cardsManifest.declineReasons }[] = [
    { name: 'international use blocked', protections: { international: 'BLOCK' }, purchase: { countryCode: 'JP' }, reasonCode: 'INTERNATIONAL_BLOCKED' },
    { name: 'ATM blocked', protections: { transactionTypes: { ...allowAll().transactionTypes, ATM: 'BLOCK' } }, purchase: { channel: 'ATM', merchantCategoryCode: 6011 }, reasonCode: 'TRANSACTION_TYPE_BLOCKED' },
    { name: 'online blocked', protections: { transactionTypes: { ...allowAll().transactionTypes, ONLINE: 'BLOCK' } }, purchase: { channel: 'ONLINE' }, reasonCode: 'TRANSACTION_TYPE_BLOCKED' },
    { name: 'gambling blocked', protections: { merchantCategories: { gambling: 'BLOCK' } }, purchase: { merchantCategoryCode: 7995, merchantName: 'Lucky Star Casino' }, reasonCode: 'MERCHANT_CATEGORY_BLOCKED' },
    { name: 'over the per-transaction limit', protections: { perTransactionLimitCents: 4_000 }, purchase: {}, reasonCode: 'PER_TRANSACTION_LIMIT' },
    { name: 'over the monthly limit', protections: { monthlyLimitCents: 4_000 }, purchase: {}, reasonCode: 'MONTHLY_LIMIT' },
    { name: 'more than the account has available', protections: {}, purchase: { amountCents: 50_000_000 }, reasonCode: 'INSUFFICIENT_FUNDS' },
  ];

  it.each(declines)('declines: $name, records why and texts the member once', async (entry) => {
    await protect(entry.protections);
    const before = await counts();
    const response = await authorize(entry.purchase);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CardNetworkAuthorization;
    expect(answer).toMatchObject({ decision: 'DECLINED', reasonCode: entry.reasonCode, reason: cardsManifest.declineReasons[entry.reasonCode], alertsSent: 1 });
    expect(answer.transactionId).toBeUndefined();
    expect(await counts()).toEqual({ authorizations: before.authorizations + 1, pending: before.pending, outbox: before.outbox + 1 });
    const row = await db().selectFrom('card_authorizations').selectAll().where('id', '=', answer.authorizationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ decision: 'DECLINED', reason_code: entry.reasonCode, transaction_id: null, card_id: cardId });
    expect((await latestSms()).body).toContain('declined');
  });

  it('approves a purchase as one PENDING line on the card\'s account, with no journal, that lowers its available balance; texts nobody', async () => {
    await protect({});
    const before = await counts();
    const availableBefore = await available();
    const response = await authorize({});
    const answer = response.json() as CardNetworkAuthorization;
    expect(await available()).toBe(availableBefore - 4_250);
    expect(answer).toMatchObject({ decision: 'APPROVED', reasonCode: 'APPROVED', reason: cardsManifest.approvedReason, alertsSent: 0 });
    const line = await db().selectFrom('transactions').selectAll().where('id', '=', answer.transactionId ?? '').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ arrangement_id: accountId, status: 'PENDING', journal_id: null, description: 'Corner Market', category: 'Groceries', amount_cents: 4_250, credit_debit: 'DEBIT' });
    expect(await counts()).toEqual({ authorizations: before.authorizations + 1, pending: before.pending + 1, outbox: before.outbox });
  });

  it('sends one SMS for a category set to ALERT, with the text of config', async () => {
    await protect({ merchantCategories: { restaurants: 'ALERT' } });
    const before = await counts();
    const answer = (await authorize({ merchantCategoryCode: 5812, merchantName: 'Blue Door Bistro' })).json() as CardNetworkAuthorization;
    expect(answer).toMatchObject({ decision: 'APPROVED', alertsSent: 1 });
    expect(await counts()).toEqual({ authorizations: before.authorizations + 1, pending: before.pending + 1, outbox: before.outbox + 1 });
    const sms = await latestSms();
    expect(sms.channel).toBe('SMS');
    expect(sms.body).toContain('Blue Door Bistro');
    expect(sms.body).toContain('$42.50');
    expect(sms.body).toContain('Restaurants');
  });

  it("texts a Spanish reader in Spanish: config's Spanish words, the country named in Spanish", async () => {
    const spanish = applyOverlay(cardsManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/cards.json'), 'utf8')) as unknown);
    const productName = applyOverlay(appManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/app.json'), 'utf8')) as unknown).productName;
    await db().updateTable('members').set({ language: 'es-US' }).where('id', '=', memberId).execute();
    try {
      await protect({ international: 'ALERT' });
      const answer = (await authorize({ countryCode: 'DE', merchantName: 'Kaufhaus Mitte' })).json() as CardNetworkAuthorization;
      expect(answer).toMatchObject({ decision: 'APPROVED', alertsSent: 1 });
      const lastFour = (await db().selectFrom('cards').select('last_four').where('id', '=', cardId).executeTakeFirstOrThrow()).last_four;
      const expected = resolveTemplate(spanish.alertTexts.INTERNATIONAL, { productName, lastFour, amount: '$42.50', merchant: 'Kaufhaus Mitte', country: 'Alemania', decision: spanish.decisionLabels.APPROVED });
      expect(expected).not.toBe(resolveTemplate(cardsManifest.alertTexts.INTERNATIONAL, { productName, lastFour, amount: '$42.50', merchant: 'Kaufhaus Mitte', country: 'Germany', decision: cardsManifest.decisionLabels.APPROVED }));
      expect((await latestSms()).body).toBe(expected);
      // The message center keeps the same words.
      const kept = await db().selectFrom('messages').select('body').where('body', '=', expected).execute();
      expect(kept).toHaveLength(1);
    } finally {
      await db().updateTable('members').set({ language: 'en-US' }).where('id', '=', memberId).execute();
    }
  });

  it('answers a replay with the same Idempotency-Key once and writes nothing twice', async () => {
    await protect({ alertEveryTransaction: true });
    const key = randomUUID();
    const before = await counts();
    const first = await authorize({ merchantName: 'Replay Hardware', merchantCategoryCode: 5251 }, key);
    const second = await authorize({ merchantName: 'Replay Hardware', merchantCategoryCode: 5251 }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await counts()).toEqual({ authorizations: before.authorizations + 1, pending: before.pending + 1, outbox: before.outbox + 1 });
  });

  it('declines a locked card whatever its protections', async () => {
    await protect({});
    await db().updateTable('cards').set({ lock_status: 'LOCKED' }).where('id', '=', cardId).execute();
    try {
      const answer = (await authorize({})).json() as CardNetworkAuthorization;
      expect(answer).toMatchObject({ decision: 'DECLINED', reasonCode: 'CARD_LOCKED', reason: cardsManifest.declineReasons.CARD_LOCKED });
    } finally {
      await db().updateTable('cards').set({ lock_status: 'UNLOCKED' }).where('id', '=', cardId).execute();
    }
  });

  it('declines a card that is not active', async () => {
    const waiting = await db().selectFrom('cards').select('id').where('arrangement_id', '=', accountId).where('status', '=', 'IN').executeTakeFirst();
    if (!waiting) return;
    const answer = (await authorize({ cardId: waiting.id })).json() as CardNetworkAuthorization;
    expect(answer.reasonCode).toBe('CARD_INACTIVE');
  });

  it('lets a travel plan covering the country and day through an international block', async () => {
    await protect({ international: 'BLOCK' });
    expect(((await authorize({ countryCode: 'FR' })).json() as CardNetworkAuthorization).reasonCode).toBe('INTERNATIONAL_BLOCKED');
    const today = businessDate(t.clock.now());
    const plan = await t.app.inject({ method: 'POST', url: `${TRAVEL}/add`, cookies: { sid }, payload: { destinations: [{ countryCode: 'FR' }], startDate: today, endDate: today, cardIds: [cardId] } });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(((await authorize({ countryCode: 'FR' })).json() as CardNetworkAuthorization).decision).toBe('APPROVED');
    expect(((await authorize({ countryCode: 'ES' })).json() as CardNetworkAuthorization).reasonCode).toBe('INTERNATIONAL_BLOCKED');
  });

  it("answers 404 for another member's card and writes nothing", async () => {
    const before = await db().selectFrom('card_authorizations').select('id').where('card_id', '=', businessCardId).execute();
    const response = await authorize({ cardId: businessCardId });
    expect(response.statusCode).toBe(404);
    expect(await db().selectFrom('card_authorizations').select('id').where('card_id', '=', businessCardId).execute()).toEqual(before);
  });

  it.each([
    ['a zero amount', { amountCents: 0 }],
    ['a made-up channel', { channel: 'PHONE' }],
    ['a lower-case country', { countryCode: 'fr' }],
    ['a five-digit MCC', { merchantCategoryCode: 10_000 }],
    ['a blank merchant', { merchantName: '   ' }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await authorize(body)).statusCode).toBe(400);
  });
});
