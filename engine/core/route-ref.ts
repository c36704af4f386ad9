import type { RouteNode, RouteParams, RoutesManifest } from './generated/manifests.gen';

/** A route that has an id, with the absolute path it answers (':name' segments kept). */
export interface RouteRef {
  readonly id: string;
  readonly path: string;
}

const joinPath = (parent: string, segment: string): string => `${parent === '/' ? '' : parent}/${segment}`;

/** Every route of routes.json that has an id, depth first in file order. Index routes answer their parent's path. */
export function routeRefsOf(manifest: RoutesManifest): RouteRef[] {
  const refs: RouteRef[] = [];
  const walk = (nodes: readonly RouteNode[], parent: string): void => {
    for (const node of nodes) {
      const path = node.index === true || node.path === undefined ? parent : joinPath(parent, node.path);
      if (node.id !== undefined) refs.push({ id: node.id, path });
      walk(node.children ?? [], path);
    }
  };
  walk(manifest.routes, '/');
  return refs;
}

// A manifest is loaded once and never changes, so its table is built once per manifest object.
const tables = new WeakMap<RoutesManifest, ReadonlyMap<string, string>>();

function tableOf(manifest: RoutesManifest): ReadonlyMap<string, string> {
  let table = tables.get(manifest);
  if (table === undefined) {
    table = new Map(routeRefsOf(manifest).map((ref) => [ref.id, ref.path]));
    tables.set(manifest, table);
  }
  return table;
}

/** Whether routes.json has a route with this id. */
export function hasRoute(manifest: RoutesManifest, id: string): boolean {
  return tableOf(manifest).has(id);
}

/** The ':name' parameters a route's path needs, in order ("/static/:page" needs ["page"]). */
export function routeParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * The path of the route routes.json names `id`, its ':name' segments filled from `params` (encoded as one segment
 * each). The one place an id becomes a path: menus and screens name pages by id, so a path changes in routes.json
 * alone. Throws on an unknown id, a missing parameter or one the path does not have, because a link to a page that
 * is not there is a bug to see at once, not a dead link to ship.
 */
export function pathOf(manifest: RoutesManifest, id: string, params: RouteParams = {}): string {
  const pattern = tableOf(manifest).get(id);
  if (pattern === undefined) throw new Error(`routes.json has no route with the id "${id}".`);
  const names = routeParamNames(pattern);
  const extra = Object.keys(params).filter((name) => !names.includes(name));
  if (extra.length > 0) throw new Error(`The route "${id}" (${pattern}) has no parameter ${extra.map((name) => `"${name}"`).join(', ')}.`);
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') throw new Error(`The route "${id}" (${pattern}) needs the parameter "${segment.slice(1)}".`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** pathOf with a query string: `search` entries whose value is undefined are left out. */
export function hrefOf(manifest: RoutesManifest, id: string, params: RouteParams = {}, search: Readonly<Record<string, string | undefined>> = {}): string {
  const path = pathOf(manifest, id, params);
  const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return query === '' ? path : `${path}?${query}`;
}
