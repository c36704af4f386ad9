export { ACCESS_MODALS } from './access-modals';
export { decideRouteAccess, isGatedRoute } from './decide-route-access';
export type { RouteAccessDecision, RouteAccessFacts, RouteAccessOutcome } from './decide-route-access';
export { createGuardEvaluator } from './guard-evaluator';
export { RouteAccessProvider, useOptionalRouteAccess, useRouteAccess } from './route-access-context';
export type { RouteAccess, RouteAccessProviderProps } from './route-access-context';
export { RouteGate } from './RouteGate';
export type { RouteGateProps } from './RouteGate';
export { useGuardedAction } from './use-guarded-action';
