import { describe, expect, it } from 'vitest';
import { apyEarnedBps, averageDailyBalance, daysIn, memberSignedCents } from '../../src/server/domain/statement-figures';

describe('averageDailyBalance', () => {
  it('averages the balance at the end of each day of the period', () => {
    // 10 days at $1,000.00, then 20 days at $1,300.00: (10 × 100000 + 20 × 130000) / 30 = 120000.
    expect(averageDailyBalance(100_000, [{ bookingDate: '2026-06-11', deltaCents: 30_000 }], '2026-06-01', '2026-06-30')).toBe(120_000);
  });

  it('counts a line on the first day from that day on', () => {
    expect(averageDailyBalance(0, [{ bookingDate: '2026-06-01', deltaCents: 3_000 }], '2026-06-01', '2026-06-03')).toBe(3_000);
  });
});

describe('apyEarnedBps', () => {
  it('follows 100 × [(1 + dividends / average daily balance)^(365 / days) − 1]', () => {
    // $3.64 on $12,487.33 over 30 days: 100 × ((1 + 364/1248733)^(365/30) − 1) = 0.3553…% → 36 bps.
    expect(apyEarnedBps(364, 1_248_733, 30)).toBe(36);
    // A year's dividends of 5% on a flat balance over 365 days earn exactly 5.00%.
    expect(apyEarnedBps(5_000, 100_000, 365)).toBe(500);
    expect(daysIn('2026-06-01', '2026-06-30')).toBe(30);
  });

  it('is zero without dividends or without a positive balance', () => {
    expect(apyEarnedBps(0, 100_000, 30)).toBe(0);
    expect(apyEarnedBps(100, 0, 30)).toBe(0);
  });
});

describe('memberSignedCents', () => {
  it("signs as the app's transaction list does: credits positive, debits negative, whatever the account", () => {
    expect(memberSignedCents({ creditDebit: 'DEBIT', amountCents: 1_242 })).toBe(-1_242);
    expect(memberSignedCents({ creditDebit: 'CREDIT', amountCents: 1_242 })).toBe(1_242);
  });
});
