import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amortisationSchedule, fundedLoanSchedule } from '../../engine/core/amortisation';
import { isBusinessDay } from '../../engine/core/business-days';
import { applyOverlay } from '../../engine/core/manifest-overlay';
import type {
  AccountDetail,
  DocumentRoom,
  ErrorResponse,
  LendingPrequal,
  LendingProductList,
  LoanApplication,
  LoanApplicationList,
  LoanDisclosure,
  ProductSummary,
  ProductSummaryEntry,
} from '../../engine/core/generated/api.gen';
import { truthInLending } from '../../engine/core/truth-in-lending';
import { errorsManifest } from '../../src/manifests';
import { lendingManifest } from '../../src/manifests/lending-manifest';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { ledgerTotals } from '../../src/server/domain/balances';
import { maskAccountNumber } from '../../src/server/domain/product-summary';
import { businessDate } from '../../src/server/domain/business-date';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { pdfTextRuns } from '../support/pdf-read-back';
import { projectPath } from '../../src/server/project-files';
import { acceptLoan, disclosureOf, postAcceptance } from './lending.support';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const API = '/api/lending/client-api/v1';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const reason = (list: 'decline' | 'review', id: string) => lendingManifest.decision[list].find((rule) => rule.id === id)!.reason;
const catalogue = (code: ErrorCode) => errorsManifest.errors[code]!.message;
const aprOf = (productId: string, term: number) => lendingManifest.loanProducts.find((product) => product.id === productId)!.rates.find((rate) => rate.termMonths === term)!.aprBps;

