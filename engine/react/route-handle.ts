import { useMatches } from 'react-router-dom';
import type { RouteNode } from '../core/generated/manifests.gen';

/** What each built route carries in `handle`, straight from its routes.json node, for titles, gates and frames. */
export interface RouteHandle {
  readonly title?: string;
  readonly pageKey?: RouteNode['pageKey'];
  readonly flag?: string;
  readonly stayOnFlagOff?: boolean;
  readonly guard?: string;
  readonly trustedUserBlocked?: boolean;
  readonly frame?: RouteNode['frame'];
  readonly screen?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handles of every matched route, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
}

/** The title of the innermost matched route that has one (routes.json `title`), or undefined. */
export function useRouteTitle(): string | undefined {
  const handles = useRouteHandles();
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const title = handles[i]?.title;
    if (title !== undefined) return title;
  }
  return undefined;
}
