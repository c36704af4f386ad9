import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byRank, chooseTreatments, evaluateInsightRule, factsOfRule, INSIGHT_FACT_TYPES, type InsightFacts, type InsightRule } from '../../../engine/core/insight-rules';
import { insightsManifest } from '../../../src/manifests/insights-manifest';

const member: InsightFacts = { membershipType: 'P', hasSavings: true, savingsBalanceCents: 1_401_029, hasCreditCard: true, creditCardUtilizationBps: 275, hasPastDue: false };

describe('insight rules', () => {
  it('compares a fact with a value of its type', () => {
    expect(evaluateInsightRule({ fact: 'savingsBalanceCents', op: 'gte', value: 1_000_000 }, member)).toBe(true);
    expect(evaluateInsightRule({ fact: 'savingsBalanceCents', op: 'lt', value: 1_000_000 }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'membershipType', op: 'eq', value: 'P' }, member)).toBe(true);
    expect(evaluateInsightRule({ fact: 'membershipType', op: 'ne', value: 'P' }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'hasPastDue', op: 'eq', value: false }, member)).toBe(true);
  });

  it('fails closed: an absent fact, an unknown fact and a value of another type never match a comparison', () => {
    expect(evaluateInsightRule({ fact: 'daysSinceDirectDeposit', op: 'gt', value: 35 }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'daysSinceDirectDeposit', op: 'lte', value: 35 }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'favouriteColour', op: 'eq', value: 'blue' }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'savingsBalanceCents', op: 'eq', value: '1401029' }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'membershipType', op: 'gt', value: 'A' }, member)).toBe(false);
    expect(evaluateInsightRule({ fact: 'favouriteColour', op: 'missing' }, member)).toBe(false);
  });

  it('tells present from missing, which is how "no direct deposit" is written', () => {
    const noDeposit: InsightRule = { any: [{ fact: 'daysSinceDirectDeposit', op: 'missing' }, { fact: 'daysSinceDirectDeposit', op: 'gt', value: 35 }] };
    expect(evaluateInsightRule(noDeposit, member)).toBe(true);
    expect(evaluateInsightRule(noDeposit, { ...member, daysSinceDirectDeposit: 40 })).toBe(true);
    expect(evaluateInsightRule(noDeposit, { ...member, daysSinceDirectDeposit: 14 })).toBe(false);
    expect(evaluateInsightRule({ fact: 'savingsBalanceCents', op: 'present' }, member)).toBe(true);
  });

  it('combines with all, any and not; all of nothing holds, any of nothing does not', () => {
    expect(evaluateInsightRule({ all: [] }, member)).toBe(true);
    expect(evaluateInsightRule({ any: [] }, member)).toBe(false);
    expect(evaluateInsightRule({ not: { fact: 'hasPastDue', op: 'eq', value: true } }, member)).toBe(true);
    expect(factsOfRule({ all: [{ fact: 'a', op: 'present' }, { not: { any: [{ fact: 'b', op: 'eq', value: 1 }] } }] })).toEqual(['a', 'b']);
  });

  it('chooses the matching, undeclined treatments, best rank first (ties by id), at most the limit', () => {
    const rule: InsightRule = { fact: 'hasSavings', op: 'eq', value: true };
    const catalogue = [
      { treatmentId: 'B', rank: 2, rule },
      { treatmentId: 'A', rank: 2, rule },
      { treatmentId: 'C', rank: 1, rule },
      { treatmentId: 'D', rank: 0, rule: { fact: 'hasSavings', op: 'eq', value: false } as InsightRule },
      { treatmentId: 'E', rank: 0, rule },
    ];
    expect(chooseTreatments(catalogue, member, { declined: new Set(['E']), limit: 10 }).map((t) => t.treatmentId)).toEqual(['C', 'A', 'B']);
    expect(chooseTreatments(catalogue, member, { declined: new Set(), limit: 2 }).map((t) => t.treatmentId)).toEqual(['E', 'C']);
    expect(chooseTreatments(catalogue, member, { declined: new Set(), limit: 0 })).toEqual([]);
  });

  it("names only facts the server computes in config/insights.json's rules", () => {
    const named = insightsManifest.treatments.flatMap((treatment) => factsOfRule(treatment.rule as InsightRule));
    expect(named.filter((name) => !Object.hasOwn(INSIGHT_FACT_TYPES, name))).toEqual([]);
  });
});

