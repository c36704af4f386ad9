import { createContext, useContext, type ReactNode } from 'react';
import type { RouteAccessFacts } from './decide-route-access';

/** Route-access facts plus whether they are final: flags settled (or past their deadline), permissions and agreement loaded. */
export interface RouteAccess extends RouteAccessFacts {
  readonly ready: boolean;
}

const RouteAccessContext = createContext<RouteAccess | undefined>(undefined);

export interface RouteAccessProviderProps {
  readonly value: RouteAccess;
  readonly children: ReactNode;
}

/** Supplies what route gates and guarded actions decide from. */
export function RouteAccessProvider({ value, children }: RouteAccessProviderProps) {
  return <RouteAccessContext.Provider value={value}>{children}</RouteAccessContext.Provider>;
}

/** The current route-access facts; throws outside a RouteAccessProvider, since access cannot be judged without them. */
export function useRouteAccess(): RouteAccess {
  const value = useContext(RouteAccessContext);
  if (value === undefined) throw new Error('Route gates and guarded actions need a <RouteAccessProvider> above them.');
  return value;
}

/**
 * The route-access facts, or undefined outside a RouteAccessProvider: for a link to another page drawn inside a
 * screen that may also be rendered on its own (the link is left out when access cannot be judged: fail closed).
 */
export function useOptionalRouteAccess(): RouteAccess | undefined {
  return useContext(RouteAccessContext);
}
