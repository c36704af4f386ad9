import { createContext, useContext, useMemo } from 'react';
import type { RouteParams, RoutesManifest } from '../core/generated/manifests.gen';
import { pathOf } from '../core/route-ref';

/** Turns a route id of routes.json (and its ':name' values) into the path to link to. */
export type RoutePathResolver = (id: string, params?: RouteParams) => string;

const RoutesManifestContext = createContext<RoutesManifest | null>(null);

/**
 * Gives the components below it the routes.json they resolve route ids against; buildRoutes puts it at the root of
 * the router, so every screen and menu of the app has it.
 */
export const RoutesManifestProvider = RoutesManifestContext.Provider;

/** The resolver of the routes.json above this component: `resolve("transfers.scheduled")` is "/move-money/scheduled". */
export function useRoutePath(): RoutePathResolver {
  const manifest = useContext(RoutesManifestContext);
  if (manifest === null) throw new Error('useRoutePath needs a RoutesManifestProvider above it (buildRoutes puts one at the root of the router).');
  return useMemo(() => (id: string, params?: RouteParams) => pathOf(manifest, id, params), [manifest]);
}
