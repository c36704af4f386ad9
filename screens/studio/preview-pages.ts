import { hasRoute, pathOf } from '../../engine/core/route-ref';
import type { Menu, MenusManifest, RoutesManifest } from '../../engine/core/generated/manifests.gen';

/** A member page a preview may open on: its address and the label the owner picks it by. */
export interface PreviewPage {
  readonly path: string;
  readonly label: string;
}

/** The address a preview's first page has: the member's first page after signing in. */
export const FIRST_PAGE_PATH = '/';

/**
 * The pages a preview may open on: the member's first page, then each page the named menus link to, labelled as the
 * draft's menus label it ("Move Money › Transfers"), so a renamed item is found by its new name. Items that need a
 * parameter (an account's page) or leave the app (a partner's site, an action) are not pages to open on; a page two
 * menus link to is offered once.
 */
export function previewPages(menus: MenusManifest, routes: RoutesManifest, menuIds: readonly string[], firstPageLabel: string): PreviewPage[] {
  const pages: PreviewPage[] = [{ path: FIRST_PAGE_PATH, label: firstPageLabel }];
  const seen = new Set([FIRST_PAGE_PATH]);
  for (const menuId of menuIds) {
    // Named in the studio's copy by the menu's key; one the menus lack offers no pages.
    const menu = (menus.menus as unknown as Partial<Record<string, Menu>>)[menuId];
    if (menu === undefined) continue;
    for (const item of menu.items) {
      if (item.route === undefined || item.params !== undefined || !hasRoute(routes, item.route)) continue;
      const path = pathOf(routes, item.route);
      if (path.includes(':') || seen.has(path)) continue;
      seen.add(path);
      pages.push({ path, label: `${menu.label} › ${item.label}` });
    }
  }
  return pages;
}

/**
 * The address the frame opens: the preview's first address (which carries its session) moved to the chosen page.
 * The session travels in the query, so only the path changes.
 */
export function previewAddress(previewUrl: string, path: string): string {
  return `${path}${new URL(previewUrl, 'http://preview.invalid').search}`;
}
