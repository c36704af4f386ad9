import type { ProductsAndMoreManifest } from '../generated/manifests.gen';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';
import { routeExists, type RouteEntry } from './route-table';

const FILE = 'config/products-and-more.json';

/** config/products-and-more.json beyond its schema: ids are unique and every link opens a route of routes.json. */
export function checkProductsAndMore(manifest: ProductsAndMoreManifest, routes: readonly RouteEntry[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const ids = new Set<string>();
  manifest.catalogue.forEach((item, index) => {
    if (ids.has(item.id)) issues.push(makeIssue(FILE, pointerJoin('/catalogue', index, 'id'), 'an id not used before', describeFound(item.id)));
    ids.add(item.id);
    if (!routeExists(routes, item.to)) issues.push(makeIssue(FILE, pointerJoin('/catalogue', index, 'to'), 'the path of a route in routes.json', describeFound(item.to), 'no route has that path'));
  });
  return issues;
}
