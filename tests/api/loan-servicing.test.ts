/**
 * Loan servicing: a loan funded through lending is serviceable. Its account detail carries the
 * stored schedule with each installment's status as transfers into the loan cover it, the next payment, what is past
 * due and the payoff; the summary's past due of that loan comes from the same schedule. Dates come from the pinned
 * clock (the suite also runs under faketime on 2026-12-31 and 2028-02-29).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, LoanApplication, LoanServicing, ProductSummary } from '../../engine/core/generated/api.gen';
import { accruedInterestCents, days360 } from '../../engine/core/loan-servicing';
import { businessDate } from '../../src/server/domain/business-date';
import { acceptLoan } from './lending.support';
import { ledgerSum, postOrder, productOf, productsOf } from './payment-orders.support';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const LENDING = '/api/lending/client-api/v1';
const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const PRINCIPAL = 1_234_567;
const DAY_SECONDS = 86_400;

describe.each(databaseKinds())('loan servicing (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  let checking: string;
  let loanId: string;

  const detail = async (id: string, session = sid) => t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${id}`, cookies: { sid: session } });
  const servicing = async (): Promise<{ account: AccountDetail; servicing: LoanServicing }> => {
    const response = await detail(loanId);
    expect(response.statusCode, response.body).toBe(200);
    const account = response.json() as AccountDetail;
    expect(account.loanServicing).toBeDefined();
    return { account, servicing: account.loanServicing! };
  };
  const statuses = (state: LoanServicing) => state.installments.slice(0, 3).map((row) => [row.status, row.paidCents]);
  /** A transfer into the loan; less than the level payment asks for the pay-less-than-due acknowledgement. */
  const pay = async (amountCents: number, partial = false) => {
    const response = await postOrder(t.app, sid, { fromAccountId: checking, toAccountId: loanId, amountCents, ...(partial ? { acknowledgements: ['DUE_AMOUNT'] } : {}) });
    expect(response.statusCode, response.body).toBe(201);
  };
  const today = () => businessDate(t.clock.now());

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
    checking = productOf(await productsOf(t.app, sid), 'checking').id;
    const headers = () => ({ 'idempotency-key': randomUUID() });
    const applied = await t.app.inject({
      method: 'POST',
      url: `${LENDING}/applications`,
      cookies: { sid },
      headers: headers(),
      payload: { productId: 'auto-new', amountCents: PRINCIPAL, termMonths: 48, statedAnnualIncomeCents: 15_000_000, monthlyHousingCents: 150_000, employmentStatus: 'EMPLOYED', purpose: 'Servicing test', consent: true },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = applied.json() as LoanApplication;
    expect(application.status).toBe('APPROVED');
    const accepted = await acceptLoan(t.app, sid, application.id, checking);
    expect(accepted.statusCode, accepted.body).toBe(200);
    loanId = (accepted.json() as LoanApplication).arrangementId!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a new loan with the first installment due, the payoff its principal, and the terms from the schedule', async () => {
    const { account, servicing: state } = await servicing();
    expect(state.asOf).toBe(today());
    expect(state.installments).toHaveLength(48);
    expect(state.installments.reduce((sum, row) => sum + row.principalCents, 0)).toBe(PRINCIPAL);
    expect(statuses(state)).toEqual([['DUE', 0], ['UPCOMING', 0], ['UPCOMING', 0]]);
    const first = state.installments[0]!;
    expect(state.nextDue).toEqual({ installment: 1, dueDate: first.dueDate, amountCents: first.paymentCents });
    expect(state.pastDue).toBeUndefined();
    // Funded today: no interest has accrued yet.
    expect(state.payoff).toEqual({ amountCents: PRINCIPAL, asOf: today(), outstandingPrincipalCents: PRINCIPAL, accruedInterestCents: 0 });
    expect(account.details).toMatchObject({ paymentDueDate: first.dueDate, minimumDueCents: first.paymentCents });
    expect(account.pastDue).toBeUndefined();
  });

  it('applies a transfer of one installment and a partial one, oldest installment first', async () => {
    const before = (await servicing()).servicing.installments;
    const [first, second] = [before[0]!, before[1]!];
    await pay(first.paymentCents);
    await pay(10_000, true);
    const { account, servicing: state } = await servicing();
    expect(statuses(state)).toEqual([['PAID', first.paymentCents], ['PARTIALLY_PAID', 10_000], ['UPCOMING', 0]]);
    expect(state.nextDue).toEqual({ installment: 2, dueDate: second.dueDate, amountCents: second.paymentCents - 10_000 });
    expect(state.pastDue).toBeUndefined();
    expect(account.details).toMatchObject({ paymentDueDate: second.dueDate, minimumDueCents: second.paymentCents - 10_000 });
    // Nothing is due yet, so everything paid is paid ahead; still the funding day, so no interest.
    expect(state.payoff.amountCents).toBe(PRINCIPAL - first.paymentCents - 10_000);
    expect(state.payoff.outstandingPrincipalCents).toBe(PRINCIPAL - first.principalCents - (10_000 - second.interestCents));
    // The ledger owes what the payments left.
    expect(await ledgerSum(t, loanId)).toBe(PRINCIPAL - first.paymentCents - 10_000);
  });

  it('after the second due date goes by short: its rest is past due, in the detail and in the summary', async () => {
    const { servicing: before } = await servicing();
    const [first, second, third] = [before.installments[0]!, before.installments[1]!, before.installments[2]!];
    // Move the pinned clock to the day after the second due date (15:00 UTC keeps the same calendar day).
    const target = new Date(`${second.dueDate}T15:00:00.000Z`).getTime() + DAY_SECONDS * 1000;
    t.clock.advanceSeconds(Math.round((target - t.clock.now().getTime()) / 1000));
    sid = await signInAs(t.app, 'member');
    expect(today() > second.dueDate).toBe(true);

    const { account, servicing: state } = await servicing();
    expect(state.asOf).toBe(today());
    expect(statuses(state)).toEqual([['PAID', first.paymentCents], ['PAST_DUE', 10_000], [third.dueDate < today() ? 'PAST_DUE' : 'DUE', 0]]);
    const pastDueCents = second.paymentCents - 10_000;
    expect(state.pastDue).toEqual({ amountCents: pastDueCents, oldestDueDate: second.dueDate, installments: 1 });
    expect(state.nextDue).toEqual({ installment: 3, dueDate: third.dueDate, amountCents: third.paymentCents });
    expect(account.pastDue).toEqual({ amountCents: pastDueCents, dueDate: second.dueDate });
    // The past-due amount is kept apart from this month's installment; the total due is both.
    expect(account.details).toMatchObject({ paymentDueDate: third.dueDate, minimumDueCents: third.paymentCents, pastDueCents, totalDueCents: third.paymentCents + pastDueCents });

    // Payoff: the principal after installments 1 and 2 as paid, the unpaid interest of 2, interest since its due date.
    const principalPaidOnSecond = Math.max(0, 10_000 - second.interestCents);
    const accruing = PRINCIPAL - first.principalCents - principalPaidOnSecond;
    const accrued = accruedInterestCents(accruing, (account.details.interestRateBps ?? 0), days360(second.dueDate, today()));
    expect(accrued).toBeGreaterThan(0);
    expect(state.payoff).toEqual({
      amountCents: accruing + (second.interestCents - Math.min(10_000, second.interestCents)) + accrued,
      asOf: today(),
      outstandingPrincipalCents: accruing,
      accruedInterestCents: accrued,
    });

    const summary = (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary;
    const entry = summary.groups.flatMap((group) => group.products).find((product) => product.id === loanId)!;
    expect(entry.pastDue).toEqual({ amountCents: pastDueCents, dueDate: second.dueDate });

    // Paying the rest cures it.
    await pay(pastDueCents, true);
    const cured = (await servicing()).servicing;
    expect(cured.pastDue).toBeUndefined();
    expect(cured.installments[1]!.status).toBe('PAID');
    const after = (await t.app.inject({ method: 'GET', url: SUMMARY, cookies: { sid } })).json() as ProductSummary;
    expect(after.groups.flatMap((group) => group.products).find((product) => product.id === loanId)!.pastDue).toBeUndefined();
  });

  it('leaves a seeded loan without a schedule with no servicing, its past due from arrangement_past_due, and a daily-interest payoff', async () => {
    const delinquent = await signInAs(t.app, 'delinquent');
    const products = await productsOf(t.app, delinquent);
    const loans = products.filter((product) => product.productKind === 'autoLoan');
    expect(loans.length).toBeGreaterThan(0);
    const stored = await t.database.db.selectFrom('arrangement_past_due').selectAll().where('arrangement_id', 'in', loans.map((loan) => loan.id)).execute();
    for (const loan of loans) {
      const account = (await detail(loan.id, delinquent)).json() as AccountDetail;
      expect(account.loanServicing).toBeUndefined();
      // Its payoff is the balance owed (the missed payment is part of it, not added again) plus the interest accrued since it was last charged.
      expect(account.loanPayoff).toMatchObject({ outstandingPrincipalCents: account.bookedBalanceCents, amountCents: account.bookedBalanceCents + account.loanPayoff!.accruedDays * account.loanPayoff!.perDiemCents });
      const row = stored.find((entry) => entry.arrangement_id === loan.id);
      expect(loan.pastDue).toEqual(row ? { amountCents: row.amount_cents, dueDate: row.due_date } : undefined);
      expect(account.pastDue).toEqual(loan.pastDue);
    }
  });

  it("answers 404 for another member's loan and changes nothing", async () => {
    const business = await signInAs(t.app, 'business');
    const before = await ledgerSum(t, loanId);
    const response = await detail(loanId, business);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('installments');
    expect(await ledgerSum(t, loanId)).toBe(before);
  });
});
