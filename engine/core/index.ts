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

export { formatCents, parseAmountToCents } from './money';
export { formatPhone, maskPhone } from './phone';
export { resolveTemplate, substituteAlertExpdate } from './template';

export {
  CODE_REFUSED,
  LOCKED_OUT,
  canSend,
  canSubmit,
  codeErrorOf,
  failDestination,
  redirectAfterVerified,
  resendVisible,
  startStepUp,
  stepUpTransition,
} from './step-up-machine';
export type {
  StepUpBanner,
  StepUpChallengeAnswer,
  StepUpCodeError,
  StepUpDelivery,
  StepUpEvent,
  StepUpFailDestination,
  StepUpMethod,
  StepUpOptions,
  StepUpOutcome,
  StepUpResendDivisors,
  StepUpState,
  StepUpView,
  StepUpWorkflow,
} from './step-up-machine';

export {
  checkPayment,
  classifyPayment,
  effectiveExecutionDate,
  fundsAvailabilityNote,
  nextOccurrence,
  requiredAcknowledgement,
} from './payment-rules';
export type {
  Acknowledgement,
  EndpointKind,
  PaymentEndpointFacts,
  PaymentFrequency,
  PaymentKind,
  PaymentRuleInput,
  PaymentRuleViolation,
  PaymentTiming,
} from './payment-rules';

export type { DeepReadonly } from './deep-readonly';
export type * from './generated/manifests.gen';
