import type { RouteNode, RoutesManifest } from '../generated/manifests.gen';
import { pointerJoin } from './issue';

/** A route node with the absolute path it answers and where it sits in routes.json. */
export interface RouteEntry {
  readonly node: RouteNode;
  readonly pointer: string;
  readonly absolutePath: string;
  /** Whether a member can land on this path (it renders a screen or redirects). */
  readonly routable: boolean;
}

const join = (parent: string, segment: string | undefined): string =>
  segment === undefined ? parent : `${parent === '/' ? '' : parent}/${segment}`;

/** Flattens the route tree into entries with absolute paths, in file order. */
export function flattenRoutes(manifest: RoutesManifest): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (nodes: readonly RouteNode[], parentPath: string, parentPointer: string): void => {
    nodes.forEach((node, index) => {
      const pointer = pointerJoin(parentPointer, index);
      const absolutePath = node.index ? parentPath : join(parentPath, node.path);
      // A screen with children is a section (Move Money's tabs around its pages): its index child answers its path.
      const sectionWithIndex = node.screen !== undefined && (node.children ?? []).some((child) => child.index === true);
      entries.push({ node, pointer, absolutePath, routable: node.redirect !== undefined || (node.screen !== undefined && !sectionWithIndex) });
      if (node.children) walk(node.children, absolutePath, pointerJoin(pointer, 'children'));
    });
  };
  walk(manifest.routes, '/', '/routes');
  return entries;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** True when `path` (an app path such as "/static/about") is answered by one of the routable entries. */
export function routeExists(entries: readonly RouteEntry[], path: string): boolean {
  const wanted = segmentsOf(path);
  return entries.some((entry) => {
    if (!entry.routable) return false;
    const pattern = segmentsOf(entry.absolutePath);
    return (
      pattern.length === wanted.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === wanted[index])
    );
  });
}
