import { describe, expect, it } from 'vitest';
import type { MenusManifest, RoutesManifest } from '../../engine/core/generated/manifests.gen';
import { checkReachability, linkedPages, pagesOf } from '../../engine/core/config-validation/reachability';
import menusJson from '../../config/menus.json';
import routesJson from '../../config/routes.json';

const routes = routesJson as unknown as RoutesManifest;
const menus = menusJson as unknown as MenusManifest;
const clone = <T>(value: T): T => structuredClone(value);
const messages = (routesManifest: RoutesManifest, menusManifest: MenusManifest): string[] => checkReachability(routesManifest, menusManifest).map((issue) => issue.message);

describe('every page is reachable from a menu or a screen (config/menus.json)', () => {
  it('holds for the shipped routes and menus, each exception with its reason', () => {
    expect(messages(routes, menus)).toEqual([]);
    const linked = linkedPages(routes, menus);
    const exceptions = new Set(menus.unlinkedRoutes.map((route) => route.path));
    for (const page of pagesOf(routes)) expect(linked.has(page.absolutePath) || exceptions.has(page.absolutePath), page.absolutePath).toBe(true);
  });

  it('reaches the built screens the member could not find from where a member looks for them', () => {
    const linked = linkedPages(routes, menus);
    expect(linked.get('/accounts/account-services')).toContain('menu accountActions');
    expect(linked.get('/accounts/manage-ira-beneficiaries')).toEqual(['menu accountActions']);
    expect(linked.get('/credit-card-fraud')).toEqual(['menu accountActions']);
    expect(linked.get('/move-money/zelle-eligibility')).toEqual(['menu moveMoney']);
    expect(linked.get('/move-money/mobile-deposit-faq')).toEqual(['menu moveMoney']);
    // The header's chat item is a toggle (action toggleChat): /chat-bot, which it opens on small screens, is an unlinkedRoutes entry.
    expect(linked.has('/chat-bot')).toBe(false);
    expect(menus.unlinkedRoutes.map((route) => route.path)).toContain('/chat-bot');
    // Redirects are followed: Accounts in the main navigation lands on the summary.
    expect(linked.get('/accounts/list/summary')).toContain('menu mainNav');
  });

  it('fails on a page that nothing links to', () => {
    const withoutIra = clone(menus);
    withoutIra.menus.accountActions.items = withoutIra.menus.accountActions.items.filter((item) => item.id !== 'ira-beneficiaries');
    expect(messages(routes, withoutIra)).toEqual([expect.stringContaining('"/accounts/manage-ira-beneficiaries"')]);

    const withNewPage = clone(routes);
    withNewPage.routes.push({ path: 'travel-notices', screen: 'under-construction', title: 'Travel Notices' });
    expect(messages(withNewPage, menus)).toEqual([expect.stringContaining('"/travel-notices"')]);
  });

  it('fails on a screen link from a page members cannot reach, and on an exception that is no longer one', () => {
    const withoutZelleTab = clone(menus);
    withoutZelleTab.menus.moveMoney.items = withoutZelleTab.menus.moveMoney.items.filter((item) => item.id !== 'zelle');
    const zelle = messages(routes, withoutZelleTab);
    expect(zelle).toContainEqual(expect.stringContaining('"/move-money/zelle-eligibility"'));
    expect(zelle).toContainEqual(expect.stringMatching(/screenLinks.*"\/move-money\/zelle-eligibility"/));

    const staleException = clone(menus);
    staleException.unlinkedRoutes.push({ path: '/move-money/mobile-deposit-faq', reason: 'Pretends the Mobile Deposit tab is not there.' });
    expect(messages(routes, staleException)).toEqual([expect.stringContaining('remove the exception')]);

    const unknownException = clone(menus);
    unknownException.unlinkedRoutes.push({ path: '/no-such-page', reason: 'Names a page routes.json does not have.' });
    expect(messages(routes, unknownException)).toEqual([expect.stringContaining('no page has that path')]);
  });
});
