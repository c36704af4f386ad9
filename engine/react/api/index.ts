// The fetch layer's pieces beyond apiFetch itself; re-exported by name from the engine's public entry.
export { ACTION_REASON_HEADER, REASON_REQUIRED_HEADER, setActionReasonHandler } from './action-reason';
export type { ActionReasonHandler, ActionReasonRequest } from './action-reason';
export { invalidateAfterAccepted, queryKeysToInvalidate } from './accepted-invalidation';
export { apiClientOptions, compileInvalidationRules, compileStepUpRules, configureApiClient } from './client-options';
export type {
  AcceptedInvalidationRule,
  ApiClientOptions,
  CompiledApiClientOptions,
  CompiledInvalidationRule,
  CompiledStepUpRules,
  ProfilingOptions,
  StepUpRules,
} from './client-options';
export { browserSessionStorage, readExpiring, removeExpiring, writeExpiring } from './expiring-storage';
export type { ExpiringItem, KeyValueStorage } from './expiring-storage';
export { clearProfilingSessionId, getProfilingSessionId, setProfilingSessionId } from './profiling-session';
export { answerMessages, handOverStepUp, isStepUpAnswer, setStepUpHandler } from './step-up';
export { priorWhileHidden } from './prior-while-hidden';
export { setStandingHeader, standingHeaders } from './standing-headers';
export type { PriorWhileHiddenOptions } from './prior-while-hidden';
export type { StepUpAnswer, StepUpHandler, StepUpOutcome } from './step-up';
export { useApiMutation } from './use-api-mutation';
export type { ApiMutationOptions } from './use-api-mutation';
