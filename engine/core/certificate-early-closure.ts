import type { CertificateEarlyClosureRule } from './generated/manifests.gen';

const DAYS_IN_YEAR = 365;

/**
 * Simple dividends (actual/365) on `principalCents` at `rateBps` for `days`, rounded to the cent: the one formula
 * behind a certificate's term dividend at maturity, the dividends accrued to an early closing, and the early
 * withdrawal penalty, so the three always agree.
 */
export function simpleDividendCents(principalCents: number, rateBps: number, days: number): number {
  if (principalCents <= 0 || rateBps <= 0 || days <= 0) return 0;
  return Math.round((principalCents * rateBps * days) / (10_000 * DAYS_IN_YEAR));
}

/**
 * The penalty's days of dividends for a term: the first band (ascending) whose termMonthsAtMost covers it. A term
 * longer than every band takes the last (largest) band, so an unlisted term never escapes the penalty.
 */
export function earlyClosurePenaltyDays(termMonths: number, rule: CertificateEarlyClosureRule): number {
  const bands = [...rule.penaltyBands].sort((a, b) => a.termMonthsAtMost - b.termMonthsAtMost);
  const band = bands.find((candidate) => termMonths <= candidate.termMonthsAtMost) ?? bands[bands.length - 1];
  return band?.penaltyDays ?? 0;
}

export interface EarlyClosureFigures {
  readonly penaltyDays: number;
  readonly penaltyCents: number;
  readonly netCents: number;
}

/**
 * What an early closing pays. The dividends accrued to the closing day are paid with the principal; the penalty
 * (simple dividends on the principal for the band's days) is then taken from that total. It is not limited to the
 * accrued dividends, so it may reduce principal, as the certificate agreement says; it never takes more than the
 * total, so the net is never negative.
 */
export function earlyClosureFigures(
  input: { readonly principalCents: number; readonly accruedDividendCents: number; readonly rateBps: number; readonly termMonths: number },
  rule: CertificateEarlyClosureRule,
): EarlyClosureFigures {
  const penaltyDays = earlyClosurePenaltyDays(input.termMonths, rule);
  const total = Math.max(0, input.principalCents) + Math.max(0, input.accruedDividendCents);
  const penaltyCents = Math.min(total, simpleDividendCents(input.principalCents, input.rateBps, penaltyDays));
  return { penaltyDays, penaltyCents, netCents: total - penaltyCents };
}
