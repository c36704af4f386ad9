import type { RouteNode } from '../../engine/core/generated/manifests.gen';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The sign-in page (route "login"). */
export const loginPath = pathOf(routesManifest, 'login');

/** Every page routes.json marks public (its own `public`, or a parent's): sign-in and sign-in help. */
const publicPaths: ReadonlySet<string> = (() => {
  const found = new Set<string>();
  const walk = (nodes: readonly RouteNode[], parent: string, inherited: boolean): void => {
    for (const node of nodes) {
      const isPublic = node.public ?? inherited;
      const path = node.index === true || node.path === undefined ? parent : `${parent}/${node.path}`.replace(/\/+/g, '/');
      if (isPublic && node.screen !== undefined) found.add(path);
      walk(node.children ?? [], path, isPublic);
    }
  };
  walk(routesManifest.routes, '', false);
  return found;
})();

/**
 * Whether a page is one of routes.json's public pages (the sign-in page, sign-in help): no session, so no session
 * watcher, alert checks or sign-in redirect there.
 */
export const isPublicPath = (pathname: string): boolean => pathname === loginPath || publicPaths.has(pathname.replace(/\/+$/, '') || '/');

/** Where members land after sign-in and where "back to accounts" goes: the accounts summary page. */
export const homePath = pathOf(routesManifest, 'accounts.summary');
