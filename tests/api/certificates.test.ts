import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, CertificateList } from '../../engine/core/generated/api.gen';
import { runDueCertificateMaturities } from '../../src/server/domain/certificates/maturity';
import { maturityDateOf } from '../../src/server/domain/certificates/term';
import { addDays } from '../../src/server/seed/calendar';
import { addMonths, daysBetween } from '../../engine/core/calendar';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { countRows, ledgerSum, productsOf, unbalancedJournals } from './payment-orders.support';
import { businessDate } from '../../src/server/domain/business-date';
import { daysOf, periodDividendCents } from '../../engine/core/dividends';
import { storedSumDrifts } from '../../src/server/domain/ledger/stored-sums';

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

  /** What the dividend periods recorded for a certificate paid. */
  const seededDividends = async (id: string): Promise<number> =>
    (await t.database.db.selectFrom('dividend_postings').select('amount_cents').where('arrangement_id', '=', id).execute()).reduce((sum, row) => sum + Number(row.amount_cents), 0);
  /** The last day a dividend period was recorded for. */
  const lastPeriodEnd = async (id: string): Promise<string> =>
    (await t.database.db.selectFrom('dividend_postings').select('period_end').where('arrangement_id', '=', id).orderBy('period_end', 'desc').executeTakeFirstOrThrow()).period_end;
  /** Daily accrual on a constant balance from `from` to `through`, both included (nothing moves a certificate in its term). */
  const accrued = (balanceCents: number, rateBps: number, from: string, through: string): number => periodDividendCents(daysOf(from, through).map(() => balanceCents), rateBps);
  /** Simple interest at `rateBps` for the days from `from` to `to`, actual/365, on `principalCents`. */
  const dividend = (principalCents: number, rateBps: number, from: string, to: string): number => Math.round((principalCents * rateBps * daysBetween(from, to)) / 3_650_000);

  it("lists member's seeded certificates with term, rate, maturity (a business day) and ledger balance", async () => {
    // The seed starts the 12-month term twelve months less five days before the clock's day, so it matures this week.
    const today = businessDate(t.clock.now());
    const twelve = byTerm(12);
    // Principal plus the month-end dividends the seed paid since the term started.
    expect(twelve.balanceCents).toBe(1_000_000 + (await seededDividends(twelve.id)));
    expect(twelve.balanceCents).toBeGreaterThan(1_000_000);
    expect(byTerm(24).balanceCents).toBe(2_500_000 + (await seededDividends(byTerm(24).id)));
    expect(twelve).toMatchObject({ name: '12-Month Certificate', rateBps: 425, apyBps: 433, openedOn: addDays(addMonths(today, -12), 5), renewalChoice: 'RENEW', state: 'ACTIVE' });
    expect(twelve.maturityDate).toBe(maturityDateOf(twelve.openedOn, 12));
    expect(twelve.maturityDate > today && twelve.maturityDate <= addDays(today, 9)).toBe(true);
    expect(byTerm(24)).toMatchObject({ rateBps: 390, openedOn: addMonths(today, -7), maturityDate: maturityDateOf(addMonths(today, -7), 24), renewalChoice: 'TRANSFER_TO_SAVINGS', state: 'ACTIVE' });
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
    const { id, openedOn, maturityDate } = byTerm(12);
    const next = maturityDateOf(maturityDate, 12);
    // Paid at maturity: what accrued since the seed's last month-end dividend, to the day before maturity.
    const balance = -(await ledgerSum(t, id));
    const interest = accrued(balance, 425, addDays(await lastPeriodEnd(id), 1), addDays(maturityDate, -1));
    const journalsBefore = await countRows(t, 'journals');
    expect(await mature(addDays(maturityDate, -1))).toEqual({ renewed: 0, transferred: 0 });
    const results = kind === 'postgres' ? await Promise.all([mature(maturityDate), mature(maturityDate)]) : [await mature(maturityDate), await mature(maturityDate)];
    expect(results.reduce((sum, result) => sum + result.renewed, 0)).toBe(1);
    expect(interest).toBeGreaterThan(0);
    expect(await ledgerSum(t, id)).toBe(-(balance + interest));
    // Monthly compounding pays the term more than simple interest on the principal would.
    expect((await seededDividends(id)) + interest).toBeGreaterThan(dividend(1_000_000, 425, openedOn, maturityDate));
    expect(await countRows(t, 'journals')).toBe(journalsBefore + 1);
    expect(await terms(id)).toMatchObject({ opened_on: maturityDate, maturity_date: next, rate_bps: 425, apy_bps: 433, last_matured_on: maturityDate, state: 'ACTIVE' });
    const maturity = await t.database.db.selectFrom('certificate_maturities').selectAll().where('arrangement_id', '=', id).execute();
    expect(maturity).toMatchObject([{ matured_on: maturityDate, outcome: 'RENEWED', interest_cents: interest, next_maturity_date: next }]);
    expect(await mature(addDays(maturityDate, 1))).toEqual({ renewed: 0, transferred: 0 });
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('moves the whole balance with its dividend to the chosen savings at maturity and closes the certificate, exactly once', async () => {
    const { id, openedOn, maturityDate } = byTerm(24);
    const savingsId = list.savingsAccounts[0]!.id;
    const savingsBefore = await ledgerSum(t, savingsId);
    const balance = -(await ledgerSum(t, id));
    const lastEnd = await lastPeriodEnd(id);
    const first = await mature(maturityDate);
    // The renewed 12-month certificate matured again (about five months earlier) in the same run.
    expect(first).toEqual({ renewed: 1, transferred: 1 });
    // Its balance (principal and the seeded dividends) and what accrued since, at maturity, with no job run in between.
    const paid = balance + accrued(balance, 390, addDays(lastEnd, 1), addDays(maturityDate, -1));
    expect(paid).toBeGreaterThan(2_500_000 + dividend(2_500_000, 390, openedOn, openedOn < lastEnd ? lastEnd : openedOn));
    expect(await ledgerSum(t, savingsId)).toBe(savingsBefore - paid);
    expect(await ledgerSum(t, id)).toBe(0);
    expect(await terms(id)).toMatchObject({ state: 'PAID_OUT', last_matured_on: maturityDate });
    expect((await t.database.db.selectFrom('arrangements').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('CLOSED');
    const journals = await countRows(t, 'journals');
    expect(await mature(addDays(maturityDate, 1))).toEqual({ renewed: 0, transferred: 0 });
    expect(await countRows(t, 'journals')).toBe(journals);
    expect(await ledgerSum(t, savingsId)).toBe(savingsBefore - paid);
    expect((await load()).certificates.find((item) => item.id === id)).toMatchObject({ state: 'PAID_OUT', balanceCents: 0 });
    expect(await unbalancedJournals(t)).toBe(0);
  });

  it('keeps the stored ledger sum of every account equal to the sum of its entries after these postings', async () => {
    expect(await storedSumDrifts(t.database.db)).toEqual([]);
  });
});
