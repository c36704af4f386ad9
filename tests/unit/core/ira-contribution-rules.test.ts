import { describe, expect, it } from 'vitest';
import errorsJson from '../../../config/errors.json';
import limitsJson from '../../../config/limits.json';
import { ageAtEndOfYear, ageInMonths, checkPayment, openTaxYears, priorYearDeadline, yearlyContributionLimit, type PaymentRuleInput } from '../../../engine/core/payment-rules';
import type { LimitsManifest } from '../../../engine/core/generated/manifests.gen';

const limits: LimitsManifest = limitsJson;
const { errors } = errorsJson;
const LIMIT = limits.amounts.yearlyContributionLimitCents.ira!;
const CATCH_UP = limits.contributionCatchUp!.ira!;
const APRIL_15 = { month: 4, day: 15 };

const contribution = (amountCents: number, contributed: number, birthDate?: string): PaymentRuleInput => ({
  kind: 'INTERNAL_TRANSFER',
  amountCents,
  timing: 'IMMEDIATE',
  frequency: 'ONCE',
  today: '2026-03-18',
  from: { kind: 'savings' },
  to: { kind: 'ira', balanceCents: 0 },
  contributedInYearCents: contributed,
  contributionYear: 2025,
  ...(birthDate === undefined ? {} : { contributorBirthDate: birthDate }),
});
const codes = (input: PaymentRuleInput): string[] => checkPayment(input, limits, errors).map((violation) => violation.code);

describe('IRA contribution rules (engine/core/payment-rules/contribution.ts)', () => {
  it('counts age on December 31 of the tax year', () => {
    expect(ageAtEndOfYear('1975-12-31', 2025)).toBe(50);
    expect(ageAtEndOfYear('1976-01-01', 2025)).toBe(49);
  });

  it('counts whole months of age on a day', () => {
    expect(ageInMonths('1966-09-18', '2026-03-18')).toBe(714);
    expect(ageInMonths('1966-09-19', '2026-03-18')).toBe(713);
  });

  it('adds the catch-up from the age the contributor reaches by the end of the tax year', () => {
    expect(yearlyContributionLimit('ira', limits, { year: 2025 })).toBe(LIMIT);
    expect(yearlyContributionLimit('ira', limits, { year: 2025, birthDate: '1975-12-31' })).toBe(LIMIT + CATCH_UP.cents);
    expect(yearlyContributionLimit('ira', limits, { year: 2025, birthDate: '1976-01-01' })).toBe(LIMIT);
    expect(yearlyContributionLimit('savings', limits, { year: 2025, birthDate: '1950-01-01' })).toBeUndefined();
  });

  it('applies the limit with the catch-up at the edge: exactly the limit passes, one cent more is refused', () => {
    expect(codes(contribution(LIMIT, 0))).toEqual([]);
    expect(codes(contribution(LIMIT + 1, 0))).toEqual(['contributionLimitExceeded']);
    expect(codes(contribution(LIMIT + CATCH_UP.cents, 0, '1975-12-31'))).toEqual([]);
    expect(codes(contribution(LIMIT + CATCH_UP.cents + 1, 0, '1975-12-31'))).toEqual(['contributionLimitExceeded']);
    expect(checkPayment(contribution(1, LIMIT + CATCH_UP.cents, '1975-06-01'), limits, errors)[0]?.message).toBe(
      'This amount is more than you can still contribute to this account for 2025: the yearly limit is $8,000.00 and $0.00 remains.',
    );
  });

  it('keeps the prior tax year open until the deadline, moved to the next business day when it is not one', () => {
    expect(openTaxYears('2026-01-02', APRIL_15)).toEqual([2026, 2025]);
    expect(openTaxYears('2026-04-15', APRIL_15)).toEqual([2026, 2025]);
    expect(openTaxYears('2026-04-16', APRIL_15)).toEqual([2026]);
    // April 15, 2029 is a Sunday: the deadline is Monday the 16th.
    expect(priorYearDeadline('2029-03-01', APRIL_15)).toBe('2029-04-16');
    expect(openTaxYears('2029-04-16', APRIL_15)).toEqual([2029, 2028]);
    expect(openTaxYears('2029-04-17', APRIL_15)).toEqual([2029]);
  });
});
