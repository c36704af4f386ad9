import type { ProductGroupKind } from '../../core/generated/manifests.gen';
import type { PolicyDecision } from '../../core/policy';
import { useOptionalRouteAccess } from './route-access-context';

/**
 * Whether to offer an action: config/policy.json allows the signed-in caller this capability (on a page about one
 * account, for its product group), by the same decision the server applies to the call. False until the session's
 * facts have loaded, and outside a RouteAccessProvider: an action is never offered before it is known to be allowed.
 */
export function useCan(capability: string, productGroup?: ProductGroupKind): boolean {
  const access = useOptionalRouteAccess();
  return access !== undefined && access.ready && access.can(capability, productGroup);
}

/**
 * The policy's decision for an action the page is about (to say why it is not offered), or undefined until the
 * session's facts have loaded.
 */
export function usePolicyDecision(capability: string, productGroup?: ProductGroupKind): PolicyDecision | undefined {
  const access = useOptionalRouteAccess();
  return access === undefined || !access.ready ? undefined : access.decision(capability, productGroup);
}
