import { describe, expect, it } from 'vitest';
import type { DocumentRoomItem } from '../../../engine/core/generated/api.gen';
import type { MenuItem } from '../../../engine/core/generated/manifests.gen';
import { evaluateVisibility, type VisibilityContext } from '../../../engine/core/visibility';
import { visibleItems } from '../../../engine/react/MenuList';
import { filterDocuments, filtersFromSearch } from '../../../screens/information/document-filters';
import { groupMoreMenu } from '../../../screens/information/more-menu-groups';
import { readUrgentBanner, safeBannerLink } from '../../../screens/information/urgent-banner';
import { informationPagesManifest } from '../../../src/manifests/information-pages-manifest';
import { menusManifest, ssoManifest } from '../../../src/manifests';
import { staticPagesManifest } from '../../../src/manifests/static-pages-manifest';

const item = (id: string): MenuItem => ({ id, label: id, route: id });

describe('groupMoreMenu', () => {
  it('puts visible items under their configured headings, in order, and the rest last', () => {
    const groups = groupMoreMenu([item('a'), item('b'), item('c'), item('d')], [{ heading: 'Second', itemIds: ['c', 'a'] }, { heading: 'Empty', itemIds: ['x'] }], 'Other');
    expect(groups.map((group) => [group.heading, group.items.map((entry) => entry.id)])).toEqual([
      ['Second', ['c', 'a']],
      ['Other', ['b', 'd']],
    ]);
  });

  it('names every More menu item in some group of config/information-pages.json', () => {
    const grouped = new Set(informationPagesManifest.moreMenu.groups.flatMap((group) => group.itemIds));
    expect(menusManifest.menus.more.items.map((entry) => entry.id).filter((id) => !grouped.has(id))).toEqual([]);
  });
});

describe('readUrgentBanner', () => {
  const value = { bannerText: 'Branches close at noon today.', bannerType: 'Warning', pageName: 'accountsummary', show: true, bannerLink: '/static/locations', moreInfoScreen: 'First.\n\nSecond.' };

  it('reads the urgent banner flag value, its type as a banner type and its text as paragraphs', () => {
    expect(readUrgentBanner(value)).toEqual({ text: 'Branches close at noon today.', type: 'warning', pageName: 'accountsummary', link: '/static/locations', moreInfo: ['First.', 'Second.'] });
    expect(readUrgentBanner({ ...value, bannerType: 'Sparkly' })?.type).toBe('informational');
  });

  it('shows nothing when show is off, the text is empty or the value is not the documented shape', () => {
    expect(readUrgentBanner({ ...value, show: false })).toBeUndefined();
    expect(readUrgentBanner({ ...value, bannerText: ' ' })).toBeUndefined();
    expect(readUrgentBanner(null)).toBeUndefined();
    expect(readUrgentBanner('show')).toBeUndefined();
  });

  it('follows only in-app paths and https links', () => {
    expect(safeBannerLink('/static/help')).toEqual({ internal: true, href: '/static/help' });
    expect(safeBannerLink('https://example.org/x')).toEqual({ internal: false, href: 'https://example.org/x' });
    expect(safeBannerLink('//evil.example')).toBeUndefined();
    expect(safeBannerLink('javascript:alert(1)')).toBeUndefined();
  });
});

describe('document filters', () => {
  const doc = (id: string, type: DocumentRoomItem['type'], year: number): DocumentRoomItem => ({ id, type, title: id, date: `${year}-01-31`, year });
  const documents = [doc('s1', 'statement', 2026), doc('t1', 'tax', 2025), doc('s2', 'statement', 2025)];

  it('filters by type and year', () => {
    expect(filterDocuments(documents, { type: 'statement', year: 'all' }).map((entry) => entry.id)).toEqual(['s1', 's2']);
    expect(filterDocuments(documents, { type: 'all', year: 2025 }).map((entry) => entry.id)).toEqual(['t1', 's2']);
    expect(filterDocuments(documents, { type: 'tax', year: 2026 })).toEqual([]);
  });

  it('reads the filters from the address, unknown values meaning all', () => {
    expect(filtersFromSearch(new URLSearchParams('type=tax&year=2025'), ['statement', 'tax'])).toEqual({ type: 'tax', year: 2025 });
    expect(filtersFromSearch(new URLSearchParams('type=bogus&year=abc'), ['statement', 'tax'])).toEqual({ type: 'all', year: 'all' });
  });
});

describe('static pages', () => {
  it('has a page behind every footer and small-screen footer link', () => {
    const links = [...menusManifest.menus.footer.items, ...menusManifest.menus.smallScreenFooter.items].flatMap((entry) => (entry.route === undefined ? [] : [entry]));
    expect(links.length).toBeGreaterThanOrEqual(11);
    for (const link of links) {
      expect(link.route).toBe('static-page');
      expect(Object.keys(staticPagesManifest.pages)).toContain(link.params?.page);
    }
  });
});

describe('investment rules', () => {
  const context = (audiences: string[], flags: Record<string, boolean> = {}): VisibilityContext => ({
    flags: { 'show-more-menu': true, 'show-investment-center': true, 'show-digital-investor': true, ...flags },
    guards: () => true,
    can: () => true,
    audiences: new Set(audiences),
    channel: 'OnlineBanking',
  });
  const shown = (ctx: VisibilityContext) => visibleItems(menusManifest.menus.more, ctx).map((entry) => entry.id).filter((id) => id === 'investment-center' || id === 'digital-investor');
  const serverAllows = (key: string, ctx: VisibilityContext) => evaluateVisibility(ssoManifest.targets[key]?.eligibleWhen?.rule, ctx);

  it('shows only one of the two, the Investment Center winning, and the server allows exactly what the menu shows', () => {
    const cases: [string[], Record<string, boolean>, string[]][] = [
      [['personal', 'master'], {}, ['investment-center']],
      [['personal', 'master'], { 'show-investment-center': false }, ['digital-investor']],
      [['personal', 'trusted'], {}, ['digital-investor']],
      [['business', 'master'], {}, []],
      [['personal', 'master', 'msr'], {}, []],
    ];
    for (const [audiences, flags, expected] of cases) {
      const ctx = context(audiences, flags);
      expect(shown(ctx)).toEqual(expected);
      expect(serverAllows('investmentCenter', ctx)).toBe(expected.includes('investment-center'));
      expect(serverAllows('digitalInvestor', ctx)).toBe(expected.includes('digital-investor'));
    }
  });
});
