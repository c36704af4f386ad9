/**
 * Card protections (our own addition): the member's per-card rules and the card network's decision, one
 * implementation for the server's demo network and the protections screen. Not re-exported from engine/core's
 * entry, so it loads with the card screens, not the first page.
 */
export { categoryOfMcc } from './merchant-category';
export { isCoveredByTravelPlan } from './travel-coverage';
export { decideAuthorization, USABLE_CARD_STATUSES } from './decide-authorization';
export { defaultProtections } from './default-protections';
export { validateProtections } from './validate-protections';
export type { ProtectionsViolation } from './validate-protections';
export { CARD_CHANNELS } from './types';
export type {
  AlertReason,
  AuthorizationContext,
  AuthorizationDecision,
  AuthorizationReasonCode,
  AuthorizationRequest,
  AuthorizingCard,
  CardChannel,
  CardProtections,
  DeclineReasonCode,
  MccCategory,
  ProtectionRule,
  TravelWindow,
} from './types';
