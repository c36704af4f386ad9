import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amortisationSchedule } from '../../engine/core/amortisation';
import { isBusinessDay } from '../../engine/core/business-days';
import type { LendingPrequal, LendingProductList, LoanApplication, LoanApplicationList, ProductSummary, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { lendingManifest } from '../../src/lending-manifest';
import { ledgerTotals } from '../../src/server/domain/balances';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/lending/client-api/v1';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const reason = (list: 'decline' | 'review', id: string) => lendingManifest.decision[list].find((rule) => rule.id === id)!.reason;
const aprOf = (productId: string, term: number) => lendingManifest.loanProducts.find((product) => product.id === productId)!.rates.find((rate) => rate.termMonths === term)!.aprBps;

describe.each(databaseKinds())('lending (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string) => products.find((product) => product.productKind === productKind)!;

  const apply = (body: object, key: string = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: `${API}/applications`, cookies: { sid: session }, payload: body, headers: { 'idempotency-key': key } });
  const accept = (id: string, body: object, key: string = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: `${API}/applications/${id}/acceptance`, cookies: { sid: session }, payload: body, headers: { 'idempotency-key': key } });
  const loan = (overrides: object = {}) => ({
    productId: 'auto-new',
    amountCents: 2_000_000,
    termMonths: 60,
    statedAnnualIncomeCents: 15_000_000,
    monthlyHousingCents: 150_000,
    employmentStatus: 'EMPLOYED',
    purpose: '2025 hybrid hatchback',
    consent: true,
    ...overrides,
  });
  const applied = async (body: object): Promise<LoanApplication> => {
    const response = await apply(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as LoanApplication;
  };
  const ledgerSum = async (arrangementId: string) => (await ledgerTotals(t.database.db, [arrangementId])).get(arrangementId)!.ledgerSumCents;
  const count = async (table: 'loan_applications' | 'arrangements' | 'journals') =>
    Number((await t.database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const summary = await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } });
    products = (summary.json() as ProductSummary).groups.flatMap((group) => group.products);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the catalogue of config/lending.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/products`, cookies: { sid } });
    expect(response.statusCode).toBe(200);
    const list = response.json() as LendingProductList;
    expect(list.loans.map((product) => product.id)).toEqual(lendingManifest.loanProducts.map((product) => product.id));
    expect(list.loans[0]!.rates).toEqual(lendingManifest.loanProducts[0]!.rates);
    expect(list.cards.map((card) => card.id)).toEqual(lendingManifest.creditCards.map((card) => card.id));
  });

  it('pre-qualifies from the member data, says it is not a credit decision and records nothing', async () => {
    const before = await count('loan_applications');
    const response = await t.app.inject({ method: 'POST', url: `${API}/prequalifications`, cookies: { sid }, payload: { statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000 } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as LendingPrequal;
    expect(answer.notice).toBe(lendingManifest.copy.prequal.notice);
    expect(answer.notice).toMatch(/not a credit decision/);
    const card = answer.offers.find((offer) => offer.productId === 'visa-platinum')!;
    expect(card).toMatchObject({ prequalified: true, aprBps: 1399 });
    expect(card.maxAmountCents! % lendingManifest.prequalification.roundDownToCents).toBe(0);
    expect(answer.offers.find((offer) => offer.productId === 'auto-new')).toMatchObject({ prequalified: true, aprBps: 524 });
    expect(await count('loan_applications')).toBe(before);

    const low = (await t.app.inject({ method: 'POST', url: `${API}/prequalifications`, cookies: { sid }, payload: { statedAnnualIncomeCents: 1_200_000, monthlyHousingCents: 150_000 } })).json() as LendingPrequal;
    expect(low.offers.every((offer) => !offer.prequalified)).toBe(true);
    expect(low.offers[0]!.reasons).toContain(lendingManifest.prequalification.rules.find((rule) => rule.id === 'debt-to-income')!.reason);

    const delinquent = await signInAs(t.app, 'delinquent');
    const held = (await t.app.inject({ method: 'POST', url: `${API}/prequalifications`, cookies: { sid: delinquent }, payload: { statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 0 } })).json() as LendingPrequal;
    expect(held.offers.every((offer) => !offer.prequalified)).toBe(true);
    expect(held.offers[0]!.reasons).toEqual(expect.arrayContaining([lendingManifest.prequalification.rules[0]!.reason, lendingManifest.prequalification.rules[1]!.reason]));
  });

  it('decides at submit: approved with the offer, in review or declined with the reason, each with its history', async () => {
    const approved = await applied(loan());
    expect(approved).toMatchObject({ status: 'APPROVED', productKind: 'loan', productName: 'New Auto Loan', amountCents: 2_000_000, termMonths: 60, aprBps: aprOf('auto-new', 60) });
    expect(approved.monthlyPaymentCents).toBe(amortisationSchedule(2_000_000, aprOf('auto-new', 60), 60)[0]!.paymentCents);
    expect(approved.history.map((event) => event.status)).toEqual(['SUBMITTED', 'APPROVED']);

    const review = await applied(loan({ amountCents: 6_000_000, termMonths: 72 }));
    expect(review).toMatchObject({ status: 'IN_REVIEW', decisionReason: reason('review', 'large-amount') });
    expect(review.aprBps).toBeUndefined();

    const declined = await applied(loan({ statedAnnualIncomeCents: 1_200_000 }));
    expect(declined).toMatchObject({ status: 'DECLINED', decisionReason: reason('decline', 'debt-to-income') });
    expect(declined.history.map((event) => event.status)).toEqual(['SUBMITTED', 'DECLINED']);

    // paperless holds a few thousand dollars on deposit (personas.ts everydayAccounts, light activity) and no hold.
    const paperless = await signInAs(t.app, 'paperless');
    const securedResponse = await apply(loan({ productId: 'share-secured', amountCents: 5_000_000, termMonths: 36 }), randomUUID(), paperless);
    expect(securedResponse.statusCode, securedResponse.body).toBe(201);
    const secured = securedResponse.json() as LoanApplication;
    expect(secured).toMatchObject({ status: 'DECLINED', decisionReason: lendingManifest.loanProducts.find((product) => product.id === 'share-secured')!.rules!.decline[0]!.reason });

    const stored = await t.database.db.selectFrom('loan_applications').selectAll().where('id', '=', approved.id).executeTakeFirstOrThrow();
    expect(stored.answers).toMatchObject({ statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000, employmentStatus: 'EMPLOYED', purpose: '2025 hybrid hatchback' });

    const list = (await t.app.inject({ method: 'GET', url: `${API}/applications`, cookies: { sid } })).json() as LoanApplicationList;
    expect(list.applications.map((entry) => entry.id)).toEqual(expect.arrayContaining([approved.id, review.id, declined.id]));
    expect(list.applications.find((entry) => entry.id === declined.id)!.decisionReason).toBe(reason('decline', 'debt-to-income'));
  });

  it('validates against the product: amount limits, offered terms, a card without a term, consent', async () => {
    const paths = async (body: object) => ((await apply(body)).json() as { errors: { path: string }[] }).errors.map((entry) => entry.path);
    expect(await paths(loan({ productId: 'yacht' }))).toEqual(['/productId']);
    expect(await paths(loan({ amountCents: 100, termMonths: 13 }))).toEqual(['/amountCents', '/termMonths']);
    expect(await paths(loan({ productId: 'visa-platinum', amountCents: 500_000 }))).toEqual(['/termMonths']);
    const noConsent = await apply(loan({ consent: false }));
    expect(noConsent.statusCode).toBe(400);
  });

  it('files once per Idempotency-Key', async () => {
    const before = await count('loan_applications');
    const key = randomUUID();
    const [a, b] = await Promise.all([apply(loan({ amountCents: 1_500_000 }), key), apply(loan({ amountCents: 1_500_000 }), key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await count('loan_applications')).toBe(before + 1);
  });

  it('funds an accepted loan through the ledger, with the schedule stored, once', async () => {
    const application = await applied(loan({ amountCents: 1_234_567, termMonths: 48 }));
    const checking = productOf('checking').id;
    const beforeChecking = await ledgerSum(checking);
    const key = randomUUID();
    const response = await accept(application.id, { fundingAccountId: checking }, key);
    expect(response.statusCode, response.body).toBe(200);
    const funded = response.json() as LoanApplication;
    expect(funded.status).toBe('FUNDED');
    expect(funded.history.map((event) => event.status)).toEqual(['SUBMITTED', 'APPROVED', 'FUNDED']);
    const arrangement = await t.database.db.selectFrom('arrangements').selectAll().where('id', '=', funded.arrangementId!).executeTakeFirstOrThrow();
    expect(arrangement).toMatchObject({ product_kind: 'autoLoan', product_type_name: 'New Auto Loan', external_product_id: 'LN-AUTO-NEW', principal_cents: 1_234_567, state: 'ACTIVE' });
    const terms = await t.database.db.selectFrom('arrangement_terms').selectAll().where('arrangement_id', '=', arrangement.id).executeTakeFirstOrThrow();
    const expected = amortisationSchedule(1_234_567, aprOf('auto-new', 48), 48);
    expect(terms).toMatchObject({ interest_rate_bps: aprOf('auto-new', 48), minimum_payment_cents: expected[0]!.paymentCents });

    // Double entry: the loan owes the principal, the checking account received it, the journal sums to zero.
    expect(await ledgerSum(arrangement.id)).toBe(1_234_567);
    expect(await ledgerSum(checking)).toBe(beforeChecking - 1_234_567);
    const journal = await t.database.db.selectFrom('ledger_entries').select('journal_id').where('arrangement_id', '=', arrangement.id).executeTakeFirstOrThrow();
    const sum = await t.database.db.selectFrom('ledger_entries').select(sql<number>`sum(amount_cents)::bigint`.as('cents')).where('journal_id', '=', journal.journal_id).executeTakeFirstOrThrow();
    expect(Number(sum.cents)).toBe(0);

    // The schedule as stored is the amortisation, due on business days.
    expect(funded.schedule!.map(({ dueDate: _dueDate, ...row }) => row)).toEqual(expected);
    expect(funded.schedule!.every((row) => isBusinessDay(row.dueDate))).toBe(true);
    expect(funded.schedule!.reduce((total, row) => total + row.principalCents, 0)).toBe(1_234_567);

    // Replay: the same answer, nothing twice; a new key on a funded application: 409.
    const replay = await accept(application.id, { fundingAccountId: checking }, key);
    expect(replay.body).toBe(response.body);
    expect(await ledgerSum(checking)).toBe(beforeChecking - 1_234_567);
    expect((await accept(application.id, { fundingAccountId: checking })).statusCode).toBe(409);

    const detail = (await t.app.inject({ method: 'GET', url: `${API}/applications/${application.id}`, cookies: { sid } })).json() as LoanApplication;
    expect(detail.schedule).toHaveLength(48);
    const summary = (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary;
    expect(summary.groups.flatMap((group) => group.products).some((product) => product.id === arrangement.id)).toBe(true);
  });

  it('opens an approved credit card with its limit', async () => {
    const application = await applied(loan({ productId: 'visa-platinum', amountCents: 500_000, termMonths: undefined }));
    expect(application).toMatchObject({ status: 'APPROVED', productKind: 'creditCard', aprBps: 1399 });
    const response = await accept(application.id, {});
    expect(response.statusCode, response.body).toBe(200);
    const arrangement = await t.database.db.selectFrom('arrangements').selectAll().where('id', '=', (response.json() as LoanApplication).arrangementId!).executeTakeFirstOrThrow();
    expect(arrangement).toMatchObject({ product_kind: 'creditCard', credit_limit_cents: 500_000, product_type_name: 'Credit Card', name: 'Visa Platinum' });
  });

  it('accepts only an approved offer, into a deposit account of the membership', async () => {
    const review = await applied(loan({ amountCents: 6_000_000, termMonths: 72 }));
    expect((await accept(review.id, { fundingAccountId: productOf('checking').id })).statusCode).toBe(409);
    const approved = await applied(loan());
    expect((await accept(approved.id, {})).statusCode).toBe(400);
    expect((await accept(approved.id, { fundingAccountId: productOf('creditCard').id })).statusCode).toBe(404);
    expect((await accept(approved.id, { fundingAccountId: randomUUID() })).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('loan_applications').select('status').where('id', '=', approved.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('APPROVED');
  });

  it("answers another member's application 404 and changes nothing", async () => {
    const approved = await applied(loan());
    const business = await signInAs(t.app, 'business');
    const [arrangements, journals] = [await count('arrangements'), await count('journals')];
    expect((await t.app.inject({ method: 'GET', url: `${API}/applications/${approved.id}`, cookies: { sid: business } })).statusCode).toBe(404);
    const businessSummary = (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: business } })).json() as ProductSummary;
    const businessChecking = businessSummary.groups.flatMap((group) => group.products).find((product) => product.productKind === 'checking')!.id;
    expect((await accept(approved.id, { fundingAccountId: businessChecking }, randomUUID(), business)).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: `${API}/applications`, cookies: { sid: business } })).json() as LoanApplicationList;
    expect(list.applications.some((entry) => entry.id === approved.id)).toBe(false);
    // member's own application cannot be funded into business's account either
    expect((await accept(approved.id, { fundingAccountId: businessChecking })).statusCode).toBe(404);
    expect([await count('arrangements'), await count('journals')]).toEqual([arrangements, journals]);
  });

  it('lets a view-only trusted user look, never apply or accept (403)', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const approved = await applied(loan());
    const before = await count('loan_applications');
    expect((await apply(loan(), randomUUID(), trusted)).statusCode).toBe(403);
    expect((await accept(approved.id, { fundingAccountId: productOf('checking').id }, randomUUID(), trusted)).statusCode).toBe(403);
    expect(await count('loan_applications')).toBe(before);
    const list = await t.app.inject({ method: 'GET', url: `${API}/applications`, cookies: { sid: trusted } });
    expect(list.statusCode).toBe(200);
    expect((list.json() as LoanApplicationList).applications.some((entry) => entry.id === approved.id)).toBe(true);
  });

  it("seeds the demo member's applications", async () => {
    const list = (await t.app.inject({ method: 'GET', url: `${API}/applications`, cookies: { sid } })).json() as LoanApplicationList;
    const seeded = list.applications.filter((entry) => entry.productId === 'auto-used' || (entry.productId === 'auto-new' && entry.amountCents === 6_500_000));
    expect(seeded.map((entry) => entry.status).sort()).toEqual(['APPROVED', 'IN_REVIEW']);
  });
});
