/**
 * A loan's payoff quote good through a day the member chooses: through today it is the payoff the loan's page shows,
 * a later day adds that many days (30/360) of interest; a date it cannot quote answers 400 at /through with the message
 * of config/loan-servicing.json, another member's loan and an account that is not a loan answer 404, and asking
 * changes nothing. Dates come from the pinned clock (the suite also runs under faketime).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../engine/core';
import { addCalendarDays } from '../../engine/core/calendar';
import type { AccountDetail, ErrorResponse, LoanApplication, LoanPayoffQuote } from '../../engine/core/generated/api.gen';
import { accruedInterestCents, days360 } from '../../engine/core/loan-servicing';
import { businessDate } from '../../src/server/domain/business-date';
import { loanServicingManifest } from '../../src/manifests/loan-servicing-manifest';
import { acceptLoan } from './lending.support';
import { countRows, ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';
import { openApiDocumentOf } from '../support/openapi-document';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const LENDING = '/api/lending/client-api/v1';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const PRINCIPAL = 1_234_567;
const DAY_SECONDS = 86_400;
const rules = loanServicingManifest.payoffQuote;

describe.each(databaseKinds())('loan payoff quote (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let checking: string;
  let loanId: string;

  const today = () => businessDate(t.clock.now());
  const quote = (id: string, through: string | undefined, session = sid) =>
    t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${id}/payoff-quote${through === undefined ? '' : `?${new URLSearchParams({ through }).toString()}`}`, cookies: { sid: session } });
  const quoted = async (through: string): Promise<LoanPayoffQuote> => {
    const response = await quote(loanId, through);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LoanPayoffQuote;
  };
  const page = async (): Promise<AccountDetail> => {
    const response = await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${loanId}`, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AccountDetail;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    checking = productOf(await productsOf(t.app, sid), 'checking').id;
    const applied = await t.app.inject({
      method: 'POST',
      url: `${LENDING}/applications`,
      cookies: { sid },
      headers: { 'idempotency-key': randomUUID() },
      payload: { productId: 'auto-new', amountCents: PRINCIPAL, termMonths: 48, statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000, employmentStatus: 'EMPLOYED', purpose: 'Payoff quote test', consent: true },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const accepted = await acceptLoan(t.app, sid, (applied.json() as LoanApplication).id, checking);
    expect(accepted.statusCode, accepted.body).toBe(200);
    loanId = (accepted.json() as LoanApplication).arrangementId!;
    // Some days on, so interest has accrued and the payoff is more than the principal.
    t.clock.advanceSeconds(12 * DAY_SECONDS);
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('quotes through today the payoff the page shows, and each later day adds a day (30/360) of interest', async () => {
    const detail = await page();
    const servicing = detail.loanServicing!;
    const now = await quoted(today());
    expect(now.goodThrough).toBe(today());
    expect(now.payoffCents).toBe(servicing.payoff.amountCents);
    expect(now.payoffCents).toBeGreaterThan(PRINCIPAL);
    const apr = detail.details.interestRateBps!;
    expect(now.perDiemCents).toBe(accruedInterestCents(PRINCIPAL, apr, 1));

    const later = addCalendarDays(today(), 10);
    // No installment falls due before it: the quote is the same principal with more days of interest.
    expect(servicing.installments[0]!.dueDate > later).toBe(true);
    const ahead = await quoted(later);
    const days = days360(today(), later);
    expect(ahead).toEqual({ goodThrough: later, perDiemCents: now.perDiemCents, payoffCents: PRINCIPAL + accruedInterestCents(PRINCIPAL, apr, days360(detail.details.openingDate, later)) });
    // Rounded once over the whole period, so within a cent a day of the per-diem times the days.
    expect(Math.abs(ahead.payoffCents - now.payoffCents - days * now.perDiemCents)).toBeLessThanOrEqual(days);
    expect(ahead.payoffCents).toBeGreaterThan(now.payoffCents);

    expect((await quoted(addCalendarDays(today(), rules.maxDaysAhead))).goodThrough).toBe(addCalendarDays(today(), rules.maxDaysAhead));
  });

  it('takes payments into the quote like the page does', async () => {
    const response = await postOrder(t.app, sid, { fromAccountId: checking, toAccountId: loanId, amountCents: 50_000, acknowledgements: ['DUE_AMOUNT'] });
    expect(response.statusCode, response.body).toBe(201);
    const detail = await page();
    expect((await quoted(today())).payoffCents).toBe(detail.loanServicing!.payoff.amountCents);
  });

  it('answers 400 at /through with the configured message for a past, too far or malformed date', async () => {
    const cases: [string | undefined, string][] = [
      [addCalendarDays(today(), -1), rules.errors.past],
      [addCalendarDays(today(), rules.maxDaysAhead + 1), resolveTemplate(rules.errors.tooFar, { days: rules.maxDaysAhead })],
      ['2026-02-30', rules.errors.malformed],
      ['next friday', rules.errors.malformed],
      ['', rules.errors.malformed],
    ];
    for (const [through, message] of cases) {
      const response = await quote(loanId, through);
      expect(response.statusCode, `${through}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: '/through', message }] } satisfies ErrorResponse);
    }
    expect((await quote(loanId, undefined)).statusCode).toBe(400);
  });

  it("answers 404 for another member's loan, an account that is not a loan, and an unknown id", async () => {
    const other = await signInAs(t.app, 'business');
    expect((await quote(loanId, today(), other)).statusCode).toBe(404);
    expect((await quote(checking, today())).statusCode).toBe(404);
    expect((await quote(randomUUID(), today())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${loanId}/payoff-quote?through=${today()}` })).statusCode).toBe(401);
  });

  it('changes nothing', async () => {
    const before = { loan: await ledgerSum(t, loanId), journals: await countRows(t, 'journals'), orders: await countRows(t, 'payment_orders'), page: await page() };
    for (const through of [today(), addCalendarDays(today(), 10), addCalendarDays(today(), -1)]) await quote(loanId, through);
    expect({ loan: await ledgerSum(t, loanId), journals: await countRows(t, 'journals'), orders: await countRows(t, 'payment_orders'), page: await page() }).toEqual(before);
  });

  it('is in the OpenAPI document', async () => {
    const document = await openApiDocumentOf(t.app);
    expect(Object.keys(document.paths)).toContain('/api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}/payoff-quote');
  });
});
