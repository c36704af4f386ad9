// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteNode } from '../../../engine/core/generated/manifests.gen';
import { buildRoutes, type ScreenEntry } from '../../../engine/react';
import { screenEntries } from '../../../screens/registry';
import { routesManifest } from '../../../src/manifests';

// Every screen of the real routes.json, drawn as its key; the Move Money section as a marked tab bar around them.
const stubScreens: ScreenEntry[] = screenEntries.map((entry) => ({
  key: entry.key,
  load: async () => ({
    default:
      entry.key === 'move-money'
        ? () => (
            <>
              <nav aria-label="Move Money tabs" />
              <Outlet />
            </>
          )
        : () => <h1>{entry.key}</h1>,
  }),
}));

const moveMoney = routesManifest.routes.find((node) => node.path === 'move-money') as RouteNode;
const pages = (moveMoney.children ?? []).filter((child) => child.screen !== undefined).map((child) => ({ path: `/move-money/${child.path}`, screen: child.screen as string }));

afterEach(cleanup);

describe('Move Money section', () => {
  it('covers every Move Money page of routes.json', () => {
    expect(moveMoney.screen).toBe('move-money');
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/move-money/bill-pay', '/move-money/manage-accounts', '/move-money/cashiers-check-request', '/move-money/zelle-faq', '/move-money/mobile-deposit-faq']));
  });

  it.each(pages)('shows the Move Money tabs on $path', async ({ path, screen: key }) => {
    const routes = buildRoutes({
      manifest: routesManifest,
      screens: stubScreens,
      layouts: { retail: Outlet, bare: Outlet, onboarding: Outlet },
      defaultLayout: 'retail',
      loginPath: '/login',
      isSignedIn: async () => true,
      loading: <p>Loading…</p>,
      loadingLabel: 'Loading…',
      routeError: <p role="alert">failed</p>,
    });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(await screen.findByRole('heading', { name: key })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Move Money tabs' })).toBeTruthy();
  });
});
