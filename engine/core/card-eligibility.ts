import type { CardEligibilitySettings } from './generated/manifests.gen';
import type { DeepReadonly } from './deep-readonly';

/** What the eligibility rule needs of a card. */
export interface CardEligibilityFacts {
  productCode: string;
  status: string;
}

/**
 * The flagged card features (digital and instant issuance) are offered for a card only when both its
 * product code and its status are on app.json `cardEligibility`'s lists. Server and browser call this one function.
 */
export function isCardFeatureEligible(card: CardEligibilityFacts, eligibility: DeepReadonly<Pick<CardEligibilitySettings, 'productCodes' | 'statuses'>>): boolean {
  return eligibility.productCodes.includes(card.productCode) && eligibility.statuses.includes(card.status);
}
