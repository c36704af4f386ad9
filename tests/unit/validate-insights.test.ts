import { describe, expect, it } from 'vitest';
import routesJson from '../../config/routes.json';
import insightsJson from '../../config/insights.json';
import type { InsightsManifest, RoutesManifest } from '../../engine/core/generated/manifests.gen';
import { checkInsights } from '../../engine/core/config-validation/insights';
import { flattenRoutes } from '../../engine/core/config-validation/route-table';
import { appManifest } from '../../src/manifests';

const routes = flattenRoutes(routesJson as RoutesManifest);
const placements = appManifest.offers.placementCodes;
const edited = (change: (manifest: InsightsManifest) => void): InsightsManifest => {
  const copy = structuredClone(insightsJson) as InsightsManifest;
  change(copy);
  return copy;
};

describe('config/insights.json beyond its schema', () => {
  it('passes as shipped', () => {
    expect(checkInsights(insightsJson as InsightsManifest, placements, routes)).toEqual([]);
  });

  it('names the treatment, the field and what was expected for each mistake', () => {
    const messages = checkInsights(
      edited((manifest) => {
        const [first, second, third, fourth] = manifest.treatments as [InsightsManifest['treatments'][number], ...InsightsManifest['treatments']];
        first.realEstateArea = 'ZZ';
        second!.rule = { all: [{ fact: 'savingsBalance', op: 'gte', value: 1 }, { fact: 'membershipType', op: 'gt', value: 'A' }] };
        third!.treatmentId = first.treatmentId;
        if (fourth!.kind === 'insight') {
          fourth!.ctaUrl = '/nowhere';
          fourth!.snippet = 'You have {checkingBalanceCents}.';
        }
      }),
      placements,
      routes,
    ).map((issue) => issue.message);
    expect(messages).toEqual([
      expect.stringMatching(/^config\/insights.json at \/treatments\/0\/realEstateArea: expected one of app.json offers.placementCodes/),
      expect.stringMatching(/at \/treatments\/1\/rule\/all\/0\/fact: expected a fact the server computes .* found "savingsBalance" \(unknown fact\)$/),
      expect.stringMatching(/at \/treatments\/1\/rule\/all\/1\/op: expected eq or ne for the string fact membershipType, found "gt"$/),
      expect.stringMatching(/at \/treatments\/1\/snippet: expected \{placeholders\} naming facts this treatment's rule tests/),
      expect.stringMatching(/at \/treatments\/2\/treatmentId: expected a treatment id not used before/),
      expect.stringMatching(/at \/treatments\/3\/snippet: expected \{placeholders\} .* found "\{checkingBalanceCents\}"$/),
      expect.stringMatching(/at \/treatments\/3\/ctaUrl: expected a path routes.json answers, found "\/nowhere"/),
    ]);
  });

  it("refuses a button query naming a fact the treatment's rule does not guarantee", () => {
    const messages = checkInsights(
      edited((manifest) => {
        const loan = manifest.treatments.find((treatment) => treatment.treatmentId === 'INS-LOAN-PAYMENT-DUE')!;
        if (loan.kind === 'insight') loan.ctaQuery = { to: 'nextLoanAccountId', from: 'checkingBalanceCents', other: 'nope' };
      }),
      placements,
      routes,
    ).map((issue) => issue.message);
    expect(messages).toEqual([
      expect.stringMatching(/at \/treatments\/0\/ctaQuery\/from: expected a fact this treatment's rule tests .* found "checkingBalanceCents"$/),
      expect.stringMatching(/at \/treatments\/0\/ctaQuery\/other: expected a fact this treatment's rule tests .* found "nope"$/),
    ]);
  });
});
