import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, CertificateEarlyClosureQuote, CertificateEarlyClosureReceipt, CertificateList } from '../../engine/core/generated/api.gen';
import { runDueCertificateMaturities } from '../../src/server/domain/certificates/maturity';
import { businessDate } from '../../src/server/domain/business-date';
import { addCalendarDays, daysBetween } from '../../engine/core/calendar';
import { postJournal } from '../../src/server/domain/postings/post-journal';
import { maturityDateOf } from '../../src/server/domain/certificates/term';
import { GL } from '../../src/manifests/gl-accounts-manifest';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, glSum, ledgerSum, productsOf, unbalancedJournals } from './payment-orders.support';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

const LIST = '/api/certificates';
const closure = (id: string) => `/api/certificates/${id}/early-closure`;

describe.each(databaseKinds())('certificate early closure (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let list: CertificateList;
  let today: string;
  const byTerm = (months: number): Certificate => list.certificates.find((item) => item.termMonths === months)!;
  const quote = (id: string, session = sid) => t.app.inject({ method: 'GET', url: closure(id), cookies: { sid: session } });
  const close = (id: string, destinationAccountId: string, key: string = randomUUID(), session = sid) =>
    t.app.inject({ method: 'POST', url: closure(id), cookies: { sid: session }, payload: { destinationAccountId }, headers: { 'idempotency-key': key } });
  const terms = (id: string) => t.database.db.selectFrom('certificate_terms').selectAll().where('arrangement_id', '=', id).executeTakeFirstOrThrow();
  const arrangementState = async (id: string) => (await t.database.db.selectFrom('arrangements').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
  /** The last day the certificate's month-end dividends were paid through. */
  const lastPeriodEnd = async (id: string): Promise<string> =>
    (await t.database.db.selectFrom('dividend_postings').select('period_end').where('arrangement_id', '=', id).orderBy('period_end', 'desc').executeTakeFirstOrThrow()).period_end;
  /** Hand arithmetic, independent of the product code: simple dividends actual/365 on whole cents. */
  const simple = (principalCents: number, rateBps: number, days: number): number => Math.round((principalCents * rateBps * days) / 3_650_000);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    list = (await t.app.inject({ method: 'GET', url: LIST, cookies: { sid } })).json() as CertificateList;
    today = businessDate(t.clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('quotes a 12-month certificate: dividends to today, 90 days of dividends as penalty, and the net', async () => {
    const twelve = byTerm(12);
    const response = await quote(twelve.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CertificateEarlyClosureQuote;
    // 90 days on $10,000.00 at 4.25%: 10,000 × 0.0425 × 90 / 365 = $104.79 (104.794…).
    expect(10_479).toBe(simple(1_000_000, 425, 90));
    // The principal holds the month-end dividends already paid; only the days since the last one accrue now.
    const principal = twelve.balanceCents;
    expect(principal).toBeGreaterThan(1_000_000);
    const accrued = simple(principal, 425, daysBetween(addCalendarDays(await lastPeriodEnd(twelve.id), 1), today));
    const penalty = simple(principal, 425, 90);
    expect(penalty).toBeGreaterThan(10_479);
    expect(body).toMatchObject({ certificateId: twelve.id, closingDate: today, principalCents: principal, accruedDividendCents: accrued, penaltyDays: 90, penaltyCents: penalty, netCents: principal + accrued - penalty });
    const products = await productsOf(t.app, sid);
    const expected = products.filter((entry) => (entry.productKind === 'checking' || entry.productKind === 'savings') && entry.productTypeName !== 'Certificate').map((entry) => entry.id);
    expect(body.destinations.map((account) => account.id).sort()).toEqual([...expected].sort());
    expect(body.destinations.some((account) => account.productKind === 'checking')).toBe(true);
    expect(body.destinations.map((account) => account.id)).not.toContain(byTerm(24).id);
  });

  it('quotes a 24-month certificate with 180 days of dividends as penalty, which may take principal', async () => {
    const twentyFour = byTerm(24);
    const body = (await quote(twentyFour.id)).json() as CertificateEarlyClosureQuote;
    // 180 days on $25,000.00 at 3.90%: 25,000 × 0.039 × 180 / 365 = $480.82 (480.821…).
    expect(48_082).toBe(simple(2_500_000, 390, 180));
    const principal = twentyFour.balanceCents;
    const accrued = simple(principal, 390, daysBetween(addCalendarDays(await lastPeriodEnd(twentyFour.id), 1), today));
    const penalty = simple(principal, 390, 180);
    expect(body).toMatchObject({ principalCents: principal, accruedDividendCents: accrued, penaltyDays: 180, penaltyCents: penalty, netCents: principal + accrued - penalty });
  });

  it("answers 404 for another member's certificate or destination, 403 to view-only, and changes nothing", async () => {
    const id = byTerm(24).id;
    const savingsId = list.savingsAccounts[0]!.id;
    const before = { terms: await terms(id), journals: await countRows(t, 'journals') };
    const business = await signInAs(t.app, 'business');
    expect((await quote(id, business)).statusCode).toBe(404);
    expect((await close(id, savingsId, randomUUID(), business)).statusCode).toBe(404);
    const businessAccount = (await productsOf(t.app, business)).find((entry) => entry.productKind === 'checking')!;
    const foreignDestination = await close(id, businessAccount.id);
    expect(foreignDestination.statusCode).toBe(404);
    expect((await close(id, byTerm(12).id)).statusCode).toBe(404); // a certificate is no destination
    const trusted = await signInAs(t.app, 'trusted');
    expect((await quote(id, trusted)).statusCode).toBe(200);
    expect((await close(id, savingsId, randomUUID(), trusted)).statusCode).toBe(403);
    expect(await terms(id)).toEqual(before.terms);
    expect(await countRows(t, 'journals')).toBe(before.journals);
  });

  it('closes to savings with one balanced journal: certificate emptied, dividend from expense, penalty to income, net to savings; once', async () => {
    const { id, balanceCents: principal } = byTerm(24);
    const penalty = simple(principal, 390, 180);
    const savingsId = list.savingsAccounts[0]!.id;
    const quoted = (await quote(id)).json() as CertificateEarlyClosureQuote;
    const savingsBefore = await ledgerSum(t, savingsId);
    const dividendBefore = await glSum(t, GL.dividendExpense);
    const penaltyBefore = await glSum(t, GL.earlyWithdrawalPenalty);
    const journalsBefore = await countRows(t, 'journals');
    const key = randomUUID();

    const first = await close(id, savingsId, key);
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json() as CertificateEarlyClosureReceipt;
    expect(receipt).toMatchObject({ certificateId: id, closedOn: today, principalCents: principal, accruedDividendCents: quoted.accruedDividendCents, penaltyCents: penalty, netCents: quoted.netCents, destination: { id: savingsId } });
    const entries = await t.database.db.selectFrom('ledger_entries').select(['arrangement_id', 'gl_account_id', 'amount_cents']).where('journal_id', '=', receipt.journalId!).execute();
    expect(entries.map((entry) => ({ ...entry, amount_cents: Number(entry.amount_cents) }))).toEqual(
      expect.arrayContaining([
        { arrangement_id: id, gl_account_id: null, amount_cents: principal },
        { arrangement_id: null, gl_account_id: GL.dividendExpense, amount_cents: quoted.accruedDividendCents },
        { arrangement_id: savingsId, gl_account_id: null, amount_cents: -quoted.netCents },
        { arrangement_id: null, gl_account_id: GL.earlyWithdrawalPenalty, amount_cents: -penalty },
      ]),
    );
    expect(entries).toHaveLength(4);
    expect(await ledgerSum(t, id)).toBe(0);
    expect(await ledgerSum(t, savingsId)).toBe(savingsBefore - quoted.netCents);
    expect(await glSum(t, GL.dividendExpense)).toBe(dividendBefore + quoted.accruedDividendCents);
    expect(await glSum(t, GL.earlyWithdrawalPenalty)).toBe(penaltyBefore - penalty);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    expect(await terms(id)).toMatchObject({ state: 'CLOSED' });
    expect(await arrangementState(id)).toBe('CLOSED');

    const again = await close(id, savingsId, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(receipt);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);

    expect((await close(id, savingsId)).statusCode).toBe(409);
    expect((await quote(id)).statusCode).toBe(409);
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('closes a certificate on the day its term started with three lines: no dividends yet, the penalty taken from principal', async () => {
    const savingsId = list.savingsAccounts[0]!.id;
    const agreementId = (await t.database.db.selectFrom('arrangements').select('agreement_id').where('id', '=', savingsId).executeTakeFirstOrThrow()).agreement_id;
    const id = randomUUID();
    const number = `43${String(Date.now()).slice(-8)}`;
    await t.database.db
      .insertInto('arrangements')
      .values({ id, agreement_id: agreementId, external_arrangement_id: `AR-${number}`, external_legal_entity_id: `LE-${number}`, external_product_id: 'CD-6M', product_kind: 'savings', product_type_name: 'Certificate', name: '6-Month Certificate', account_number: number, credit_limit_cents: null, principal_cents: null, opened_on: today, display_order: 99 })
      .execute();
    await t.database.db.insertInto('certificate_terms').values({ arrangement_id: id, product_id: 'certificate', term_months: 6, rate_bps: 400, apy_bps: 407, opened_on: today, maturity_date: maturityDateOf(today, 6), updated_at: t.clock.now() }).execute();
    await t.database.db.transaction().execute((trx) =>
      postJournal(trx, { kind: 'TEST', description: 'opening deposit', postedAt: t.clock.now(), bookingDate: today, lines: [{ glAccountId: GL.conversion, amountCents: 500_000 }, { arrangementId: id, amountCents: -500_000 }], memberLines: [] }),
    );
    // 90 days on $5,000.00 at 4.00%: 5,000 × 0.04 × 90 / 365 = $49.32 (49.315…).
    expect(4_932).toBe(simple(500_000, 400, 90));
    const response = await close(id, savingsId);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json() as CertificateEarlyClosureReceipt;
    expect(receipt).toMatchObject({ principalCents: 500_000, accruedDividendCents: 0, penaltyDays: 90, penaltyCents: 4_932, netCents: 495_068 });
    const entries = await t.database.db.selectFrom('ledger_entries').select(['arrangement_id', 'gl_account_id', 'amount_cents']).where('journal_id', '=', receipt.journalId!).execute();
    expect(entries.map((entry) => ({ ...entry, amount_cents: Number(entry.amount_cents) }))).toEqual(
      expect.arrayContaining([
        { arrangement_id: id, gl_account_id: null, amount_cents: 500_000 },
        { arrangement_id: savingsId, gl_account_id: null, amount_cents: -495_068 },
        { arrangement_id: null, gl_account_id: GL.earlyWithdrawalPenalty, amount_cents: -4_932 },
      ]),
    );
    expect(entries).toHaveLength(3);
    expect(await ledgerSum(t, id)).toBe(0);
  });

  it('takes the closed certificate off the product summary, lists it as CLOSED on /certs, and maturity skips it', async () => {
    const { id, maturityDate } = byTerm(24);
    expect((await productsOf(t.app, sid)).map((product) => product.id)).not.toContain(id);
    const after = (await t.app.inject({ method: 'GET', url: LIST, cookies: { sid } })).json() as CertificateList;
    expect(after.certificates.find((item) => item.id === id)).toMatchObject({ state: 'CLOSED', balanceCents: 0 });
    const journals = await countRows(t, 'journals');
    // The 24-month one would have transferred at its maturity; closed, it does not (the 12-month one renews).
    expect(await runDueCertificateMaturities(t.database.db, { today: maturityDate, now: t.clock.now() })).toMatchObject({ transferred: 0 });
    expect(await t.database.db.selectFrom('certificate_maturities').select('arrangement_id').where('arrangement_id', '=', id).execute()).toEqual([]);
    expect(await ledgerSum(t, id)).toBe(0);
    expect(await countRows(t, 'journals')).toBeGreaterThanOrEqual(journals);
  });

  it('answers 409 on the maturity date: maturity pays it out without a penalty', async () => {
    const { id, maturityDate } = byTerm(12);
    const fresh = await terms(id);
    // The previous test may have renewed it; aim at whichever maturity date it now has.
    const target = fresh.maturity_date;
    expect(target >= maturityDate).toBe(true);
    t.clock.advanceSeconds(daysBetween(today, target) * 86_400);
    const session = await signInAs(t.app, 'member');
    expect((await quote(id, session)).statusCode).toBe(409);
    const savingsId = list.savingsAccounts[0]!.id;
    expect((await close(id, savingsId, randomUUID(), session)).statusCode).toBe(409);
    expect(await terms(id)).toEqual(fresh);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
