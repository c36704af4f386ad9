import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnershipSsoAnswer, ProductSummary, ProductSummaryEntry, ServiceRequestEligibility, ServiceRequestList, ServiceRequestReceipt } from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const API = '/api/arrangement-manager/client-api/v2/service-requests';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const INELIGIBLE = 'Your account failed to meet one or more eligibility requirements for using Direct Deposit.';

describe.each(databaseKinds())('account services (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  const productOf = (productKind: string, list = products): ProductSummaryEntry => list.find((product) => product.productKind === productKind)!;
  const productsOf = async (session: string) =>
    ((await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid: session } })).json() as ProductSummary).groups.flatMap((group) => group.products);
  const post = (path: string, payload: unknown, session = sid) => t.app.inject({ method: 'POST', url: `${API}/${path}`, cookies: { sid: session }, payload: payload as object });
  const rowCount = async () => Number((await t.database.db.selectFrom('service_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(sid);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records each kind of request as submitted and lists them newest first', async () => {
    const checking = productOf('checking').id;
    const bodies = {
      'add-joint-owner': { accountId: productOf('savings').id, givenName: 'Sam', familyName: 'Rivera', relationship: 'SPOUSE', phone: '5035550142' },
      'direct-deposit': { accountId: checking, employerName: 'Acme Tools', depositShare: 'FULL' },
      'overdraft-protection': { accountId: checking, option: 'DEBIT_CARD_OPT_IN' },
      'change-checking-account-type': { accountId: checking, newAccountType: 'REWARDS' },
    };
    const receipts: ServiceRequestReceipt[] = [];
    for (const [path, body] of Object.entries(bodies)) {
      t.clock.advanceSeconds(1);
      const response = await post(path, body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(201);
      const receipt = response.json() as ServiceRequestReceipt;
      expect(receipt.status).toBe('SUBMITTED');
      expect(receipt.confirmationNumber).toMatch(/^SR-\d{10}$/);
      const row = await t.database.db.selectFrom('service_requests').selectAll().where('id', '=', receipt.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: path, arrangement_id: body.accountId, status: 'SUBMITTED', confirmation_number: receipt.confirmationNumber });
      expect(row.payload).toEqual(body);
      receipts.push(receipt);
    }
    const list = (await t.app.inject({ method: 'GET', url: API, cookies: { sid } })).json() as ServiceRequestList;
    expect(list.map((request) => request.confirmationNumber)).toEqual(receipts.map((receipt) => receipt.confirmationNumber).reverse());
    expect(list[0]).toMatchObject({ kind: 'change-checking-account-type', accountNumber: productOf('checking').accountNumber });
  });

  it('answers a bad body 400 with field errors and writes nothing', async () => {
    const before = await rowCount();
    const response = await post('overdraft-protection', { accountId: productOf('checking').id, option: 'SOMETIMES', extra: 1 });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string; message: string }[] }).errors.map((entry) => entry.path);
    expect(paths).toContain('/option');
    expect(await rowCount()).toBe(before);
  });

  it("answers 404 for someone else's account or the wrong kind of account, and writes nothing", async () => {
    const before = await rowCount();
    const theirs = productOf('checking', await productsOf(await signInAs(t.app, 'business')));
    expect((await post('change-checking-account-type', { accountId: theirs.id, newAccountType: 'REWARDS' })).statusCode).toBe(404);
    expect((await post('overdraft-protection', { accountId: productOf('savings').id, option: 'STANDARD' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/direct-deposit/eligibility?arrangementId=${theirs.id}`, cookies: { sid } })).statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('refuses direct deposit with the catalogue message to an account that fails eligibility', async () => {
    expect(errorsManifest.errors.DIRECT_DEPOSIT_INELIGIBLE?.message).toBe(INELIGIBLE);
    const litigation = await signInAs(t.app, 'litigation');
    const checking = productOf('checking', await productsOf(litigation));
    const eligibility = (await t.app.inject({ method: 'GET', url: `${API}/direct-deposit/eligibility?arrangementId=${checking.id}`, cookies: { sid: litigation } })).json() as ServiceRequestEligibility;
    expect(eligibility).toEqual({ eligible: false, reasons: ['LITIGATION'] });
    const before = await rowCount();
    const response = await post('direct-deposit', { accountId: checking.id, employerName: 'Acme Tools', depositShare: 'FULL' }, litigation);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: [{ path: '/accountId', message: INELIGIBLE }] });
    expect(await rowCount()).toBe(before);
  });

  it('finds a checking account opened this month not yet eligible, for the request and the direct-deposit switch alike, and the member eligible otherwise', async () => {
    const checking = productOf('checking');
    const eligibility = async () => (await t.app.inject({ method: 'GET', url: `${API}/direct-deposit/eligibility?arrangementId=${checking.id}`, cookies: { sid } })).json() as ServiceRequestEligibility;
    expect(await eligibility()).toEqual({ eligible: true, reasons: [] });
    const handOff = async () => (await t.app.inject({ method: 'GET', url: `/api/partnership/truv/${checking.id}`, cookies: { sid } })).json() as PartnershipSsoAnswer;
    expect((await handOff()).ssoPostUrl).not.toBe('');
    const original = (await t.database.db.selectFrom('arrangements').select('opened_on').where('id', '=', checking.id).executeTakeFirstOrThrow()).opened_on;
    await t.database.db.updateTable('arrangements').set({ opened_on: t.clock.now().toISOString().slice(0, 10) }).where('id', '=', checking.id).execute();
    try {
      expect(await eligibility()).toEqual({ eligible: false, reasons: ['RECENTLY_OPENED'] });
      // The direct-deposit switch's hand-off asks the same rule: refused with the same words, no token minted.
      expect(await handOff()).toEqual({ ssoPostUrl: '', validationError: INELIGIBLE });
    } finally {
      await t.database.db.updateTable('arrangements').set({ opened_on: original }).where('id', '=', checking.id).execute();
    }
  });

  it('refuses a view-only trusted member (403) and writes nothing', async () => {
    const trusted = await signInAs(t.app, 'trusted');
    const checking = productOf('checking', await productsOf(trusted));
    const before = await rowCount();
    expect((await post('overdraft-protection', { accountId: checking.id, option: 'STANDARD' }, trusted)).statusCode).toBe(403);
    expect((await post('change-checking-account-type', { accountId: checking.id, newAccountType: 'REWARDS' }, trusted)).statusCode).toBe(403);
    expect((await post('direct-deposit', { accountId: checking.id, employerName: 'Acme', depositShare: 'FULL' }, trusted)).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a trusted member who may move money the pages kept from trusted users', async () => {
    const mover = await signInAs(t.app, 'trusted-mover');
    const checking = productOf('checking', await productsOf(mover));
    expect((await post('add-joint-owner', { accountId: checking.id, givenName: 'A', familyName: 'B', relationship: 'OTHER', phone: '5035550100' }, mover)).statusCode).toBe(403);
  });
});
