import type { RouteNode } from '../../../engine/core/generated/manifests.gen';
import { routesManifest } from '../../../src/manifests';

/** Every signed-in page of routes.json a member can land on (no redirects, no public pages, no path parameters). */
export function memberPages(nodes: readonly RouteNode[] = routesManifest.routes, parent = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.index === true ? parent : `${parent}/${node.path ?? ''}`;
    const children = memberPages(node.children ?? [], path);
    const section = (node.children ?? []).some((child) => child.index === true);
    const own = node.screen !== undefined && !section && node.public !== true && !path.includes(':') ? [path] : [];
    return [...own, ...children];
  });
}
