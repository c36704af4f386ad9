import { describe, expect, it } from 'vitest';
import { debtToIncomeBps, decideApplication, ruleHolds, unmetRules, type LendingFacts, type LendingRule } from '../../../engine/core/lending-rules';

const facts: LendingFacts = {
  tenureMonths: 24,
  depositBalanceCents: 500_000,
  pastDueAccounts: 0,
  blockingConditions: 0,
  existingMonthlyDebtCents: 150_000,
  statedMonthlyIncomeCents: 600_000,
  debtToIncomeBps: 2_500,
  amountCents: 2_000_000,
  termMonths: 60,
  collateralShortfallCents: 0,
};
const rule = (id: string, fact: LendingRule['fact'], op: LendingRule['op'], value: number): LendingRule => ({ id, fact, op, value, reason: `${id} failed` });

describe('lending rules', () => {
  it('evaluates each operator at its edge', () => {
    expect(ruleHolds(rule('a', 'tenureMonths', 'gte', 24), facts)).toBe(true);
    expect(ruleHolds(rule('a', 'tenureMonths', 'gt', 24), facts)).toBe(false);
    expect(ruleHolds(rule('a', 'debtToIncomeBps', 'lte', 2_500), facts)).toBe(true);
    expect(ruleHolds(rule('a', 'debtToIncomeBps', 'lt', 2_500), facts)).toBe(false);
    expect(ruleHolds(rule('a', 'pastDueAccounts', 'eq', 0), facts)).toBe(true);
    expect(ruleHolds(rule('a', 'pastDueAccounts', 'eq', 0), { ...facts, pastDueAccounts: 1 })).toBe(false);
    expect(ruleHolds(rule('a', 'tenureMonths', 'gte', 0), { ...facts, tenureMonths: Number.NaN })).toBe(false);
  });

  it('lists the unmet rules in their order', () => {
    const rules = [rule('tenure', 'tenureMonths', 'gte', 36), rule('dti', 'debtToIncomeBps', 'lte', 4_300), rule('deposits', 'depositBalanceCents', 'gte', 1_000_000)];
    expect(unmetRules(rules, facts).map((entry) => entry.id)).toEqual(['tenure', 'deposits']);
  });

  it('declines on the first unmet decline rule, else reviews on the first unmet review rule, else approves', () => {
    const rules = { decline: [rule('holds', 'blockingConditions', 'eq', 0), rule('dti', 'debtToIncomeBps', 'lte', 5_000)], review: [rule('large', 'amountCents', 'lte', 5_000_000), rule('tenure', 'tenureMonths', 'gte', 6)] };
    expect(decideApplication(rules, facts)).toEqual({ status: 'APPROVED' });
    expect(decideApplication(rules, { ...facts, amountCents: 6_000_000, tenureMonths: 2 })).toEqual({ status: 'IN_REVIEW', rule: rules.review[0] });
    expect(decideApplication(rules, { ...facts, blockingConditions: 1, amountCents: 6_000_000 })).toEqual({ status: 'DECLINED', rule: rules.decline[0] });
    expect(decideApplication(rules, { ...facts, debtToIncomeBps: 5_001 })).toEqual({ status: 'DECLINED', rule: rules.decline[1] });
  });

  it('computes debt to income in basis points, rounding up; no income is the worst ratio', () => {
    expect(debtToIncomeBps(150_000, 600_000)).toBe(2_500);
    expect(debtToIncomeBps(1, 3)).toBe(3_334);
    expect(debtToIncomeBps(100, 0)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
