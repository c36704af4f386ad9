import type { LendingPrequal, LendingPrequalOffer } from '../../../../engine/core/generated/api.gen';
import { formatCents } from '../../../../engine/core/money';
import { resolveTemplate } from '../../../../engine/core/template';
import { principalForPaymentCents } from '../../../../engine/core/amortisation';
import { debtToIncomeBps, unmetRules, type LendingFacts } from '../../../../engine/core/lending-rules';
import { lendingManifest } from '../../../manifests/lending-manifest';
import type { MemberFacts } from './member-facts';

const roundDown = (cents: number): number => {
  const step = lendingManifest.prequalification.roundDownToCents;
  return Math.floor(cents / step) * step;
};

/**
 * A pre-qualification from the member's facts by the rules of config/lending.json: when the member meets them, each
 * loan is offered up to the amount whose payment at its longest term fits the monthly budget (maxDebtToIncomeBps of the
 * stated income less the debt already owed), each card a limit of cardLimitIncomeBps of the stated annual income,
 * within the product's limits. Pure: it reads nothing and records nothing.
 */
export function prequalify(member: MemberFacts): LendingPrequal {
  const { prequalification, loanProducts, creditCards, copy } = lendingManifest;
  const facts: LendingFacts = {
    ...member,
    debtToIncomeBps: debtToIncomeBps(member.existingMonthlyDebtCents, member.statedMonthlyIncomeCents),
    amountCents: 0,
    termMonths: 0,
    collateralShortfallCents: 0,
  };
  const reasons = unmetRules(prequalification.rules, facts).map((rule) => rule.reason);
  const budget = Math.floor((member.statedMonthlyIncomeCents * prequalification.maxDebtToIncomeBps) / 10_000) - member.existingMonthlyDebtCents;

  const loans = loanProducts.map((product): LendingPrequalOffer => {
    const longest = product.rates.reduce((best, rate) => (rate.termMonths > best.termMonths ? rate : best));
    const lowest = product.rates.reduce((best, rate) => (rate.aprBps < best.aprBps ? rate : best));
    const secured = product.rules?.decline.some((rule) => rule.fact === 'collateralShortfallCents') ?? false;
    const cap = Math.min(product.maxAmountCents, secured ? member.depositBalanceCents : Number.MAX_SAFE_INTEGER);
    const amount = roundDown(Math.min(cap, principalForPaymentCents(budget, longest.aprBps, longest.termMonths)));
    const why = reasons.length > 0 ? reasons : amount < product.minAmountCents ? [minimumReason(product.minAmountCents)] : [];
    return why.length > 0
      ? { productId: product.id, productKind: 'loan', name: product.name, prequalified: false, reasons: why }
      : { productId: product.id, productKind: 'loan', name: product.name, prequalified: true, maxAmountCents: amount, aprBps: lowest.aprBps, reasons: [] };
  });
  const cards = creditCards.map((card): LendingPrequalOffer => {
    const limit = roundDown(Math.min(card.maxLimitCents, Math.floor((member.statedMonthlyIncomeCents * 12 * prequalification.cardLimitIncomeBps) / 10_000)));
    const why = reasons.length > 0 ? reasons : limit < card.minLimitCents ? [minimumReason(card.minLimitCents)] : [];
    return why.length > 0
      ? { productId: card.id, productKind: 'creditCard', name: card.name, prequalified: false, reasons: why }
      : { productId: card.id, productKind: 'creditCard', name: card.name, prequalified: true, maxAmountCents: limit, aprBps: card.aprBps, reasons: [] };
  });
  return { notice: copy.prequal.notice, offers: [...loans, ...cards] };
}

function minimumReason(minimumCents: number): string {
  return resolveTemplate(lendingManifest.copy.prequal.belowMinimum, { min: formatCents(minimumCents) });
}
