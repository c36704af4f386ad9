import type { ProductGroupKind } from '../../core/generated/manifests.gen';
import type { PolicyDecision } from '../../core/policy';
import type { RouteHandle } from '../route-handle';

/** What route access is decided from. */
export interface RouteAccessFacts {
  readonly flags: Readonly<Record<string, unknown>>;
  readonly guards: (name: string) => boolean;
  /** Whether config/policy.json allows the caller a capability (for one account's product group, when given). */
  readonly can: (capability: string, productGroup?: ProductGroupKind) => boolean;
  /** The policy's decision itself, with the error code of a refusal (what the caller is told). */
  readonly decision: (capability: string, productGroup?: ProductGroupKind) => PolicyDecision;
  /** Whether the session acts under its own (master) service agreement; false for a trusted user. */
  readonly isMaster: boolean;
}

export type RouteAccessOutcome = 'allow' | 'featureUnavailable' | 'trustedUserBlocked';

export interface RouteAccessDecision {
  readonly outcome: RouteAccessOutcome;
  /** Denied, but the member stays on the page instead of going home (a flag-off route with stayOnFlagOff). */
  readonly stay: boolean;
}

const ALLOW: RouteAccessDecision = { outcome: 'allow', stay: false };

/**
 * Decides whether a route may render: its flag must be on (an unknown flag counts as off), then a
 * trusted (non-master) user may not enter a route marked trustedUserBlocked, then its permission guard must pass.
 * Only a flag that is off can keep the member on the page, when the route says so.
 */
export function decideRouteAccess(handle: RouteHandle, facts: RouteAccessFacts): RouteAccessDecision {
  if (handle.flag !== undefined && !(Object.hasOwn(facts.flags, handle.flag) && Boolean(facts.flags[handle.flag]))) {
    return { outcome: 'featureUnavailable', stay: handle.stayOnFlagOff === true };
  }
  if (handle.trustedUserBlocked === true && !facts.isMaster) return { outcome: 'trustedUserBlocked', stay: false };
  if (handle.guard !== undefined && !facts.guards(handle.guard)) return { outcome: 'featureUnavailable', stay: false };
  return ALLOW;
}

/** Whether a route has anything to decide, so routes without flag, guard or trusted-user block are not gated. */
export function isGatedRoute(handle: RouteHandle): boolean {
  return handle.flag !== undefined || handle.guard !== undefined || handle.trustedUserBlocked === true;
}
