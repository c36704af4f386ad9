import { Link } from 'react-router-dom';
import type { RouteNode } from '../../engine/core/generated/manifests.gen';
import { decideRouteAccess, useOptionalRouteAccess } from '../../engine/react';
import { routesManifest } from '../../src/manifests';

/** The route nodes from the outermost to the claims center's own: every gate a member passes on the way. */
function claimsChain(nodes: readonly RouteNode[], above: readonly RouteNode[]): readonly RouteNode[] | undefined {
  for (const node of nodes) {
    const chain = [...above, node];
    if (node.screen === 'claims-center') return chain;
    const found = claimsChain(node.children ?? [], chain);
    if (found !== undefined) return found;
  }
  return undefined;
}

const CLAIMS_CHAIN = claimsChain(routesManifest.routes, []) ?? [];

/**
 * "Dispute this transaction" on a posted charge or withdrawal's detail: opens the claims center's form for it. Shown
 * only where the claims center is open to the member (its flag show-claims-center and guards) and the policy lets
 * them file disputes; the server decides again whether the transaction may be disputed.
 */
export function DisputeLink({ transactionId, label }: { transactionId: string; label: string }) {
  const access = useOptionalRouteAccess();
  const allowed =
    access !== undefined && access.can('file-dispute') && CLAIMS_CHAIN.length > 0 && CLAIMS_CHAIN.every((node) => decideRouteAccess(node, access).outcome === 'allow');
  if (!allowed) return null;
  return (
    <Link className="ask-about-link" to={`/${CLAIMS_CHAIN.map((node) => node.path).join('/')}?transaction=${encodeURIComponent(transactionId)}`}>
      {label}
    </Link>
  );
}
