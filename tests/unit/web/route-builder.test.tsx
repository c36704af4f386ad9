// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutesManifest } from '../../../engine/core/generated/manifests.gen';
import { UnknownScreenError, buildRoutes, keepDocumentTitle, useRouteTitle, type BuildRoutesOptions, type ScreenEntry } from '../../../engine/react';

const manifest: RoutesManifest = {
  routes: [
    { index: true, redirect: '/accounts' },
    { path: 'login', screen: 'sign-in', title: 'Sign In', public: true, layout: 'bare' },
    {
      path: 'accounts',
      children: [
        { index: true, redirect: '/accounts/list' },
        {
          path: 'list',
          children: [
            { index: true, redirect: '/accounts/list/summary' },
            { path: 'summary', screen: 'summary', title: 'Accounts', pageKey: 'accountsummary' },
          ],
        },
        { path: 'welcome', screen: 'titled', title: 'Welcome', layout: 'onboarding' },
      ],
    },
    { path: 'statements', screen: 'titled', title: 'Statements', guard: 'canViewAccountStatements' },
  ],
  notFound: { redirect: '/accounts' },
};

function TitledScreen() {
  return <h1>{useRouteTitle()}</h1>;
}

const screens: ScreenEntry[] = [
  { key: 'sign-in', load: async () => ({ default: () => <h1>Sign in screen</h1> }) },
  { key: 'summary', load: async () => ({ default: () => <h1>Summary screen</h1> }) },
  { key: 'titled', load: async () => ({ default: TitledScreen }) },
];

const layout = (name: string) =>
  function Layout() {
    return (
      <div data-testid={`layout-${name}`}>
        <Outlet />
      </div>
    );
  };

function options(overrides: Partial<BuildRoutesOptions> = {}): BuildRoutesOptions {
  return {
    manifest,
    screens,
    layouts: { retail: layout('retail'), bare: layout('bare'), onboarding: layout('onboarding') },
    defaultLayout: 'retail',
    loginPath: '/login',
    isSignedIn: async () => true,
    loading: <p>Loading…</p>,
    loadingLabel: 'Loading…',
    routeError: <p role="alert">Something went wrong</p>,
    ...overrides,
  };
}

function renderAt(path: string, overrides: Partial<BuildRoutesOptions> = {}) {
  const router = createMemoryRouter(buildRoutes(options(overrides)), { initialEntries: [path] });
  stopTitles = keepDocumentTitle(router, { suffix: ' | Test CU Online Banking', fallback: 'Test CU' });
  render(<RouterProvider router={router} />);
  return router;
}

let stopTitles = () => undefined as unknown;
afterEach(() => {
  stopTitles();
  cleanup();
});

describe('buildRoutes', () => {
  it('follows the index redirects from / down to the accounts summary', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'Summary screen' });
    expect(router.state.location.pathname).toBe('/accounts/list/summary');
    expect(screen.getByTestId('layout-retail')).toBeTruthy();
  });

  it('sends an unknown path to the notFound redirect', async () => {
    const router = renderAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Summary screen' });
    expect(router.state.location.pathname).toBe('/accounts/list/summary');
  });

  it('sets the document title from the route title plus the suffix', async () => {
    renderAt('/statements');
    await screen.findByRole('heading', { name: 'Statements' });
    await waitFor(() => expect(document.title).toBe('Statements | Test CU Online Banking'));
  });

  it('puts each route in its own layout, lifting a child whose layout differs out of its parent', async () => {
    renderAt('/accounts/welcome');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.getByTestId('layout-onboarding')).toBeTruthy();
    expect(screen.queryByTestId('layout-retail')).toBeNull();
  });

  it('carries title, page key and guard in each route handle', () => {
    const routes = buildRoutes(options());
    const handles = JSON.stringify(routes, (key, value: unknown) => (key === 'element' || key === 'errorElement' ? undefined : value));
    expect(handles).toContain('"handle":{"title":"Accounts","pageKey":"accountsummary","screen":"summary"}');
    expect(handles).toContain('"handle":{"title":"Statements","guard":"canViewAccountStatements","screen":"titled"}');
  });

  it('sends a signed-out visitor to sign-in with the page asked for, and lets them reach public pages', async () => {
    const router = renderAt('/statements?year=2025', { isSignedIn: async () => false });
    await screen.findByRole('heading', { name: 'Sign in screen' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/statements?year=2025');
    expect(screen.getByTestId('layout-bare')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign In | Test CU Online Banking'));
  });

  it('sends a signed-out visit to "/" straight to sign-in with one session check, not down the redirect chain', async () => {
    const isSignedIn = vi.fn(async () => false);
    const router = renderAt('/', { isSignedIn });
    await screen.findByRole('heading', { name: 'Sign in screen' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/');
    expect(isSignedIn).toHaveBeenCalledTimes(1);
  });

  it('checks the session once per navigation however many redirects it follows', async () => {
    const isSignedIn = vi.fn(async () => true);
    const router = renderAt('/accounts', { isSignedIn });
    await screen.findByRole('heading', { name: 'Summary screen' });
    expect(router.state.location.pathname).toBe('/accounts/list/summary');
    // Three hops (/accounts, /accounts/list, /accounts/list/summary), one status call each.
    expect(isSignedIn).toHaveBeenCalledTimes(3);
  });

  it('throws at build time for a screen key nobody registered, listing the known keys', () => {
    const broken: RoutesManifest = { ...manifest, routes: [...manifest.routes, { path: 'cards', screen: 'cards-list', title: 'Cards' }] };
    expect(() => buildRoutes(options({ manifest: broken }))).toThrow(UnknownScreenError);
    expect(() => buildRoutes(options({ manifest: broken }))).toThrow(
      'No screen registered under the key "cards-list". Known screen keys: sign-in, summary, titled',
    );
  });

  it('throws for a layout the app does not have, listing the known layouts', () => {
    expect(() => buildRoutes(options({ layouts: { retail: layout('retail') } }))).toThrow(
      'routes.json names the layout "bare", which the app does not have. Known layouts: retail',
    );
  });
});
