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

/**
 * The pages a desktop-width walk checks when checking every page at 375 px is enough: the desktop chrome (navigation
 * bar, More and profile dropdowns) and the wide layouts (tables, forms side by side, the section tabs).
 */
export const DESKTOP_SAMPLE: readonly string[] = [
  '/accounts/list/summary',
  '/accounts/details',
  '/move-money/transfers',
  '/move-money/bill-pay',
  '/statements',
  '/settings/profile',
  '/more-menu/security',
  '/message-center/v7/inbox',
];