describe.each(databaseKinds())('lending (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string) => products.find((product) => product.productKind === productKind)!;

  const apply = (body: object, key: string = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: `${API}/applications`, cookies: { sid: session }, payload: body, headers: { 'idempotency-key': key } });
  const accept = (id: string, body: object, key: string = randomUUID(), session = sid) => postAcceptance(t.app, session, id, body, key);
  /** An acceptance that names the disclosure the member reviewed and ticks the e-sign consent. */
  const reviewed = async (id: string, body: object = {}, session = sid) => {
    const response = await disclosureOf(t.app, session, id);
    expect(response.statusCode, response.body).toBe(200);
    const { version, fingerprint } = response.json() as LoanDisclosure;
    return { disclosure: { version, fingerprint }, esignConsent: true, ...body };
  };
  const today = () => businessDate(t.clock.now());
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
  const count = async (table: 'loan_applications' | 'arrangements' | 'journals' | 'loan_disclosures' | 'loan_payment_schedules') =>
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
    const response = await acceptLoan(t.app, sid, application.id, checking, key);
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
    const replay = await acceptLoan(t.app, sid, application.id, checking, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(response.body);
    expect(await ledgerSum(checking)).toBe(beforeChecking - 1_234_567);
    expect((await acceptLoan(t.app, sid, application.id, checking)).statusCode).toBe(409);

    const detail = (await t.app.inject({ method: 'GET', url: `${API}/applications/${application.id}`, cookies: { sid } })).json() as LoanApplication;
    expect(detail.schedule).toHaveLength(48);
    expect(await t.database.db.selectFrom('loan_disclosures').select('application_id').where('application_id', '=', application.id).execute()).toHaveLength(1);
    const summary = (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary;
    expect(summary.groups.flatMap((group) => group.products).some((product) => product.id === arrangement.id)).toBe(true);
  });

  it("discloses an approved loan's Truth in Lending figures, computed from the schedule it would be booked with today", async () => {
    const application = await applied(loan({ amountCents: 1_500_000, termMonths: 36 }));
    const before = await count('loan_disclosures');
    const response = await disclosureOf(t.app, sid, application.id);
    expect(response.statusCode, response.body).toBe(200);
    const disclosure = response.json() as LoanDisclosure;
    const { installments } = fundedLoanSchedule(1_500_000, aprOf('auto-new', 36), 36, today());
    const tila = truthInLending({ amountFinancedCents: 1_500_000, noteRateBps: aprOf('auto-new', 36), schedule: installments });
    expect(disclosure).toEqual({
      applicationId: application.id,
      productName: 'New Auto Loan',
      version: lendingManifest.truthInLending.version,
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      fundedOn: today(),
      ...tila,
    });
    // The offer the member was shown: its APR, its level payment; the finance charge is what the payments add.
    expect(disclosure.aprBps).toBe(application.aprBps);
    expect(disclosure.payments[0]!.amountCents).toBe(application.monthlyPaymentCents);
    expect(disclosure.financeChargeCents).toBe(disclosure.totalOfPaymentsCents - 1_500_000);
    expect(disclosure.payments.reduce((sum, group) => sum + group.count, 0)).toBe(36);
    // Reading it records nothing and names the same disclosure every time the same day.
    expect((await disclosureOf(t.app, sid, application.id)).json()).toEqual(disclosure);
    expect(await count('loan_disclosures')).toBe(before);
    // Nothing is signed yet, so there is no signed document to download.
    const document = await t.app.inject({ method: 'GET', url: `${API}/applications/${application.id}/disclosure/document`, cookies: { sid } });
    expect(document.statusCode).toBe(409);
    expect(document.json()).toEqual({ errors: [{ path: '', message: catalogue('LOAN_DISCLOSURE_UNAVAILABLE') }] });
  });

  it('refuses a loan acceptance without the e-sign consent or without the disclosure reviewed (400), booking nothing', async () => {
    const application = await applied(loan({ amountCents: 1_100_000 }));
    const checking = productOf('checking').id;
    const tables = ['arrangements', 'journals', 'loan_disclosures', 'loan_payment_schedules'] as const;
    const before = await Promise.all(tables.map(count));
    const beforeChecking = await ledgerSum(checking);
    const body = await reviewed(application.id, { fundingAccountId: checking });
    const refusal = async (payload: object) => {
      const response = await accept(application.id, payload);
      return [response.statusCode, response.json() as ErrorResponse];
    };
    const noConsent = [400, { errors: [{ path: '/esignConsent', message: catalogue('LOAN_ESIGN_CONSENT_REQUIRED') }] }];
    expect(await refusal({ ...body, esignConsent: undefined })).toEqual(noConsent);
    expect(await refusal({ ...body, esignConsent: false })).toEqual(noConsent);
    // As a client that never showed the disclosure would send it.
    expect(await refusal({ fundingAccountId: checking })).toEqual(noConsent);
    expect(await refusal({ ...body, disclosure: undefined })).toEqual([400, { errors: [{ path: '/disclosure', message: catalogue('LOAN_DISCLOSURE_REQUIRED') }] }]);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await ledgerSum(checking)).toBe(beforeChecking);
    const row = await t.database.db.selectFrom('loan_applications').select(['status', 'arrangement_id']).where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'APPROVED', arrangement_id: null });
  });

  it("refuses a disclosure that is not the offer's (409), booking nothing", async () => {
    const application = await applied(loan({ amountCents: 1_200_000 }));
    const other = await applied(loan({ amountCents: 1_200_100 }));
    const checking = productOf('checking').id;
    const tables = ['arrangements', 'journals', 'loan_disclosures', 'loan_payment_schedules'] as const;
    const before = await Promise.all(tables.map(count));
    const body = await reviewed(application.id, { fundingAccountId: checking });
    const { disclosure } = body;
    const flipped = `${disclosure.fingerprint.slice(0, -1)}${disclosure.fingerprint.endsWith('0') ? '1' : '0'}`;
    const changed = { errors: [{ path: '/disclosure', message: catalogue('LOAN_DISCLOSURE_CHANGED') }] };
    const stale = [
      { ...disclosure, fingerprint: flipped },
      { ...disclosure, version: 'superseded' },
      (await reviewed(other.id)).disclosure,
    ];
    for (const named of stale) {
      const response = await accept(application.id, { ...body, disclosure: named });
      expect(response.statusCode, JSON.stringify(named)).toBe(409);
      expect(response.json()).toEqual(changed);
    }
    expect((await accept(application.id, { ...body, disclosure: { ...disclosure, fingerprint: 'not-a-hash' } })).statusCode).toBe(400);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // The disclosure it does have still books it.
    expect((await accept(application.id, body)).statusCode).toBe(200);
  });

  it('stores the disclosure signed with the loan, reconciled with its schedule, and shows it with the loan', async () => {
    const application = await applied(loan({ amountCents: 2_345_678, termMonths: 60 }));
    const checking = productOf('checking').id;
    const reviewedDisclosure = (await disclosureOf(t.app, sid, application.id)).json() as LoanDisclosure;
    const key = randomUUID();
    const before = await count('loan_disclosures');
    const [first, second] = await Promise.all([acceptLoan(t.app, sid, application.id, checking, key), acceptLoan(t.app, sid, application.id, checking, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.body).toBe(first.body);
    expect(await count('loan_disclosures')).toBe(before + 1);
    const funded = first.json() as LoanApplication;

    const member = await t.database.db.selectFrom('members').select(['id', 'full_name']).where('username', '=', 'member').executeTakeFirstOrThrow();
    const row = await t.database.db.selectFrom('loan_disclosures').selectAll().where('application_id', '=', application.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      arrangement_id: funded.arrangementId,
      version: reviewedDisclosure.version,
      fingerprint: reviewedDisclosure.fingerprint,
      funded_on: today(),
      apr_bps: reviewedDisclosure.aprBps,
      amount_financed_cents: 2_345_678,
      finance_charge_cents: reviewedDisclosure.financeChargeCents,
      total_of_payments_cents: reviewedDisclosure.totalOfPaymentsCents,
      payments: reviewedDisclosure.payments,
      consent_text: lendingManifest.copy.acceptance.consent,
      consented_by: member.id,
    });
    expect(new Date(row.consented_at).toISOString()).toBe(t.clock.now().toISOString());

    // The figures reconcile to the cent with the schedule as stored.
    const schedule = funded.schedule!;
    expect(row.total_of_payments_cents).toBe(schedule.reduce((sum, entry) => sum + entry.paymentCents, 0));
    expect(row.finance_charge_cents).toBe(schedule.reduce((sum, entry) => sum + entry.interestCents, 0));
    const runs = row.payments.flatMap((group) => Array.from({ length: group.count }, () => group.amountCents));
    expect(runs).toEqual(schedule.map((entry) => entry.paymentCents));
    expect([row.payments[0]!.firstDueDate, row.payments.at(-1)!.lastDueDate]).toEqual([schedule[0]!.dueDate, schedule.at(-1)!.dueDate]);

    // The application's disclosure and the loan's account detail both answer it, signed.
    const documentPath = `${API}/applications/${application.id}/disclosure/document`;
    const signed = {
      ...reviewedDisclosure,
      arrangementId: funded.arrangementId,
      documentPath,
      consent: { text: lendingManifest.copy.acceptance.consent, consentedBy: member.full_name, consentedAt: t.clock.now().toISOString() },
    };
    expect((await disclosureOf(t.app, sid, application.id)).json()).toEqual(signed);
    const account = (await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${funded.arrangementId!}`, cookies: { sid } })).json() as AccountDetail;
    expect(account.loanDisclosure).toEqual(signed);
    expect(account.loanServicing!.installments.map((entry) => entry.paymentCents)).toEqual(runs);

    // It downloads as a PDF, and the Electronic Document Room lists it with that download.
    const pdf = await t.app.inject({ method: 'GET', url: documentPath, cookies: { sid } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const loanNumber = (await t.database.db.selectFrom('arrangements').select('account_number').where('id', '=', funded.arrangementId!).executeTakeFirstOrThrow()).account_number;
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="truth-in-lending-${loanNumber.slice(-4)}-${today()}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const room = (await t.app.inject({ method: 'GET', url: '/api/information-pages/v1/document-room', cookies: { sid } })).json() as DocumentRoom;
    expect(room.documents).toContainEqual({
      id: `loan-disclosure:${application.id}`,
      type: 'notice',
      title: loanServicingManifest.copy.truthInLending.documentTitle,
      detail: `New Auto Loan ${maskAccountNumber(loanNumber)}`,
      date: today(),
      year: Number(today().slice(0, 4)),
      downloadPath: documentPath,
    });

    // Another member reaches none of it.
    const business = await signInAs(t.app, 'business');
    expect((await disclosureOf(t.app, business, application.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: documentPath, cookies: { sid: business } })).statusCode).toBe(404);
    const theirRoom = (await t.app.inject({ method: 'GET', url: '/api/information-pages/v1/document-room', cookies: { sid: business } })).json() as DocumentRoom;
    expect(theirRoom.documents.some((document) => document.id === `loan-disclosure:${application.id}`)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${funded.arrangementId!}`, cookies: { sid: business } })).statusCode).toBe(404);
  });

  it("keeps a Spanish reader's consent in the Spanish they read, and prints their disclosure in Spanish", async () => {
    const spanish = applyOverlay(lendingManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/lending.json'), 'utf8')) as unknown).copy.acceptance.consent;
    expect(spanish).not.toBe(lendingManifest.copy.acceptance.consent);
    const application = await applied(loan({ amountCents: 1_111_100 }));
    await t.database.db.updateTable('members').set({ language: 'es-US' }).where('username', '=', 'member').execute();
    try {
      const accepted = await acceptLoan(t.app, sid, application.id, productOf('checking').id, randomUUID());
      expect(accepted.statusCode, accepted.body).toBe(200);
      const row = await t.database.db.selectFrom('loan_disclosures').select('consent_text').where('application_id', '=', application.id).executeTakeFirstOrThrow();
      expect(row.consent_text).toBe(spanish);
      const document = await t.app.inject({ method: 'GET', url: `${API}/applications/${application.id}/disclosure/document`, cookies: { sid } });
      expect(document.statusCode).toBe(200);
      const text = await pdfTextRuns(document.rawPayload);
      const words = applyOverlay(loanServicingManifest, JSON.parse(readFileSync(projectPath('config/locales/es-US/loan-servicing.json'), 'utf8')) as unknown).copy.truthInLending;
      expect(text).toContain(words.documentTitle);
      expect(text).toContain(words.documentConsentHeading);
      expect(text).not.toContain(loanServicingManifest.copy.truthInLending.documentTitle);
    } finally {
      await t.database.db.updateTable('members').set({ language: 'en-US' }).where('username', '=', 'member').execute();
    }
  });

  it('opens an approved credit card with its limit', async () => {
    const application = await applied(loan({ productId: 'visa-platinum', amountCents: 500_000, termMonths: undefined }));
    expect(application).toMatchObject({ status: 'APPROVED', productKind: 'creditCard', aprBps: 1399 });
    // A card is open-end credit: the closed-end disclosure does not apply to it.
    const disclosure = await disclosureOf(t.app, sid, application.id);
    expect(disclosure.statusCode).toBe(409);
    expect(disclosure.json()).toEqual({ errors: [{ path: '', message: catalogue('LOAN_DISCLOSURE_UNAVAILABLE') }] });
    const response = await accept(application.id, {});
    expect(response.statusCode, response.body).toBe(200);
    const arrangement = await t.database.db.selectFrom('arrangements').selectAll().where('id', '=', (response.json() as LoanApplication).arrangementId!).executeTakeFirstOrThrow();
    expect(arrangement).toMatchObject({ product_kind: 'creditCard', credit_limit_cents: 500_000, product_type_name: 'Credit Card', name: 'Visa Platinum' });
    expect(await t.database.db.selectFrom('loan_disclosures').select('application_id').where('application_id', '=', application.id).executeTakeFirst()).toBeUndefined();
  });

  it('accepts only an approved offer, into a deposit account of the membership', async () => {
    const review = await applied(loan({ amountCents: 6_000_000, termMonths: 72 }));
    expect((await disclosureOf(t.app, sid, review.id)).statusCode).toBe(409);
    expect((await accept(review.id, { fundingAccountId: productOf('checking').id, esignConsent: true })).statusCode).toBe(409);
    const approved = await applied(loan());
    expect((await accept(approved.id, await reviewed(approved.id))).statusCode).toBe(400);
    expect((await accept(approved.id, await reviewed(approved.id, { fundingAccountId: productOf('creditCard').id }))).statusCode).toBe(404);
    expect((await accept(approved.id, await reviewed(approved.id, { fundingAccountId: randomUUID() }))).statusCode).toBe(404);
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
    expect((await disclosureOf(t.app, business, approved.id)).statusCode).toBe(404);
    expect((await accept(approved.id, await reviewed(approved.id, { fundingAccountId: businessChecking }), randomUUID(), business)).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: `${API}/applications`, cookies: { sid: business } })).json() as LoanApplicationList;
    expect(list.applications.some((entry) => entry.id === approved.id)).toBe(false);
    // member's own application cannot be funded into business's account either
    expect((await accept(approved.id, await reviewed(approved.id, { fundingAccountId: businessChecking }))).statusCode).toBe(404);
    expect([await count('arrangements'), await count('journals')]).toEqual([arrangements, journals]);
  });

  it('lets a view-only trusted user look, never apply or accept (403)', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const approved = await applied(loan());
    const before = await count('loan_applications');
    expect((await apply(loan(), randomUUID(), trusted)).statusCode).toBe(403);
    expect((await accept(approved.id, await reviewed(approved.id, { fundingAccountId: productOf('checking').id }), randomUUID(), trusted)).statusCode).toBe(403);
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

  // Last: it moves the clock on a day.
  it('refuses a disclosure reviewed on an earlier business day: the payment dates follow the funding day', async () => {
    const application = await applied(loan({ amountCents: 1_300_000 }));
    const checking = productOf('checking').id;
    const yesterday = await reviewed(application.id, { fundingAccountId: checking });
    t.clock.advanceSeconds(86_400);
    sid = await signInAs(t.app, 'member');
    const before = await count('loan_disclosures');
    const refused = await accept(application.id, yesterday);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ path: '/disclosure', message: catalogue('LOAN_DISCLOSURE_CHANGED') }] });
    expect(await count('loan_disclosures')).toBe(before);
    const todays = (await disclosureOf(t.app, sid, application.id)).json() as LoanDisclosure;
    expect(todays.fundedOn).toBe(today());
    expect(todays.fingerprint).not.toBe(yesterday.disclosure.fingerprint);
    const accepted = await accept(application.id, await reviewed(application.id, { fundingAccountId: checking }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await disclosureOf(t.app, sid, application.id)).json()).toMatchObject({ fundedOn: today(), fingerprint: todays.fingerprint });
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
