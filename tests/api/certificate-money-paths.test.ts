import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountOpeningCatalogue,
  AccountOpeningReceipt,
  CardItem,
  CertificateEarlyClosureReceipt,
  CertificateList,
  IraOverview,
  LoanApplication,
  ProductSummaryEntry,
} from '../../engine/core/generated/api.gen';
import { errorsManifest } from '../../src/manifests';
import { runDueCertificateMaturities } from '../../src/server/domain/certificates/maturity';
import { maturityDateOf } from '../../src/server/domain/certificates/term';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { CARDS, findListed, post } from './cards.support';
import { countRows, ledgerSum, ORDERS, postOrder, productOf, productsOf, unbalancedJournals } from './payment-orders.support';

const MESSAGE = errorsManifest.errors.CERTIFICATE_BEFORE_MATURITY!.message;
const IRA = '/api/ira/client-api/v1';
const LENDING = '/api/lending/client-api/v1';

describe.each(databaseKinds())('money paths beside transfers refuse a certificate before maturity (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let products: ProductSummaryEntry[];
  let list: CertificateList;
  const account = (productKind: string) => productOf(products, productKind);
  const savings = () => products.find((entry) => entry.productKind === 'savings' && entry.certificateMaturesOn === undefined)!;
  const certificateId = (months: number) => list.certificates.find((item) => item.termMonths === months)!.id;
  const send = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, cookies: { sid }, payload, headers: { 'idempotency-key': randomUUID() } });
  /** What a refused call must leave as it was: arrangements, orders, journals and both certificates' balances. */
  const snapshot = async () => ({
    arrangements: Number((await t.database.db.selectFrom('arrangements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    orders: await countRows(t, 'payment_orders'),
    journals: await countRows(t, 'journals'),
    certificates: await Promise.all([12, 24].map((months) => ledgerSum(t, certificateId(months)))),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    products = await productsOf(t.app, sid);
    list = (await t.app.inject({ method: 'GET', url: '/api/certificates', cookies: { sid } })).json() as CertificateList;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('IRA: the page offers no certificate as a source or destination, and a contribution from or distribution to one is refused', async () => {
    const overview = (await t.app.inject({ method: 'GET', url: `${IRA}/iras`, cookies: { sid } })).json() as IraOverview;
    const offered = [...overview.sources, ...overview.destinations].map((entry) => entry.arrangementId);
    expect(offered).toContain(savings().id);
    expect(offered).not.toContain(certificateId(12));
    expect(offered).not.toContain(certificateId(24));

    const before = await snapshot();
    const ira = overview.iras[0]!.arrangementId;
    const year = overview.taxYears[0]!.taxYear;
    const contribution = await send(`${IRA}/contributions`, { iraArrangementId: ira, fromArrangementId: certificateId(24), amountCents: 10_000, taxYear: year });
    expect(contribution.statusCode, contribution.body).toBe(400);
    expect(contribution.json()).toEqual({ errors: [{ path: '/fromArrangementId', message: MESSAGE }] });
    const distribution = await send(`${IRA}/distribution-requests`, {
      iraArrangementId: ira,
      amountCents: 10_000,
      distributionType: 'EARLY',
      federalWithholdingPercent: 10,
      destinationArrangementId: certificateId(12),
    });
    expect(distribution.statusCode, distribution.body).toBe(400);
    expect(distribution.json()).toEqual({ errors: [{ path: '/destinationArrangementId', message: MESSAGE }] });
    expect(await snapshot()).toEqual(before);
    expect(await t.database.db.selectFrom('ira_distribution_requests').select('id').where('destination_arrangement_id', '=', certificateId(12)).execute()).toEqual([]);

    const fromSavings = await send(`${IRA}/contributions`, { iraArrangementId: ira, fromArrangementId: savings().id, amountCents: 10_000, taxYear: year });
    expect(fromSavings.statusCode, fromSavings.body).toBe(201);
  });

  it('lending: a loan is not paid into a certificate; nothing opens, and the offer can still be accepted into checking', async () => {
    const applied = await send(`${LENDING}/applications`, {
      productId: 'auto-new',
      amountCents: 2_000_000,
      termMonths: 60,
      statedAnnualIncomeCents: 15_000_000,
      monthlyHousingCents: 150_000,
      employmentStatus: 'EMPLOYED',
      purpose: '2025 hybrid hatchback',
      consent: true,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json() as LoanApplication;
    expect(application.status).toBe('APPROVED');
    const acceptance = `${LENDING}/applications/${application.id}/acceptance`;
    // The member reviewed the offer's Truth in Lending disclosure and consents: only the account is wrong.
    const reviewed = (await t.app.inject({ method: 'GET', url: `${LENDING}/applications/${application.id}/disclosure`, cookies: { sid } })).json() as { version: string; fingerprint: string };
    const signed = { disclosure: { version: reviewed.version, fingerprint: reviewed.fingerprint }, esignConsent: true };

    const before = await snapshot();
    const refused = await send(acceptance, { fundingAccountId: certificateId(12), ...signed });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ path: '/fundingAccountId', message: MESSAGE }] });
    expect(await snapshot()).toEqual(before);
    expect((await t.database.db.selectFrom('loan_applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow()).status).toBe('APPROVED');

    const funded = await send(acceptance, { fundingAccountId: account('checking').id, ...signed });
    expect(funded.statusCode, funded.body).toBe(200);
    expect((funded.json() as LoanApplication).status).toBe('FUNDED');
  });

  it('card rewards: cash is not redeemed into a certificate', async () => {
    const card: CardItem = await findListed(t.app, sid, (candidate) => candidate.type === 'CREDIT');
    const before = await snapshot();
    const refused = await post(t, `${CARDS}/redeemcashrewards`, sid, { cardId: card.id, amountCents: 5_000, destinationAccountId: certificateId(24) });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({ errors: [{ path: '/destinationAccountId', message: MESSAGE }] });
    expect(await snapshot()).toEqual(before);
  });

  it('account opening: a certificate funds nothing, while a new certificate takes its opening deposit from savings and then locks', async () => {
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/account-opening/catalogue', cookies: { sid } })).json() as AccountOpeningCatalogue;
    const funding = catalogue.fundingAccounts.map((entry) => entry.id);
    expect(funding).toContain(savings().id);
    expect(funding).not.toContain(certificateId(12));
    expect(funding).not.toContain(certificateId(24));
    const product = catalogue.groups.flatMap((group) => group.products).find((item) => item.id === 'certificate')!;
    const accepted = product.disclosures.map(({ id, version }) => ({ id, version }));
    const opening = (fundingAccountId: string) => send('/api/account-opening/accounts', { productId: 'certificate', termMonths: 12, acceptedDisclosures: accepted, fundingAccountId, amountCents: 150_000 });

    const before = await snapshot();
    const fromCertificate = await opening(certificateId(24));
    expect(fromCertificate.statusCode, fromCertificate.body).toBe(404);
    expect(await snapshot()).toEqual(before);

    const savingsBefore = await ledgerSum(t, savings().id);
    const opened = await opening(savings().id);
    expect(opened.statusCode, opened.body).toBe(201);
    const receipt = opened.json() as AccountOpeningReceipt;
    expect(await ledgerSum(t, receipt.account.id)).toBe(-150_000);
    expect(await ledgerSum(t, savings().id)).toBe(savingsBefore + 150_000);
    const summary = await productsOf(t.app, sid);
    expect(summary.find((entry) => entry.id === receipt.account.id)?.certificateMaturesOn).toBe(receipt.certificate!.maturityDate);

    const more = await postOrder(t.app, sid, { fromAccountId: savings().id, toAccountId: receipt.account.id, amountCents: 1_000 });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ errors: [{ path: '/toAccountId', message: MESSAGE }] });

    // Closing early, with its penalty, is the way out before maturity: it still pays the net to savings.
    const closed = await send(`/api/certificates/${receipt.account.id}/early-closure`, { destinationAccountId: savings().id });
    expect(closed.statusCode, closed.body).toBe(201);
    const closure = closed.json() as CertificateEarlyClosureReceipt;
    expect(await ledgerSum(t, savings().id)).toBe(savingsBefore + 150_000 - closure.netCents);
    expect((await productsOf(t.app, sid)).some((entry) => entry.id === receipt.account.id)).toBe(false);
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('maturity: a renewed certificate starts a new locked term; one paid out moves its balance to savings and leaves', async () => {
    const [twelve, twentyFour] = [12, 24].map((months) => list.certificates.find((item) => item.termMonths === months)!);
    const mature = (today: string) => runDueCertificateMaturities(t.database.db, { today, now: t.clock.now() });

    expect(await mature(twelve!.maturityDate)).toEqual({ renewed: 1, transferred: 0 });
    const renewed = (await productsOf(t.app, sid)).find((entry) => entry.id === twelve!.id)!;
    expect(renewed.certificateMaturesOn).toBe(maturityDateOf(twelve!.maturityDate, 12));
    const refused = await t.app.inject({ method: 'POST', url: `${ORDERS}/validate`, cookies: { sid }, payload: { fromAccountId: twelve!.id, toAccountId: account('checking').id, amountCents: 1_000 } });
    expect(refused.json()).toEqual({ errors: [{ path: '/fromAccountId', message: MESSAGE }] });

    expect(twentyFour!.renewalChoice).toBe('TRANSFER_TO_SAVINGS');
    const target = twentyFour!.transferAccountId!;
    const [certificateBefore, targetBefore] = [await ledgerSum(t, twentyFour!.id), await ledgerSum(t, target)];
    expect(await mature(twentyFour!.maturityDate)).toMatchObject({ transferred: 1 });
    const payout = await t.database.db.selectFrom('certificate_maturities').select(['outcome', 'transfer_cents', 'interest_cents']).where('arrangement_id', '=', twentyFour!.id).executeTakeFirstOrThrow();
    expect(payout.outcome).toBe('TRANSFERRED');
    expect(payout.transfer_cents).toBe(-certificateBefore + payout.interest_cents);
    expect(await ledgerSum(t, twentyFour!.id)).toBe(0);
    expect(await ledgerSum(t, target)).toBe(targetBefore - payout.transfer_cents);
    expect((await productsOf(t.app, sid)).some((entry) => entry.id === twentyFour!.id)).toBe(false);
    expect(await unbalancedJournals(t)).toBe(0);
  });
});
