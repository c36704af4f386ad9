import { describe, expect, it } from 'vitest';
import type { MenusManifest } from '../../engine/core/generated/manifests.gen';
import { pathOf } from '../../engine/core/route-ref';
import { menusManifest, routesManifest } from '../../src/manifests';
import { FIRST_PAGE_PATH, previewAddress, previewPages } from '../../screens/studio/preview-pages';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the pages a studio preview may open on', () => {
  it('starts with the first page, then each page of the named menus as the menus label them, once each', () => {
    const pages = previewPages(menusManifest, routesManifest, ['mainNav', 'moveMoney'], 'First page');
    expect(pages[0]).toEqual({ path: FIRST_PAGE_PATH, label: 'First page' });
    const transfers = pages.find((page) => page.path === pathOf(routesManifest, 'transfers.new'));
    expect(transfers?.label).toBe(`${menusManifest.menus.moveMoney.label} › ${menusManifest.menus.moveMoney.items.find((item) => item.route === 'transfers.new')!.label}`);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) expect(page.path).toMatch(/^\/[^:]*$/);
    // Only items that link to a page of the app: an external link or an action is no page to open on.
    const linked = menusManifest.menus.mainNav.items.filter((item) => item.route !== undefined && item.params === undefined).length;
    expect(pages.filter((page) => page.label.startsWith(`${menusManifest.menus.mainNav.label} › `)).length).toBeLessThanOrEqual(linked);
  });

  it('labels a page by the draft\'s menus, so a renamed item is found by its new name', () => {
    const draft = clone(menusManifest) as MenusManifest;
    const item = draft.menus.mainNav.items.find((entry) => entry.id === 'move-money')!;
    item.label = 'Money Movement';
    const pages = previewPages(draft, routesManifest, ['mainNav'], 'First page');
    expect(pages.map((page) => page.label)).toContain(`${draft.menus.mainNav.label} › Money Movement`);
    expect(pages.map((page) => page.label)).not.toContain(`${draft.menus.mainNav.label} › Move Money`);
  });

  it('offers no pages of a menu the draft lacks, and skips items naming no route of the release', () => {
    const draft = clone(menusManifest) as MenusManifest;
    draft.menus.mainNav.items = [{ id: 'gone', label: 'Gone', route: 'no-such-route' }];
    expect(previewPages(draft, routesManifest, ['mainNav', 'noSuchMenu'], 'First page')).toEqual([{ path: FIRST_PAGE_PATH, label: 'First page' }]);
  });

  it('moves the preview\'s first address to the chosen page, keeping the session in its query', () => {
    expect(previewAddress('/?cu-preview=abc%2B1', '/move-money/transfers')).toBe('/move-money/transfers?cu-preview=abc%2B1');
    expect(previewAddress('/?cu-preview=abc', FIRST_PAGE_PATH)).toBe('/?cu-preview=abc');
  });
});
