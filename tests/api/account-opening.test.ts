import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOpeningCatalogue, AccountOpeningReceipt, PaymentErrorResponse, ProductSummaryEntry } from '../../engine/core/generated/api.gen';
import { flagsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, productsOf, unbalancedJournals } from './payment-orders.support';

const CATALOGUE = '/api/account-opening/catalogue';
const OPEN = '/api/account-opening/accounts';

describe.each(databaseKinds())('open a new account (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let catalogue: AccountOpeningCatalogue;

  const open = (payload: object, key: string = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: OPEN, cookies: { sid: session }, payload, headers: { 'idempotency-key': key } });
  const product = (id: string) => {
    const found = catalogue.groups.flatMap((group) => group.products).find((item) => item.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };
  const accepted = (id: string) => product(id).disclosures.map(({ id: disclosureId, version }) => ({ id: disclosureId, version }));
  const savingsOf = (products: readonly ProductSummaryEntry[]) => products.find((entry) => entry.productKind === 'savings' && entry.productTypeName === 'Savings')!;
  const countOpenings = async () => Number((await t.database.db.selectFrom('account_openings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const countArrangements = async () => Number((await t.database.db.selectFrom('arrangements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    const response = await t.app.inject({ method: 'GET', url: CATALOGUE, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    catalogue = response.json() as AccountOpeningCatalogue;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers a personal member the personal catalogue, certificates of 6 to 60 months, and their deposit accounts to fund from', () => {
    expect(catalogue.audience).toBe('personal');
    expect(catalogue.groups.map((group) => group.id)).toEqual(['savings', 'certificates', 'checking']);
    expect(product('certificate').terms?.map((term) => term.months)).toEqual([6, 12, 18, 24, 36, 48, 60]);
    expect(catalogue.groups.flatMap((group) => group.products).some((item) => item.id.startsWith('business-'))).toBe(false);
    // Certificates never fund a new account: only open checking and savings that are not certificates.
    expect(catalogue.fundingAccounts.map((account) => account.productKind).sort()).toEqual(['checking', 'savings']);
  });

  it('opens a 12-month certificate funded from savings through the ledger, visible at once on the summary', async () => {
    const before = await productsOf(t.app, sid);
    const savings = savingsOf(before);
    const [savingsBefore, journalsBefore] = [await ledgerSum(t, savings.id), await countRows(t, 'journals')];
    const response = await open({ productId: 'certificate', termMonths: 12, acceptedDisclosures: accepted('certificate'), fundingAccountId: savings.id, amountCents: 150_000 });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as AccountOpeningReceipt;
    expect(receipt.account).toMatchObject({ name: '12-Month Certificate', productKind: 'savings', productTypeName: 'Certificate', balanceCents: 150_000 });
    expect(receipt.account.maskedNumber).toMatch(/^••••\d{4}$/);
    expect(receipt.certificate).toMatchObject({ termMonths: 12, rateBps: 425, apyBps: 433, renewalChoice: 'RENEW' });
    expect(receipt.certificate!.maturityDate > receipt.account.openedOn).toBe(true);

    expect(await ledgerSum(t, savings.id)).toBe(savingsBefore + 150_000);
    expect(await ledgerSum(t, receipt.account.id)).toBe(-150_000);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    expect(await unbalancedJournals(t)).toBe(0);

    const after = await productsOf(t.app, sid);
    const opened = after.find((entry) => entry.id === receipt.account.id);
    expect(opened).toMatchObject({ bookedBalanceCents: 150_000, productTypeName: 'Certificate' });
    expect(after.indexOf(opened!)).toBe(after.length - 1 - after.slice().reverse().findIndex((entry) => entry.productKind === 'savings' || entry.productKind === 'checking'));
    const record = await t.database.db.selectFrom('account_openings').selectAll().where('arrangement_id', '=', receipt.account.id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ product_id: 'certificate', term_months: 12, amount_cents: 150_000, funding_arrangement_id: savings.id, payment_order_id: receipt.paymentOrderId });
    expect(record.disclosures).toEqual(accepted('certificate'));
    const order = await t.database.db.selectFrom('payment_orders').selectAll().where('id', '=', receipt.paymentOrderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ kind: 'INTERNAL_TRANSFER', state: 'POSTED', from_arrangement_id: savings.id, to_arrangement_id: receipt.account.id });
    // member already gets every statement electronically, so the new account does too (no go-paperless prompt for it).
    const delivery = await t.database.db.selectFrom('statement_preferences').select('delivery').where('arrangement_id', '=', receipt.account.id).executeTakeFirst();
    expect(delivery?.delivery).toBe('ELECTRONIC');
  });

  it('answers a retry with the same Idempotency-Key with the same account and creates nothing twice', async () => {
    const checking = (await productsOf(t.app, sid)).find((entry) => entry.productKind === 'checking')!;
    const payload = { productId: 'share-savings', acceptedDisclosures: accepted('share-savings'), fundingAccountId: checking.id, amountCents: 2_500 };
    const key = randomUUID();
    const first = await open(payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const [arrangements, journals, checkingSum] = [await countArrangements(), await countRows(t, 'journals'), await ledgerSum(t, checking.id)];
    const again = await open(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect([await countArrangements(), await countRows(t, 'journals'), await ledgerSum(t, checking.id)]).toEqual([arrangements, journals, checkingSum]);
  });

  it('refuses below the minimum, over the available balance, without the disclosures or with an old version, and changes nothing', async () => {
    const checking = (await productsOf(t.app, sid)).find((entry) => entry.productKind === 'checking')!;
    const before = [await countArrangements(), await countRows(t, 'journals'), await countOpenings(), await ledgerSum(t, checking.id)];
    const base = { productId: 'money-market', acceptedDisclosures: accepted('money-market'), fundingAccountId: checking.id };

    const low = await open({ ...base, amountCents: 249_999 });
    expect(low.statusCode).toBe(400);
    expect((low.json() as PaymentErrorResponse).errors).toEqual([{ path: '/amountCents', message: 'The opening deposit must be at least $2,500.00.' }]);

    const tooMuch = await open({ ...base, amountCents: checking.availableBalanceCents + 250_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect((tooMuch.json() as PaymentErrorResponse).errors[0]).toMatchObject({ path: '/amountCents', type: 'AMOUNT_ERROR' });

    const unaccepted = await open({ ...base, acceptedDisclosures: [], amountCents: 250_000 });
    expect(unaccepted.statusCode).toBe(400);
    expect((unaccepted.json() as PaymentErrorResponse).errors[0]?.path).toBe('/acceptedDisclosures');
    const oldVersion = await open({ ...base, acceptedDisclosures: [{ id: 'truth-in-savings', version: '2019-01' }], amountCents: 250_000 });
    expect(oldVersion.statusCode).toBe(400);

    const noTerm = await open({ productId: 'certificate', acceptedDisclosures: accepted('certificate'), fundingAccountId: checking.id, amountCents: 50_000 });
    expect((noTerm.json() as PaymentErrorResponse).errors[0]?.path).toBe('/termMonths');
    const businessProduct = await open({ productId: 'business-checking', acceptedDisclosures: [], fundingAccountId: checking.id, amountCents: 50_000 });
    expect((businessProduct.json() as PaymentErrorResponse).errors[0]?.path).toBe('/productId');

    expect([await countArrangements(), await countRows(t, 'journals'), await countOpenings(), await ledgerSum(t, checking.id)]).toEqual(before);
  });

  it("answers 404 for another member's funding account, a certificate as a funding account, and changes nothing", async () => {
    const business = await signInAs(t.app, 'business');
    const theirs = (await productsOf(t.app, business)).find((entry) => entry.productKind === 'checking')!;
    const before = [await countArrangements(), await countRows(t, 'journals')];
    const foreign = await open({ productId: 'share-savings', acceptedDisclosures: accepted('share-savings'), fundingAccountId: theirs.id, amountCents: 2_500 });
    expect(foreign.statusCode).toBe(404);
    const certificate = (await productsOf(t.app, sid)).find((entry) => entry.productTypeName === 'Certificate')!;
    const fromCertificate = await open({ productId: 'share-savings', acceptedDisclosures: accepted('share-savings'), fundingAccountId: certificate.id, amountCents: 2_500 });
    expect(fromCertificate.statusCode).toBe(404);
    expect([await countArrangements(), await countRows(t, 'journals')]).toEqual(before);
  });

  it('refuses a view-only trusted user, who may not move money', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const savings = savingsOf(await productsOf(t.app, trusted));
    const response = await open({ productId: 'share-savings', acceptedDisclosures: accepted('share-savings'), fundingAccountId: savings.id, amountCents: 2_500 }, randomUUID(), trusted);
    expect(response.statusCode).toBe(403);
  });

  it('hides the catalogue from business members while the business flag is off (the server refuses, not only the menu)', async () => {
    const business = await signInAs(t.app, 'business');
    expect((await t.app.inject({ method: 'GET', url: CATALOGUE, cookies: { sid: business } })).statusCode).toBe(403);
    const checking = (await productsOf(t.app, business)).find((entry) => entry.productKind === 'checking')!;
    const refused = await open({ productId: 'business-savings', acceptedDisclosures: [], fundingAccountId: checking.id, amountCents: 2_500 }, randomUUID(), business);
    expect(refused.statusCode).toBe(403);
  });
});

describe('open a new account with the business flag on', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('offers business members the business catalogue and opens a business account', async () => {
    const flag = flagsManifest.flags['show-open-new-account-business']!;
    const flags = { ...flagsManifest, flags: { ...flagsManifest.flags, 'show-open-new-account-business': { ...flag, default: true, rules: [] } } };
    t = await createTestApp('pglite', { config: { flags } });
    const sid = await signInAs(t.app, 'business');
    const response = await t.app.inject({ method: 'GET', url: CATALOGUE, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    const catalogue = response.json() as AccountOpeningCatalogue;
    expect(catalogue.audience).toBe('business');
    const ids = catalogue.groups.flatMap((group) => group.products.map((item) => item.id));
    expect(ids.every((id) => id.startsWith('business-'))).toBe(true);
    const savings = catalogue.groups.flatMap((group) => group.products).find((item) => item.id === 'business-savings')!;
    const opened = await t.app.inject({
      method: 'POST',
      url: OPEN,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { productId: 'business-savings', acceptedDisclosures: savings.disclosures.map(({ id, version }) => ({ id, version })), fundingAccountId: catalogue.fundingAccounts[0]!.id, amountCents: 10_000 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await productsOf(t.app, sid)).some((entry) => entry.id === (opened.json() as AccountOpeningReceipt).account.id)).toBe(true);
  });
});
