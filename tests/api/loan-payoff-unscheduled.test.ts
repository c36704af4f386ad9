/**
 * The payoff of a loan or line with no stored payment schedule (the member's seeded auto loan and HELOC): its page
 * shows it good through today and the quote route answers it through any day allowed. Each figure is reconciled by
 * hand from the member's own transactions list: the balance owed (the newest running balance) plus a per-diem of
 * APR / 365 on it for each day after the last interest charge. Dates come from the pinned clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../engine/core/calendar';
import type { AccountDetail, LoanPayoffQuote } from '../../engine/core/generated/api.gen';
import { businessDate } from '../../src/server/domain/business-date';
import { productOf, productsOf } from './payment-orders.support';
import { createTestApp, signInAs, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { DEFAULT_TEST_NOW } from '../support/test-clock';

const SUMMARY = '/api/arrangement-manager/client-api/v2/productsummary';
const TRANSACTIONS = '/api/transaction-manager/client-api/v2/transactions';
const DAY_MS = 86_400_000;

interface Line {
  bookingDate: string;
  type: string;
  runningBalanceCents?: number;
}

describe.each(databaseKinds())('payoff of a loan without a stored schedule (%s)', (kind) => {
  let t: TestApp;
  let sid: string;
  const today = () => businessDate(t.clock.now());
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const quoted = (id: string, through: string) => get<LoanPayoffQuote>(`${SUMMARY}/arrangements/${id}/payoff-quote?through=${through}`);

  /** By hand, from the transactions list: what the member owes and the day its interest was last charged. */
  async function handFacts(id: string): Promise<{ balance: number; chargedThrough: string }> {
    const lines = await get<Line[]>(`${TRANSACTIONS}?${new URLSearchParams({ arrangementId: id, state: 'COMPLETED', size: '100' }).toString()}`);
    const newest = lines[0]!;
    const charge = lines.find((line) => line.type === 'INTEREST_CHARGE');
    expect(charge, 'the seeded history charges interest monthly').toBeDefined();
    return { balance: newest.runningBalanceCents!, chargedThrough: charge!.bookingDate };
  }
  const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
  /** APR / 365 of a day on the balance, to the nearest cent (half up). */
  const perDiemByHand = (balance: number, aprBps: number) => Math.floor((balance * aprBps) / 3_650_000 + 0.5);

  beforeAll(async () => {
    t = await createTestApp(kind);
    sid = await signInAs(t.app, 'member');
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const [productKind, label] of [
    ['autoLoan', 'auto loan'],
    ['heloc', 'HELOC'],
  ] as const) {
    it(`the ${label}: the page's payoff and quotes through today and ten days on are the balance owed plus days × per-diem`, async () => {
      const loan = productOf(await productsOf(t.app, sid), productKind);
      const detail = await get<AccountDetail>(`${SUMMARY}/arrangements/${loan.id}`);
      expect(detail.loanServicing).toBeUndefined();
      const apr = detail.details.interestRateBps!;
      const { balance, chargedThrough } = await handFacts(loan.id);
      expect(balance).toBe(detail.bookedBalanceCents);
      const perDiem = perDiemByHand(balance, apr);
      expect(perDiem).toBeGreaterThan(0);
      const days = daysFrom(chargedThrough, today());

      expect(detail.loanPayoff).toEqual({
        amountCents: balance + days * perDiem,
        asOf: today(),
        outstandingPrincipalCents: balance,
        accruedInterestCents: days * perDiem,
        accruedDays: days,
        perDiemCents: perDiem,
        interestChargedThrough: chargedThrough,
      });
      const now = await quoted(loan.id, today());
      expect(now).toEqual({ payoffCents: balance + days * perDiem, goodThrough: today(), perDiemCents: perDiem });
      expect(now.payoffCents).toBe(detail.loanPayoff!.amountCents);

      const later = addCalendarDays(today(), 10);
      expect(await quoted(loan.id, later)).toEqual({ payoffCents: balance + (days + 10) * perDiem, goodThrough: later, perDiemCents: perDiem });
    });
  }

  // The figures of the default pinned day (2026-03-18), worked out from the seeded history.
  it.runIf(!process.env.TEST_NOW?.trim())('on the default pinned day, the exact figures', async () => {
    expect(today()).toBe(DEFAULT_TEST_NOW.slice(0, 10));
    const products = await productsOf(t.app, sid);
    const auto = productOf(products, 'autoLoan').id;
    const heloc = productOf(products, 'heloc').id;
    // Auto loan: $18,906.04 owed after the March payment, at 5.49%: 1,890,604 × 0.0549 / 365 = 284.37 → $2.84 a day.
    // Interest last charged 2026-03-04: 14 days through 2026-03-18 (3,976), 24 through 2026-03-28 (6,816).
    const BALANCE_AUTO = 1_890_604;
    const PER_DIEM_AUTO = 284;
    expect(BALANCE_AUTO + 14 * PER_DIEM_AUTO).toBe(1_894_580);
    expect(await quoted(auto, '2026-03-18')).toEqual({ payoffCents: BALANCE_AUTO + 14 * PER_DIEM_AUTO, goodThrough: '2026-03-18', perDiemCents: PER_DIEM_AUTO });
    expect(await quoted(auto, '2026-03-28')).toEqual({ payoffCents: BALANCE_AUTO + 24 * PER_DIEM_AUTO, goodThrough: '2026-03-28', perDiemCents: PER_DIEM_AUTO });
    // HELOC: $10,995.71 owed at 7.25%: 1,099,571 × 0.0725 / 365 = 218.41 → $2.18 a day.
    // Interest last charged 2026-03-10: 8 days through 2026-03-18 (1,744), 18 through 2026-03-28 (3,924).
    const BALANCE_HELOC = 1_099_571;
    const PER_DIEM_HELOC = 218;
    expect(BALANCE_HELOC + 8 * PER_DIEM_HELOC).toBe(1_101_315);
    expect(await quoted(heloc, '2026-03-18')).toEqual({ payoffCents: BALANCE_HELOC + 8 * PER_DIEM_HELOC, goodThrough: '2026-03-18', perDiemCents: PER_DIEM_HELOC });
    expect(await quoted(heloc, '2026-03-28')).toEqual({ payoffCents: BALANCE_HELOC + 18 * PER_DIEM_HELOC, goodThrough: '2026-03-28', perDiemCents: PER_DIEM_HELOC });
  });

  it("still answers 404 for an account that is not a loan or line, and another member's loan", async () => {
    const products = await productsOf(t.app, sid);
    const checking = productOf(products, 'checking').id;
    const auto = productOf(products, 'autoLoan').id;
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${checking}/payoff-quote?through=${today()}`, cookies: { sid } })).statusCode).toBe(404);
    const other = await signInAs(t.app, 'business');
    expect((await t.app.inject({ method: 'GET', url: `${SUMMARY}/arrangements/${auto}/payoff-quote?through=${today()}`, cookies: { sid: other } })).statusCode).toBe(404);
  });
});
