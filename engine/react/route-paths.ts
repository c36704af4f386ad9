import type { RouteNode, RoutesManifest } from '../core/generated/manifests.gen';

function search(nodes: readonly RouteNode[], parent: string, matches: (node: RouteNode) => boolean): string | undefined {
  for (const node of nodes) {
    const path = node.index === true || node.path === undefined ? parent : `${parent}/${node.path}`;
    if (matches(node)) return path === '' ? '/' : path;
    const found = search(node.children ?? [], path, matches);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The absolute path of the first route (depth first, in manifest order) that satisfies `matches`, so code can name
 * a page by what it is (its screen, its page key) instead of repeating a path routes.json already owns. Throws when
 * no route matches, because the caller cannot work without that page.
 */
export function findRoutePath(manifest: RoutesManifest, description: string, matches: (node: RouteNode) => boolean): string {
  const found = search(manifest.routes, '', matches);
  if (found === undefined) throw new Error(`routes.json has no route for ${description}.`);
  return found;
}
