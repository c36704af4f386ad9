import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardIssuanceReceipt } from '../../engine/core/generated/api.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const CARDS = '/api/cards/client-api/v2/cards';

describe.each(databaseKinds())('instant and digital debit card issuance (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let checkingId: string;
  let businessCheckingId: string;
  let savingsId: string;

  const db = () => t.database.db;
  const issue = (which: 'instant' | 'digital', checkingAccountId: string, key: string | null = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: `${CARDS}/${which}-issuance`, cookies: { sid: session }, payload: { checkingAccountId }, headers: key ? { 'idempotency-key': key } : {} });
  const cardCount = async (arrangementId: string) => (await db().selectFrom('cards').select('id').where('arrangement_id', '=', arrangementId).execute()).length;
  const accountOf = async (username: string, productKind: 'checking' | 'savings') =>
    (
      await db()
        .selectFrom('arrangements as a')
        .innerJoin('service_agreements as s', 's.id', 'a.agreement_id')
        .innerJoin('members as m', 'm.id', 's.primary_user_id')
        .select('a.id')
        .where('m.username', '=', username)
        .where('a.product_kind', '=', productKind)
        .where('a.state', '=', 'ACTIVE')
        .orderBy('a.id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    checkingId = await accountOf('member', 'checking');
    savingsId = await accountOf('member', 'savings');
    businessCheckingId = await accountOf('business', 'checking');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['instant', 'INSTANT', cardsManifest.issuance.instantExpiryYears],
    ['digital', 'DIGITAL', cardsManifest.issuance.digitalExpiryYears],
  ] as const)('%s issuance creates an active debit card with a new number, token and expiry; a replay creates nothing', async (which, issuance, years) => {
    const before = await cardCount(checkingId);
    const existing = await db().selectFrom('cards').select(['last_four', 'card_token']).where('arrangement_id', '=', checkingId).execute();
    const key = randomUUID();
    const response = await issue(which, checkingId, key);
    expect(response.statusCode, response.body).toBe(201);
    const { card } = response.json() as CardIssuanceReceipt;
    expect(card).toMatchObject({ type: 'DEBIT', status: 'AC', lockStatus: 'UNLOCKED', additions: { issuance, arrangementId: checkingId } });
    expect(card.additions.expiryYear).toBe(t.clock.now().getUTCFullYear() + years);
    expect(card.maskedNumber).toMatch(/^•+\d{4}$/);
    const row = await db().selectFrom('cards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'AC', issuance, card_kind: 'debit' });
    expect(row.activated_at).not.toBeNull();
    expect(existing.map((entry) => entry.card_token)).not.toContain(row.card_token);
    expect(JSON.stringify(card)).not.toContain(row.card_token);

    const replay = await issue(which, checkingId, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(response.body);
    expect(await cardCount(checkingId)).toBe(before + 1);
  });

  it('refuses (422, with the config message) when the account\'s debit card is not eligible, and creates nothing', async () => {
    const cards = await db().selectFrom('cards').select(['id', 'product_code']).where('arrangement_id', '=', checkingId).where('card_kind', '=', 'debit').execute();
    await db().updateTable('cards').set({ product_code: '999' }).where('arrangement_id', '=', checkingId).where('card_kind', '=', 'debit').execute();
    try {
      const before = await cardCount(checkingId);
      const response = await issue('instant', checkingId);
      expect(response.statusCode).toBe(422);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(cardsManifest.messages.issuanceNotEligible);
      expect(await cardCount(checkingId)).toBe(before);
    } finally {
      for (const card of cards) await db().updateTable('cards').set({ product_code: card.product_code }).where('id', '=', card.id).execute();
    }
  });

  it("answers 404 for another member's account or one that is not checking, and creates nothing", async () => {
    const before = await cardCount(businessCheckingId);
    expect((await issue('digital', businessCheckingId)).statusCode).toBe(404);
    expect(await cardCount(businessCheckingId)).toBe(before);
    expect((await issue('digital', savingsId)).statusCode).toBe(404);
  });

  it('needs an Idempotency-Key and a well-formed account id', async () => {
    expect((await issue('instant', checkingId, null)).statusCode).toBe(400);
    expect((await issue('instant', 'not-an-id')).statusCode).toBe(400);
  });

  it('refuses a view-only trusted user (403)', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const before = await cardCount(checkingId);
    expect((await issue('instant', checkingId, randomUUID(), trusted)).statusCode).toBe(403);
    expect(await cardCount(checkingId)).toBe(before);
  });
});
