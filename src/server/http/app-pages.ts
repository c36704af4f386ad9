import type { RouteNode } from '../../../engine/core/generated/manifests.gen';
import { routesManifest } from '../../manifests';

function findPath(nodes: readonly RouteNode[], parent: string, matches: (node: RouteNode) => boolean): string | undefined {
  for (const node of nodes) {
    const path = node.index === true || node.path === undefined ? parent : `${parent}/${node.path}`.replace(/\/+/g, '/');
    if (matches(node)) return path === '' ? '/' : path;
    const found = findPath(node.children ?? [], path, matches);
    if (found !== undefined) return found;
  }
  return undefined;
}

function pagePath(description: string, matches: (node: RouteNode) => boolean): string {
  const found = findPath(routesManifest.routes, '', matches);
  if (found === undefined) throw new Error(`config/routes.json has no route for ${description}`);
  return found;
}

/**
 * The web app's pages the server sends a browser to by redirect (after a sign-in through the identity provider, or
 * back from the provider's sign-out), found in config/routes.json by what they are rather than by a copied path.
 */
export const appPages = Object.freeze({
  signIn: pagePath('the "login" screen', (node) => node.screen === 'login'),
  home: pagePath('the page key "accountsummary"', (node) => node.pageKey === 'accountsummary'),
});
