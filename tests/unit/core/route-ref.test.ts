import { describe, expect, it } from 'vitest';
import type { RoutesManifest } from '../../../engine/core/generated/manifests.gen';
import { hasRoute, hrefOf, pathOf, routeParamNames, routeRefsOf } from '../../../engine/core/route-ref';

const manifest: RoutesManifest = {
  routes: [
    { index: true, redirect: '/money' },
    {
      id: 'money',
      path: 'move-money',
      screen: 'move-money',
      title: 'Move Money',
      children: [
        { index: true, redirect: '/move-money/scheduled' },
        { id: 'transfers.scheduled', path: 'scheduled', screen: 'move-money-scheduled', title: 'Scheduled' },
      ],
    },
    { id: 'static-page', path: 'static/:page', screen: 'static-page', title: 'Page' },
    { id: 'card.statement', path: 'cards/:card/statements/:month', screen: 'card-statement', title: 'Statement' },
  ],
  notFound: { redirect: '/move-money' },
};

describe('route refs', () => {
  it('lists every route with an id and the absolute path it answers, in file order', () => {
    expect(routeRefsOf(manifest)).toEqual([
      { id: 'money', path: '/move-money' },
      { id: 'transfers.scheduled', path: '/move-money/scheduled' },
      { id: 'static-page', path: '/static/:page' },
      { id: 'card.statement', path: '/cards/:card/statements/:month' },
    ]);
  });

  it('resolves an id to its path, whatever the id says', () => {
    expect(pathOf(manifest, 'transfers.scheduled')).toBe('/move-money/scheduled');
    expect(pathOf(manifest, 'money')).toBe('/move-money');
    expect(hasRoute(manifest, 'money')).toBe(true);
    expect(hasRoute(manifest, 'move-money')).toBe(false);
  });

  it('fills path parameters, each as one encoded segment', () => {
    expect(routeParamNames('/cards/:card/statements/:month')).toEqual(['card', 'month']);
    expect(pathOf(manifest, 'static-page', { page: 'about' })).toBe('/static/about');
    expect(pathOf(manifest, 'card.statement', { card: 'c/1', month: '2026-10' })).toBe('/cards/c%2F1/statements/2026-10');
  });

  it('throws on an unknown id, a missing parameter and one the path does not have', () => {
    expect(() => pathOf(manifest, 'transfers.sheduled')).toThrow('routes.json has no route with the id "transfers.sheduled".');
    expect(() => pathOf(manifest, 'static-page')).toThrow('needs the parameter "page"');
    expect(() => pathOf(manifest, 'static-page', { page: '' })).toThrow('needs the parameter "page"');
    expect(() => pathOf(manifest, 'money', { page: 'x' })).toThrow('has no parameter "page"');
  });

  it('adds a query string, leaving out undefined values', () => {
    expect(hrefOf(manifest, 'transfers.scheduled', {}, { id: 'a 1', from: undefined })).toBe('/move-money/scheduled?id=a+1');
    expect(hrefOf(manifest, 'static-page', { page: 'faq' })).toBe('/static/faq');
  });
});
