import { describe, expect, it } from 'vitest';
import { earlyClosureFigures, earlyClosurePenaltyDays, simpleDividendCents } from '../../../engine/core/certificate-early-closure';
import type { CertificateEarlyClosureRule } from '../../../engine/core/generated/manifests.gen';
import accountOpeningJson from '../../../config/account-opening.json';

const rule = accountOpeningJson.earlyClosure as CertificateEarlyClosureRule;

describe('earlyClosurePenaltyDays', () => {
  it('charges 90 days up to 12 months and 180 days for longer terms, as the certificate agreement says', () => {
    expect([6, 12].map((months) => earlyClosurePenaltyDays(months, rule))).toEqual([90, 90]);
    expect([13, 18, 24, 60].map((months) => earlyClosurePenaltyDays(months, rule))).toEqual([180, 180, 180, 180]);
  });

  it('takes the first band that covers the term, whatever the order, and the last band beyond every band', () => {
    const shuffled: CertificateEarlyClosureRule = { penaltyBands: [{ termMonthsAtMost: 24, penaltyDays: 180 }, { termMonthsAtMost: 6, penaltyDays: 30 }] };
    expect(earlyClosurePenaltyDays(6, shuffled)).toBe(30);
    expect(earlyClosurePenaltyDays(7, shuffled)).toBe(180);
    expect(earlyClosurePenaltyDays(120, shuffled)).toBe(180);
  });

  it('covers every term the catalogue offers', () => {
    const terms = accountOpeningJson.products.flatMap((product) => ('terms' in product && product.terms ? product.terms.map((term) => term.months) : []));
    expect(terms.length).toBeGreaterThan(0);
    for (const months of terms) expect(rule.penaltyBands.some((band) => months <= band.termMonthsAtMost)).toBe(true);
  });
});

describe('simpleDividendCents', () => {
  it('is actual/365 simple interest rounded to the cent', () => {
    // $10,000.00 at 4.25% for 90 days: 104.794… dollars.
    expect(simpleDividendCents(1_000_000, 425, 90)).toBe(10_479);
    // $25,000.00 at 3.90% for 180 days: 480.821… dollars.
    expect(simpleDividendCents(2_500_000, 390, 180)).toBe(48_082);
    expect(simpleDividendCents(1_000_000, 425, 0)).toBe(0);
    expect(simpleDividendCents(1_000_000, 425, -3)).toBe(0);
    expect(simpleDividendCents(0, 425, 90)).toBe(0);
  });
});

describe('earlyClosureFigures', () => {
  it('pays principal and accrued dividends less the penalty', () => {
    expect(earlyClosureFigures({ principalCents: 1_000_000, accruedDividendCents: 40_000, rateBps: 425, termMonths: 12 }, rule)).toEqual({ penaltyDays: 90, penaltyCents: 10_479, netCents: 1_029_521 });
  });

  it('lets the penalty reduce principal when fewer dividends have accrued than it takes', () => {
    // Closed 30 days into a 24-month term: 30 days accrued, 180 days taken.
    const accrued = simpleDividendCents(2_500_000, 390, 30);
    const figures = earlyClosureFigures({ principalCents: 2_500_000, accruedDividendCents: accrued, rateBps: 390, termMonths: 24 }, rule);
    expect(figures).toEqual({ penaltyDays: 180, penaltyCents: 48_082, netCents: 2_500_000 + accrued - 48_082 });
    expect(figures.netCents).toBeLessThan(2_500_000);
  });

  it('never takes more than principal plus dividends', () => {
    const figures = earlyClosureFigures({ principalCents: 100, accruedDividendCents: 0, rateBps: 10_000, termMonths: 60 }, { penaltyBands: [{ termMonthsAtMost: 120, penaltyDays: 3650 }] });
    expect(figures).toEqual({ penaltyDays: 3650, penaltyCents: 100, netCents: 0 });
  });
});
