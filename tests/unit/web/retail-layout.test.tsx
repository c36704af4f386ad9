// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homePath, loginPath } from '../../../screens/shared/app-paths';
import { RetailLayout } from '../../../src/web/layouts/RetailLayout';
import { createFlagStore, FlagsProvider, ModalProvider, RoutesManifestProvider, type FlagServiceConfig } from '../../../engine/react';
import { appManifest, copyManifest, flagsManifest, modalsManifest, routesManifest } from '../../../src/manifests';

const copy = copyManifest.layout;
const member = {
  id: 'u1',
  externalId: '1001',
  fullName: 'Jordan Rivera',
  additions: { membershipType: 'P', fullName: 'Jordan Rivera', givenName: 'Jordan', familyName: 'Rivera', memberSince: '2012-04-01', isMinor: 'false' },
};

// A controllable matchMedia: `setWide` plays the window crossing the sidebar breakpoint.
function installMatchMedia() {
  let wide = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return wide;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    wide = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
let setWide: (wide: boolean) => void;

beforeEach(() => {
  setWide = installMatchMedia();
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/users/me')) return new Response(JSON.stringify(member), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLayout() {
  const router = createMemoryRouter(
    [
      { element: <RetailLayout />, children: [{ path: homePath, element: <h1>Page content</h1> }] },
      { path: loginPath, element: <p>Sign-in page</p> },
    ],
    { initialEntries: [homePath] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The layout reads the urgent-banner flag; the flag service never answers here, so the flags' defaults apply.
  const flags = createFlagStore({ definitions: flagsManifest.flags, defaultsAfterMs: 0 });
  const noFlagService = () => new Promise<FlagServiceConfig>(() => undefined);
  render(
    <QueryClientProvider client={client}>
      <FlagsProvider store={flags} loadConfig={noFlagService}>
        <ModalProvider manifest={modalsManifest} handlers={{}}>
          <RoutesManifestProvider value={routesManifest}>
            <RouterProvider router={router} />
          </RoutesManifestProvider>
        </ModalProvider>
      </FlagsProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('retail layout', () => {
  it('has a skip link to the main content, a labelled navigation, and a footer from config', async () => {
    renderLayout();
    await screen.findByRole('heading', { name: 'Page content' });
    const skip = screen.getByRole('link', { name: copy.skipToContent });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(appManifest.memberServicesPhone)).toBeTruthy();
    expect(within(footer).getByText(appManifest.routingNumber)).toBeTruthy();
    expect(within(footer).getByText(copy.footerPhoneLabel)).toBeTruthy();
    expect(within(footer).getByText(appManifest.apyDateNote)).toBeTruthy();
  });

  it('opens and closes the navigation drawer with the hamburger, Escape and a press outside, and closes it once the window reaches the breakpoint', async () => {
    renderLayout();
    await screen.findByRole('heading', { name: 'Page content' });
    const toggle = screen.getByRole('button', { name: copy.openMenu });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(nav?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav?.hidden).toBe(false);
    expect(within(nav as HTMLElement).getByRole('link', { name: 'Accounts' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Page content' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);

    setWide(true);
    expect(screen.queryByRole('button', { name: copy.closeMenu })).toBeNull();
    expect(screen.getByRole('navigation', { name: copy.mainNavLabel }).hidden).toBe(false);
    setWide(false);
    const again = screen.getByRole('button', { name: copy.openMenu });
    expect(again.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows one Sign Out on a small screen, the bottom bar\'s, with the drawer closed or open', async () => {
    renderLayout();
    await screen.findByRole('heading', { name: 'Page content' });
    const signOuts = () => screen.getAllByRole('button', { name: copy.signOut, hidden: false });
    expect(signOuts()).toHaveLength(1);
    expect(signOuts()[0]?.closest('.small-footer')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: copy.openMenu }));
    expect(signOuts()).toHaveLength(1);
    setWide(true);
    expect(signOuts()).toHaveLength(1);
    expect(signOuts()[0]?.closest('.small-footer')).toBeNull();
  });

  it('closes the More dropdown on Escape (focus back on its button) and on a click outside', async () => {
    setWide(true);
    renderLayout();
    await screen.findByRole('heading', { name: 'Page content' });
    const more = screen.getByRole('button', { name: copy.more });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    fireEvent.mouseDown(screen.getByRole('main'));
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the member's name on the profile dropdown", async () => {
    setWide(true);
    renderLayout();
    const profile = await screen.findByRole('button', { name: new RegExp(member.fullName) });
    fireEvent.click(profile);
    expect(profile.getAttribute('aria-expanded')).toBe('true');
  });

  it('signs out through the API and goes to sign-in', async () => {
    const router = renderLayout();
    await screen.findByRole('heading', { name: 'Page content' });
    fireEvent.click(screen.getAllByRole('button', { name: copy.signOut })[0] as HTMLElement);
    await screen.findByText('Sign-in page');
    expect(router.state.location.pathname).toBe(loginPath);
    expect(fetchMock).toHaveBeenCalledWith('/api/session/memberlogout', expect.objectContaining({ method: 'POST' }));
  });
});
