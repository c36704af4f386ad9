export {
  InvalidPermissionIdentifierError,
  evaluatePermissionExpression,
  parsePermissionExpression,
} from './permission-expression';
export type {
  ParsedExpression,
  PermissionIdentifier,
  PermissionOperator,
  PermissionTerm,
} from './permission-expression';
export type { PermissionSummaryEntry } from './permission-summary';

export { AUDIENCES, CHANNELS, audiencesForUser, channelForUser } from './audience';
export type { AudienceAgreement, AudienceUser } from './audience';

export { evaluateVisibility } from './visibility';
export type { VisibilityContext } from './visibility';

export { evaluateAllFlags, evaluateFlag, evaluateFlagDetail } from './flags';
export type { FlagContext, FlagDetail } from './flags';

export { alertTypeOfCondition, alertTypeOfPrecheck, gateAlert, orderConditions } from './alert-gating';
export type { AlertGate, AlertGateInput, AlertModalVariant, AlertRules, PrecheckOutcome, ResolvedAlertModal } from './alert-gating';

export { cardDisplayName } from './card-display-name';
export { isCardFeatureEligible } from './card-eligibility';
export type { CardEligibilityFacts } from './card-eligibility';
export { formatCents, parseAmountToCents } from './money';
export { amountChoices, amountsDue, minimumDue, statementMinimum } from './amount-due';
export type { AmountChoice, AmountChoiceId, AmountsDue, MinimumDueInput, MinimumTerms } from './amount-due';
export { formatPhone, maskPhone } from './phone';
export { resolveTemplate, substituteAlertExpdate } from './template';

export { hasRoute, hrefOf, pathOf, routeParamNames, routeRefsOf } from './route-ref';
export type { RouteRef } from './route-ref';

export type { DeepReadonly } from './deep-readonly';
export type * from './generated/manifests.gen';

// Deliberately not re-exported: payment-rules and step-up-machine. The app shell imports this entry, and a module
// reachable from it lands in the first page load; the screens and the challenge that use them import the modules
// directly, so they load with those lazy chunks (about 13 KB gzip less on the first load).
