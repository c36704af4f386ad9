import type { Menu, MenusManifest, RoutesManifest } from '../generated/manifests.gen';
import { pathOf } from '../route-ref';
import { describeFound, makeIssue, pointerJoin, type ValidationIssue } from './issue';
import { flattenRoutes, type RouteEntry } from './route-table';

const MENUS = 'config/menus.json';

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The routable entry answering `path` ("/static/about" is answered by "/static/:page"); exact paths win over patterns. */
function entryFor(entries: readonly RouteEntry[], path: string): RouteEntry | undefined {
  const wanted = segmentsOf(path);
  const matches = entries.filter((entry) => {
    if (!entry.routable) return false;
    const pattern = segmentsOf(entry.absolutePath);
    return pattern.length === wanted.length && pattern.every((segment, index) => segment.startsWith(':') || segment === wanted[index]);
  });
  return matches.find((entry) => entry.absolutePath === path) ?? matches[0];
}

/** The page a link to `path` ends on, following redirects (/accounts → /accounts/list → /accounts/list/summary). */
function landingOf(entries: readonly RouteEntry[], path: string): RouteEntry | undefined {
  let entry = entryFor(entries, path);
  for (let hops = 0; entry?.node.redirect !== undefined && hops < 10; hops += 1) entry = entryFor(entries, entry.node.redirect);
  return entry?.node.redirect === undefined ? entry : undefined;
}

/** Every page of routes.json that renders a screen of its own (not redirects, not sections around other pages). */
export function pagesOf(routes: RoutesManifest): RouteEntry[] {
  return flattenRoutes(routes).filter((entry) => entry.routable && entry.node.redirect === undefined);
}

/** Where each link of the menus and of menus.json's screenLinks leads: landing page path → where it is linked from. */
export function linkedPages(routes: RoutesManifest, menus: MenusManifest): Map<string, string[]> {
  const entries = flattenRoutes(routes);
  const linked = new Map<string, string[]>();
  const add = (to: string, from: string) => {
    const landing = landingOf(entries, to);
    if (landing === undefined) return;
    linked.set(landing.absolutePath, [...(linked.get(landing.absolutePath) ?? []), from]);
  };
  for (const [name, menu] of Object.entries(menus.menus) as [string, Menu][]) {
    for (const item of menu.items) if (item.route !== undefined) add(pathOf(routes, item.route, item.params), `menu ${name}`);
  }
  for (const link of menus.screenLinks) add(link.to, `screen ${link.from}`);
  return linked;
}

/**
 * Every page must be reachable where a member would look for it: linked from a menu of menus.json (whatever its
 * visibility rule: who may see it is the rule's business) or from a screen listed in screenLinks, or listed in
 * unlinkedRoutes with its reason. An exception that is linked after all, or names no page, is reported too, so the
 * list stays true; a screen link must start from a page that is itself reachable.
 */
export function checkReachability(routes: RoutesManifest, menus: MenusManifest): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const pages = pagesOf(routes);
  const linked = linkedPages(routes, menus);
  const exceptions = new Map(menus.unlinkedRoutes.map((route, index) => [route.path, index]));

  for (const page of pages) {
    if (linked.has(page.absolutePath) || exceptions.has(page.absolutePath)) continue;
    issues.push(
      makeIssue(
        MENUS,
        '/unlinkedRoutes',
        `a menu entry or screen link to every page of routes.json, or an unlinkedRoutes entry saying why not`,
        describeFound(page.absolutePath),
        'no menu or screen links to this page',
      ),
    );
  }
  menus.unlinkedRoutes.forEach((route, index) => {
    const pointer = pointerJoin('/unlinkedRoutes', index, 'path');
    if (!pages.some((page) => page.absolutePath === route.path)) {
      issues.push(makeIssue(MENUS, pointer, 'the path of a page of routes.json (as routes.json builds it)', describeFound(route.path), 'no page has that path'));
    } else if (linked.has(route.path)) {
      issues.push(makeIssue(MENUS, pointer, 'a page that nothing links to', describeFound(route.path), `linked from ${linked.get(route.path)?.join(', ')}: remove the exception`));
    }
    if (exceptions.get(route.path) !== index) issues.push(makeIssue(MENUS, pointer, 'a path listed once', describeFound(route.path)));
  });
  const entries = flattenRoutes(routes);
  menus.screenLinks.forEach((link, index) => {
    const from = landingOf(entries, link.from);
    if (from !== undefined && !linked.has(from.absolutePath)) {
      issues.push(makeIssue(MENUS, pointerJoin('/screenLinks', index, 'from'), 'a page members can reach (linked from a menu or another screen)', describeFound(link.from)));
    }
  });
  return issues;
}
