// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoutesManifest } from '../../../engine/core/generated/manifests.gen';
import {
  ModalProvider,
  RouteAccessProvider,
  buildRoutes,
  useGuardedAction,
  type BuildRoutesOptions,
  type RouteAccess,
  type ScreenEntry,
} from '../../../engine/react';
import { modalsManifest } from '../../../src/manifests';

const manifest: RoutesManifest = {
  routes: [
    { path: 'login', screen: 'plain', title: 'Sign In', public: true, layout: 'bare' },
    { path: 'home', screen: 'plain', title: 'Home' },
    { path: 'rewards', screen: 'plain', title: 'Rewards', flag: 'show-rewards' },
    { path: 'offers', screen: 'plain', title: 'Offers', flag: 'show-offers', stayOnFlagOff: true },
    { path: 'trusted-users', screen: 'plain', title: 'Trusted Users', trustedUserBlocked: true },
    {
      path: 'cards',
      guard: 'canViewCards',
      children: [{ path: 'list', screen: 'plain', title: 'Cards' }],
    },
    { path: 'pay', screen: 'pay', title: 'Pay' },
    { path: 'desk', screen: 'plain', title: 'Desk' },
  ],
  notFound: { redirect: '/home' },
};

const ready: RouteAccess = {
  ready: true,
  flags: { 'show-rewards': false, 'show-offers': false },
  guards: (name) => name === 'canPay',
  can: () => true,
  decision: () => ({ allowed: true }),
  isMaster: true,
};

let setAccess: (access: RouteAccess) => void = () => undefined;
let initialAccess: RouteAccess = ready;
const paid = vi.fn();

function PlainScreen() {
  return <h1>Screen content</h1>;
}
function PayScreen() {
  const pay = useGuardedAction('canPay', paid);
  const wire = useGuardedAction('canWire', paid);
  return (
    <>
      <button type="button" onClick={() => pay('bill')}>Pay</button>
      <button type="button" onClick={() => wire('wire')}>Wire</button>
    </>
  );
}
const screens: ScreenEntry[] = [
  { key: 'plain', load: async () => ({ default: PlainScreen }) },
  { key: 'pay', load: async () => ({ default: PayScreen }) },
];

function Layout() {
  const [access, set] = useState(initialAccess);
  setAccess = set;
  return (
    <RouteAccessProvider value={access}>
      <Outlet />
    </RouteAccessProvider>
  );
}
function Shell({ children }: { readonly children: ReactNode }) {
  return (
    <ModalProvider manifest={modalsManifest} handlers={{}}>
      {children}
    </ModalProvider>
  );
}

function renderAt(path: string, overrides: Partial<BuildRoutesOptions> = {}) {
  const routes = buildRoutes({
    manifest,
    screens,
    layouts: { retail: Layout, bare: Layout },
    defaultLayout: 'retail',
    loginPath: '/login',
    isSignedIn: async () => true,
    loading: <p>Loading…</p>,
    loadingLabel: 'Loading…',
    routeError: <p role="alert">Something went wrong</p>,
    gate: { homePath: '/home', loading: <p>Checking access…</p> },
    shell: Shell,
    ...overrides,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const copy = (key: string) => modalsManifest.modals[key]!;

afterEach(() => {
  cleanup();
  initialAccess = ready;
  paid.mockReset();
});

describe('route gates built from routes.json', () => {
  it('shows the loading state until flags, permissions and agreement are final, then the screen', async () => {
    initialAccess = { ...ready, ready: false, flags: { 'show-rewards': true } };
    renderAt('/rewards');
    await screen.findByText('Checking access…');
    expect(screen.queryByRole('heading', { name: 'Screen content' })).toBeNull();
    act(() => setAccess({ ...ready, flags: { 'show-rewards': true } }));
    await screen.findByRole('heading', { name: 'Screen content' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('flag off: opens the feature-unavailable modal and goes home; OK closes it', async () => {
    const router = renderAt('/rewards');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(copy('featureUnavailable').body);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    fireEvent.click(screen.getByRole('button', { name: copy('featureUnavailable').buttons[0]!.label }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('flag off with stayOnFlagOff: the modal shows, the address stays, the screen does not render', async () => {
    const router = renderAt('/offers');
    await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/offers');
    expect(screen.queryByRole('heading', { name: 'Screen content' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('a trusted (non-master) user on a blocked route gets the trusted-user modal and goes home', async () => {
    initialAccess = { ...ready, isMaster: false };
    const router = renderAt('/trusted-users');
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: copy('trustedUserBlocked').title })).toBeTruthy();
    expect(dialog.textContent).toContain(copy('trustedUserBlocked').body);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a denied guard on a parent route keeps its children from rendering', async () => {
    const router = renderAt('/cards/list');
    await screen.findByRole('dialog');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByRole('heading', { name: copy('featureUnavailable').title })).toBeTruthy();
  });

  it('sends a signed-in visitor where redirectSignedIn says, without looping at the target', async () => {
    const redirectSignedIn = vi.fn(async () => '/desk');
    const router = renderAt('/home', { redirectSignedIn });
    await screen.findByRole('heading', { name: 'Screen content' });
    expect(router.state.location.pathname).toBe('/desk');
  });
});

describe('useGuardedAction', () => {
  it('runs the action when the guard passes, otherwise opens the permission-denied modal and does not run it', async () => {
    renderAt('/pay');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(paid).toHaveBeenCalledWith('bill');
    fireEvent.click(screen.getByRole('button', { name: 'Wire' }));
    await screen.findByRole('dialog');
    expect(paid).toHaveBeenCalledTimes(1);
    for (const button of copy('permissionDenied').buttons) expect(screen.getByRole('button', { name: button.label })).toBeTruthy();
  });

  it('decides a call made before permissions load once they have', async () => {
    initialAccess = { ...ready, ready: false, guards: () => false };
    renderAt('/pay');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(paid).not.toHaveBeenCalled();
    act(() => setAccess(ready));
    await waitFor(() => expect(paid).toHaveBeenCalledWith('bill'));
  });
});
