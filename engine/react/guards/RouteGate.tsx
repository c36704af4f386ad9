import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModals } from '../modals/modal-context';
import type { RouteHandle } from '../route-handle';
import { ACCESS_MODALS } from './access-modals';
import { decideRouteAccess } from './decide-route-access';
import { useRouteAccess } from './route-access-context';

export interface RouteGateProps {
  readonly handle: RouteHandle;
  /** Where a denied member goes (the accounts summary). */
  readonly homePath: string;
  /** Shown while flags, permissions or the agreement are still on their way. */
  readonly loading: ReactNode;
  readonly children: ReactNode;
}

/**
 * Renders a route only when its flag, trusted-user block and guard allow it. Until the facts are final it shows
 * the loading state; when denied it opens the matching modal once for this visit and sends the member home (or,
 * for a flag-off route that says so, leaves them on the page), rendering nothing of the route.
 */
export function RouteGate({ handle, homePath, loading, children }: RouteGateProps) {
  const access = useRouteAccess();
  const modals = useModals();
  const navigate = useNavigate();
  const { key: visit } = useLocation();
  const decision = access.ready ? decideRouteAccess(handle, access) : undefined;
  const outcome = decision?.outcome;
  const stay = decision?.stay === true;
  const handledVisit = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (outcome === undefined || outcome === 'allow' || handledVisit.current === visit) return;
    handledVisit.current = visit;
    modals.open(ACCESS_MODALS[outcome]).catch((error: unknown) => console.error(error));
    if (!stay) void navigate(homePath, { replace: true });
  }, [outcome, stay, visit, modals, navigate, homePath]);

  if (decision === undefined) return loading;
  return decision.outcome === 'allow' ? children : null;
}
