import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightDispositionReceipt, InsightsOffers, ProductSummary } from '../../engine/core/generated/api.gen';
import { formatCents } from '../../engine/core/money';
import { insightsManifest } from '../../src/manifests/insights-manifest';
import { appManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { primaryCardId } from './cards.support';

const OFFERS = '/api/insights/client-api/v1/insights-offers';
const DISPOSITION = '/api/insights/client-api/v1/insight/disposition';
const CPID = appManifest.customerProgramId;

/** Exactly the fields an insight or offer carries. */
const INSIGHT_KEYS = ['body', 'buIndicator', 'cta', 'ctaScreenReaderText', 'ctaUrl', 'id', 'image', 'interactionId', 'name', 'rank', 'realEstateArea', 'snippet', 'treatmentId'];
const OFFER_KEYS = [
  'buIndicator', 'description', 'id', 'interactionId', 'offerName', 'primaryButtonScreenreaderText', 'primaryButtonText', 'primaryButtonUrl', 'rank', 'realEstateArea',
  'secondaryButtonScreenreaderText', 'secondaryButtonText', 'secondaryButtonUrl', 'tagLine', 'tiltedCardArt', 'treatmentId',
];

describe.each(databaseKinds())('insights and offers (%s)', (kind) => {
  let t: TestApp;
  const sids = new Map<string, string>();
  const empIds = new Map<string, string>();

  const sidOf = (who: string) => sids.get(who)!;
  const ask = (who: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: OFFERS, cookies: { sid: sidOf(who) }, payload: body });
  const offersFor = async (who: string, numbers = { numberOfInsights: 10, numberOfOffers: 10 }): Promise<InsightsOffers> => {
    const response = await ask(who, { cpid: CPID, empId: empIds.get(who), ...numbers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InsightsOffers;
  };
  const idsOf = (answer: InsightsOffers) => ({ insights: answer.insights.map((item) => item.treatmentId), offers: answer.offers.map((item) => item.treatmentId) });
  const dispose = (who: string, dispositions: unknown, empId = empIds.get(who)) =>
    t.app.inject({ method: 'POST', url: DISPOSITION, cookies: { sid: sidOf(who) }, payload: { empId, dispositions } });
  const dispositionCount = async () => (await t.database.db.selectFrom('insight_dispositions').select('id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { demoMode: true } });
    for (const who of ['member', 'business', 'trusted', 'msr']) {
      const sid = await signInAs(t.app, who);
      sids.set(who, sid);
      const me = (await t.app.inject({ method: 'GET', url: '/api/user-manager/client-api/v2/users/me', cookies: { sid } })).json() as { externalId: string };
      empIds.set(who, me.externalId);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("picks member's treatments from their accounts: idle savings, a certificate and GAP cover, not what does not fit them", async () => {
    const answer = await offersFor('member');
    const { insights, offers } = idsOf(answer);
    expect(insights).toContain('INS-IDLE-SAVINGS');
    expect(insights).toContain('INS-SUBSCRIPTIONS');
    // Payroll arrives by direct deposit, the card is barely used, and member is not a business.
    expect(insights).not.toContain('INS-NO-DIRECT-DEPOSIT');
    expect(insights).not.toContain('INS-CARD-NEAR-LIMIT');
    expect(insights).not.toContain('INS-BUSINESS-IDLE-CASH');
    expect(offers).toEqual(expect.arrayContaining(['OFF-SHARE-CERTIFICATE', 'OFF-GAP-PROTECTION', 'OFF-MONEY-MARKET']));
    for (const absent of ['OFF-CASH-REWARDS-CARD', 'OFF-IRA', 'OFF-BALANCE-TRANSFER', 'OFF-BUSINESS-SAVINGS', 'OFF-BUSINESS-LINE']) expect(offers).not.toContain(absent);

    // The copy carries member's own figures: the savings balance the summary shows.
    const summary = (await t.app.inject({ method: 'GET', url: '/api/arrangement-manager/client-api/v2/productsummary', cookies: { sid: sidOf('member') } })).json() as ProductSummary;
    const savings = summary.groups.flatMap((group) => group.products).filter((product) => product.productKind === 'savings');
    const savingsCents = savings.reduce((sum, product) => sum + product.bookedBalanceCents, 0);
    expect(answer.insights.find((item) => item.treatmentId === 'INS-IDLE-SAVINGS')!.snippet).toContain(formatCents(savingsCents));
    const loan = answer.insights.find((item) => item.treatmentId === 'INS-LOAN-PAYMENT-DUE');
    if (loan) expect(loan.snippet).toMatch(/^(Auto Loan|Home Equity Line of Credit): \$[\d,]+\.\d\d is due [A-Z][a-z]+ \d+\.$/);
  });

  it('answers exactly the insight and offer fields, ranked, with same-origin art and stable interaction ids', async () => {
    const answer = await offersFor('member');
    for (const insight of answer.insights) {
      expect(Object.keys(insight).sort()).toEqual(INSIGHT_KEYS);
      expect(insight.image).toEqual({ publishUrl: insightsManifest.art.publishUrl, path: expect.stringMatching(/\.svg$/) });
      expect(insight.snippet).not.toMatch(/\{/);
    }
    for (const offer of answer.offers) {
      expect(Object.keys(offer).sort()).toEqual(OFFER_KEYS);
      expect(offer.tiltedCardArt.publishUrl).toBe(insightsManifest.art.publishUrl);
      expect(appManifest.offers.placementCodes).toContain(offer.realEstateArea);
    }
    const ranks = answer.offers.map((offer) => offer.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(idsOf(await offersFor('member'))).toEqual(idsOf(answer));
    expect((await offersFor('member')).offers.map((offer) => offer.interactionId)).toEqual(answer.offers.map((offer) => offer.interactionId));
  });

  it('caps each list by the numbers asked for, best rank first', async () => {
    const all = await offersFor('member');
    const one = await offersFor('member', { numberOfInsights: 1, numberOfOffers: 2 });
    expect(one.insights).toEqual(all.insights.slice(0, 1));
    expect(one.offers).toEqual(all.offers.slice(0, 2));
    expect(await offersFor('member', { numberOfInsights: 0, numberOfOffers: 0 })).toEqual({ insights: [], offers: [] });
  });

  it("picks business's treatments for a business membership", async () => {
    const { insights, offers } = idsOf(await offersFor('business'));
    expect(insights).toContain('INS-BUSINESS-IDLE-CASH');
    expect(insights.filter((id) => id !== 'INS-BUSINESS-IDLE-CASH' && id !== 'INS-LOAN-PAYMENT-DUE' && id !== 'INS-CARD-NEAR-LIMIT' && id !== 'INS-SUBSCRIPTIONS')).toEqual([]);
    expect(offers).toEqual(['OFF-BUSINESS-SAVINGS', 'OFF-BUSINESS-LINE']);
  });

  it('offers nothing to a trusted user or staff: the offers are the member\'s, and the policy refuses them anyone else', async () => {
    for (const who of ['trusted', 'msr']) {
      const response = await ask(who, { cpid: CPID, empId: empIds.get(who), numberOfInsights: 2, numberOfOffers: 2 });
      expect(response.statusCode, who).toBe(403);
      expect((await dispose(who, [{ treatmentId: 'OFF-GAP-PROTECTION', disposition: 'no' }])).statusCode, who).toBe(403);
    }
  });

  it('refuses a wrong cpid and numbers out of range with 400, naming the field', async () => {
    const base = { cpid: CPID, empId: empIds.get('member'), numberOfInsights: 2, numberOfOffers: 2 };
    const wrongProgram = await ask('member', { ...base, cpid: 'CPID-Mobile' });
    expect(wrongProgram.statusCode).toBe(400);
    expect(wrongProgram.json()).toEqual({ errors: [{ path: '/cpid', message: 'Insights and offers are not available for this program.' }] });
    const tooMany = await ask('member', { ...base, numberOfInsights: insightsManifest.request.maxInsights + 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ errors: [{ path: '/numberOfInsights', message: `Ask for at most ${insightsManifest.request.maxInsights}.` }] });
    const tooManyOffers = await ask('member', { ...base, numberOfOffers: insightsManifest.request.maxOffers + 1 });
    expect(tooManyOffers.json().errors[0].path).toBe('/numberOfOffers');
    for (const bad of [{ numberOfInsights: -1 }, { numberOfOffers: 1.5 }, { numberOfInsights: '3' }, { cpid: undefined }, { extra: true }]) {
      const response = await ask('member', { ...base, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect((response.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });

  it("answers 404 for another member's empId and records nothing for it", async () => {
    const before = await dispositionCount();
    const read = await ask('member', { cpid: CPID, empId: empIds.get('business'), numberOfInsights: 3, numberOfOffers: 3 });
    expect(read.statusCode).toBe(404);
    const write = await dispose('member', [{ treatmentId: 'OFF-BUSINESS-LINE', disposition: 'no' }], empIds.get('business'));
    expect(write.statusCode).toBe(404);
    expect(await dispositionCount()).toBe(before);
    expect(idsOf(await offersFor('business')).offers).toContain('OFF-BUSINESS-LINE');
  });

  it('filters duplicate treatment ids per disposition type for one empId, within a request and across requests', async () => {
    const first = await dispose('member', [
      { treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' },
      { treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' },
      { treatmentId: 'OFF-MONEY-MARKET', disposition: 'click' },
      { treatmentId: 'INS-IDLE-SAVINGS', disposition: 'impression' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      recorded: [
        { treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' },
        { treatmentId: 'OFF-MONEY-MARKET', disposition: 'click' },
        { treatmentId: 'INS-IDLE-SAVINGS', disposition: 'impression' },
      ],
      duplicates: [{ treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' }],
    } satisfies InsightDispositionReceipt);
    const again = (await dispose('member', [{ treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' }, { treatmentId: 'OFF-MONEY-MARKET', disposition: 'yes' }])).json() as InsightDispositionReceipt;
    expect(again).toEqual({ recorded: [{ treatmentId: 'OFF-MONEY-MARKET', disposition: 'yes' }], duplicates: [{ treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' }] });
    // Another employee id is another user: business's impression of the same treatment is its own.
    const other = (await dispose('business', [{ treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' }])).json() as InsightDispositionReceipt;
    expect(other.recorded).toEqual([{ treatmentId: 'OFF-MONEY-MARKET', disposition: 'impression' }]);
    const rows = await t.database.db.selectFrom('insight_dispositions').select(['emp_id', 'disposition']).where('treatment_id', '=', 'OFF-MONEY-MARKET').execute();
    expect(rows.filter((row) => row.emp_id === empIds.get('member')).map((row) => row.disposition).sort()).toEqual(['click', 'impression', 'yes']);
    // Saying yes does not hide an offer.
    expect(idsOf(await offersFor('member')).offers).toContain('OFF-MONEY-MARKET');
  });

  it('refuses an unknown treatment id with 400 and records none of the request', async () => {
    const before = await dispositionCount();
    const response = await dispose('member', [
      { treatmentId: 'OFF-GAP-PROTECTION', disposition: 'impression' },
      { treatmentId: 'OFF-NOT-IN-CATALOGUE', disposition: 'click' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ path: '/dispositions/1/treatmentId', message: 'This insight or offer is no longer available.' }] });
    for (const bad of [[], [{ treatmentId: 'OFF-GAP-PROTECTION', disposition: 'maybe' }], [{ treatmentId: 'OFF-GAP-PROTECTION' }]]) {
      expect((await dispose('member', bad)).statusCode).toBe(400);
    }
    expect(await dispositionCount()).toBe(before);
  });

  it("stops offering a treatment the user said no to (theirs only: another user's no hides it from them alone)", async () => {
    expect((await dispose('business', [{ treatmentId: 'OFF-GAP-PROTECTION', disposition: 'no' }])).statusCode).toBe(200);
    expect(idsOf(await offersFor('member')).offers).toContain('OFF-GAP-PROTECTION');
    expect((await dispose('member', [{ treatmentId: 'OFF-GAP-PROTECTION', disposition: 'no' }])).statusCode).toBe(200);
    expect(idsOf(await offersFor('member')).offers).not.toContain('OFF-GAP-PROTECTION');
  });

  it('follows the accounts: a card charged close to its limit brings the near-limit insight and the balance-transfer offer', async () => {
    const cardId = await primaryCardId(t, 'member', 'credit');
    const card = await t.database.db.selectFrom('cards').innerJoin('arrangements', 'arrangements.id', 'cards.arrangement_id').select(['arrangements.credit_limit_cents']).where('cards.id', '=', cardId).executeTakeFirstOrThrow();
    const charge = Math.round(card.credit_limit_cents! * 0.8);
    // member's seeded protections cap one purchase: lift them, as the member could on the protections page.
    const lifted = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/client-api/v2/cards/${cardId}/protections`,
      cookies: { sid: sidOf('member') },
      payload: { international: 'ALLOW', merchantCategories: {}, transactionTypes: { ONLINE: 'ALLOW', IN_STORE: 'ALLOW', ATM: 'ALLOW', RECURRING: 'ALLOW' }, perTransactionLimitCents: null, monthlyLimitCents: null, alertEveryTransaction: false },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const authorized = await t.app.inject({
      method: 'POST',
      url: '/api/dev/card-network/authorizations',
      cookies: { sid: sidOf('member') },
      headers: { 'idempotency-key': randomUUID() },
      payload: { cardId, amountCents: charge, merchantName: 'Big Screen Store', merchantCategoryCode: 5732, channel: 'IN_STORE', countryCode: 'US' },
    });
    expect(authorized.statusCode, authorized.body).toBeLessThan(300);
    expect(authorized.json()).toMatchObject({ decision: 'APPROVED' });
    const answer = await offersFor('member');
    const near = answer.insights.find((item) => item.treatmentId === 'INS-CARD-NEAR-LIMIT');
    expect(near?.snippet).toMatch(/^You have used (8\d|9\d)% of your credit limit\.$/);
    expect(idsOf(answer).offers).toContain('OFF-BALANCE-TRANSFER');
  });
});
