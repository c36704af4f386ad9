import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, CertificateList } from '../../engine/core/generated/api.gen';
import { runDueCertificateMaturities } from '../../src/server/domain/certificates/maturity';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, productsOf, unbalancedJournals } from './payment-orders.support';

const LIST = '/api/certificates';
const renewal = (id: string) => `/api/certificates/${id}/renewal`;

describe.each(databaseKinds())('certificates (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let list: CertificateList;
  const byTerm = (months: number): Certificate => list.certificates.find((item) => item.termMonths === months)!;
  const load = async (session = sid): Promise<CertificateList> => (await t.app.inject({ method: 'GET', url: LIST, cookies: { sid: session } })).json() as CertificateList;
  const mature = (today: string) => runDueCertificateMaturities(t.database.db, { today, now: t.clock.now() });
  const terms = (id: string) => t.database.db.selectFrom('certificate_terms').selectAll().where('arrangement_id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    list = await load();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists member's seeded certificates with term, rate, maturity (a business day) and ledger balance", () => {
    // The pinned clock is Wednesday 2026-03-18: the 12-month certificate matures the coming Monday.
    expect(byTerm(12)).toMatchObject({ name: '12-Month Certificate', balanceCents: 1_000_000, rateBps: 425, apyBps: 433, openedOn: '2025-03-23', maturityDate: '2026-03-23', renewalChoice: 'RENEW', state: 'ACTIVE' });
    expect(byTerm(24)).toMatchObject({ balanceCents: 2_500_000, rateBps: 390, maturityDate: '2027-08-18', renewalChoice: 'TRANSFER_TO_SAVINGS', state: 'ACTIVE' });
    expect(list.savingsAccounts.map((account) => account.name)).toEqual(['Rainy Day Savings']);
    expect(byTerm(24).transferAccountId).toBe(list.savingsAccounts[0]!.id);
  });

  it("answers 404 for another member's certificate or a target that is not the member's savings, 403 for view-only, and changes nothing", async () => {
    const business = await signInAs(t.app, 'business');
    expect((await load(business)).certificates).toEqual([]);
    const id = byTerm(12).id;
    const before = await terms(id);
    const foreign = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid: business }, payload: { renewalChoice: 'RENEW' } });
    expect(foreign.statusCode).toBe(404);
    const checking = (await productsOf(t.app, sid)).find((entry) => entry.productKind === 'checking')!;
    const notSavings = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid }, payload: { renewalChoice: 'TRANSFER_TO_SAVINGS', transferAccountId: checking.id } });
    expect(notSavings.statusCode).toBe(404);
    const businessChecking = (await productsOf(t.app, business)).find((entry) => entry.productKind === 'checking')!;
    const theirSavings = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid }, payload: { renewalChoice: 'TRANSFER_TO_SAVINGS', transferAccountId: businessChecking.id } });
    expect(theirSavings.statusCode).toBe(404);
    const missingTarget = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid }, payload: { renewalChoice: 'TRANSFER_TO_SAVINGS' } });
    expect(missingTarget.statusCode).toBe(400);
    const trusted = await signInAs(t.app, 'trusted');
    expect((await load(trusted)).certificates).toHaveLength(2);
    const viewOnly = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid: trusted }, payload: { renewalChoice: 'RENEW' } });
    expect(viewOnly.statusCode).toBe(403);
    expect(await terms(id)).toEqual(before);
  });

  it('saves a renewal choice for an own certificate', async () => {
    const id = byTerm(24).id;
    const renew = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid }, payload: { renewalChoice: 'RENEW' } });
    expect(renew.statusCode, renew.body).toBe(200);
    expect(renew.json()).toMatchObject({ id, renewalChoice: 'RENEW', transferAccountId: null });
    const back = await t.app.inject({ method: 'PUT', url: renewal(id), cookies: { sid }, payload: { renewalChoice: 'TRANSFER_TO_SAVINGS', transferAccountId: list.savingsAccounts[0]!.id } });
    expect(back.json()).toMatchObject({ renewalChoice: 'TRANSFER_TO_SAVINGS', transferAccountId: list.savingsAccounts[0]!.id });
  });

  it('renews on the maturity date with the term dividend credited, at the current rate, exactly once', async () => {
    const id = byTerm(12).id;
    const journalsBefore = await countRows(t, 'journals');
    expect(await mature('2026-03-20')).toEqual({ renewed: 0, transferred: 0 });
    const results = kind === 'postgres' ? await Promise.all([mature('2026-03-23'), mature('2026-03-23')]) : [await mature('2026-03-23'), await mature('2026-03-23')];
    expect(results.reduce((sum, result) => sum + result.renewed, 0)).toBe(1);
    // 425 bps simple interest for the 365 days of the term on $10,000.00.
    expect(await ledgerSum(t, id)).toBe(-(1_000_000 + 42_500));
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    expect(await terms(id)).toMatchObject({ opened_on: '2026-03-23', maturity_date: '2027-03-23', rate_bps: 425, apy_bps: 433, last_matured_on: '2026-03-23', state: 'ACTIVE' });
    const maturity = await t.database.db.selectFrom('certificate_maturities').selectAll().where('arrangement_id', '=', id).execute();
    expect(maturity).toMatchObject([{ matured_on: '2026-03-23', outcome: 'RENEWED', interest_cents: 42_500, next_maturity_date: '2027-03-23' }]);
    expect(await mature('2026-03-24')).toEqual({ renewed: 0, transferred: 0 });
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('moves the whole balance with its dividend to the chosen savings at maturity and closes the certificate, exactly once', async () => {
    const id = byTerm(24).id;
    const savingsId = list.savingsAccounts[0]!.id;
    const savingsBefore = await ledgerSum(t, savingsId);
    const first = await mature('2027-08-18');
    // The 12-month certificate renewed again on 2027-03-23 in the same run.
    expect(first).toEqual({ renewed: 1, transferred: 1 });
    // 390 bps simple interest for 730 days on $25,000.00.
    const paid = 2_500_000 + 195_000;
    expect(await ledgerSum(t, savingsId)).toBe(savingsBefore - paid);
    expect(await ledgerSum(t, id)).toBe(0);
    expect(await terms(id)).toMatchObject({ state: 'PAID_OUT', last_matured_on: '2027-08-18' });
    expect((await t.database.db.selectFrom('arrangements').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('CLOSED');
    const journals = await countRows(t, 'journals');
    expect(await mature('2027-08-19')).toEqual({ renewed: 0, transferred: 0 });
    expect(await countRows(t, 'journals')).toBe(journals);
    expect(await ledgerSum(t, savingsId)).toBe(savingsBefore - paid);
    expect((await load()).certificates.find((item) => item.id === id)).toMatchObject({ state: 'PAID_OUT', balanceCents: 0 });
    expect(await unbalancedJournals(t)).toBe(0);
  });
});