// ---- Properties ---------------------------------------------------------------------------------------------------

const numberFacts = ['savingsBalanceCents', 'checkingBalanceCents', 'creditCardUtilizationBps', 'daysSinceDirectDeposit', 'nextLoanPaymentDays'] as const;
const factsArbitrary: fc.Arbitrary<InsightFacts> = fc.record(
  {
    savingsBalanceCents: fc.integer({ min: 0, max: 10_000_000 }),
    checkingBalanceCents: fc.integer({ min: -50_000, max: 10_000_000 }),
    creditCardUtilizationBps: fc.integer({ min: 0, max: 10_000 }),
    daysSinceDirectDeposit: fc.integer({ min: 0, max: 400 }),
    nextLoanPaymentDays: fc.integer({ min: 0, max: 31 }),
    hasSavings: fc.boolean(),
    membershipType: fc.constantFrom('P', 'C'),
  },
  { requiredKeys: [] },
);
const leaf: fc.Arbitrary<InsightRule> = fc.oneof(
  fc.record({ fact: fc.constantFrom(...numberFacts), op: fc.constantFrom('eq', 'ne', 'gt', 'gte', 'lt', 'lte' as const), value: fc.integer({ min: -100, max: 10_000_000 }) }),
  fc.record({ fact: fc.constantFrom(...numberFacts, 'hasSavings', 'membershipType', 'unknownFact'), op: fc.constantFrom('present', 'missing' as const) }),
  fc.record({ fact: fc.constant('membershipType'), op: fc.constantFrom('eq', 'ne' as const), value: fc.constantFrom('P', 'C') }),
);
const { rule: ruleArbitrary } = fc.letrec<{ rule: InsightRule }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ all: fc.array(tie('rule'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('rule'), { maxLength: 3 }) }),
    fc.record({ not: tie('rule') }),
  ),
}));

describe('insight rules (properties)', () => {
  it('double negation changes nothing, and De Morgan holds', () => {
    fc.assert(
      fc.property(ruleArbitrary, ruleArbitrary, factsArbitrary, (a, b, facts) => {
        expect(evaluateInsightRule({ not: { not: a } }, facts)).toBe(evaluateInsightRule(a, facts));
        expect(evaluateInsightRule({ not: { all: [a, b] } }, facts)).toBe(evaluateInsightRule({ any: [{ not: a }, { not: b }] }, facts));
        expect(evaluateInsightRule({ not: { any: [a, b] } }, facts)).toBe(evaluateInsightRule({ all: [{ not: a }, { not: b }] }, facts));
      }),
    );
  });

  it('an ordering comparison on an absent fact is false both ways', () => {
    fc.assert(
      fc.property(fc.constantFrom(...numberFacts), fc.integer(), (fact, value) => {
        for (const op of ['gt', 'gte', 'lt', 'lte', 'eq', 'ne'] as const) expect(evaluateInsightRule({ fact, op, value }, {})).toBe(false);
      }),
    );
  });

  it('choosing never returns a declined treatment, respects the limit and keeps rank order', () => {
    const catalogueArbitrary = fc.uniqueArray(fc.record({ treatmentId: fc.stringMatching(/^[A-Z]{1,4}$/), rank: fc.integer({ min: 1, max: 50 }), rule: ruleArbitrary }), {
      selector: (t) => t.treatmentId,
      maxLength: 12,
    });
    fc.assert(
      fc.property(catalogueArbitrary, factsArbitrary, fc.integer({ min: 0, max: 15 }), fc.func(fc.boolean()), (catalogue, facts, limit, declines) => {
        const declined = new Set(catalogue.filter((t) => declines(t.treatmentId)).map((t) => t.treatmentId));
        const chosen = chooseTreatments(catalogue, facts, { declined, limit });
        expect(chosen.length).toBeLessThanOrEqual(limit);
        for (const t of chosen) {
          expect(declined.has(t.treatmentId)).toBe(false);
          expect(evaluateInsightRule(t.rule, facts)).toBe(true);
        }
        expect([...chosen].sort(byRank)).toEqual(chosen);
        const eligible = catalogue.filter((t) => !declined.has(t.treatmentId) && evaluateInsightRule(t.rule, facts));
        expect(chosen.length).toBe(Math.min(limit, eligible.length));
      }),
    );
  });
});
