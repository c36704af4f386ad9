// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_ACTIVITY, apiFetch, configureApiClient, getProfilingSessionId, profilingSnapshot, stopProfiling } from '../../../engine/react';
import { redirectToSignInWhenSessionEnds } from '../../../src/web/session-redirect';
import { apiClientOptions } from '../../../screens/shared/api-client-options';
import { homePath, loginPath } from '../../../screens/shared/app-paths';
import { AppShell } from '../../../src/web/AppShell';
import { appManifest, modalsManifest } from '../../../src/manifests';

const { statusPollMs, refreshCheckMs, warningAtSeconds } = appManifest.session;
const warning = modalsManifest.modals.sessionTimeout!;
const continueLabel = warning.buttons.find((button) => button.action === 'confirm')!.label;
const signOutLabel = warning.buttons.find((button) => button.action === 'signOut')!.label;
const endedModal = modalsManifest.modals.sessionEnded!;
const exitLabel = endedModal.buttons[0]!.label;
const otherPath = `${homePath}/elsewhere`;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let statusAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  configureApiClient(apiClientOptions);
  statusAnswer = () => json({ expires_in: 900 });
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/session/status') return statusAnswer();
    if (url === '/api/session/refresh') return json({ expires_in: 900 });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  stopProfiling();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function AppShellOutlet() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

function renderApp() {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(
    [
      {
        element: <AppShellOutlet />,
        children: [
          { path: homePath, element: <Link to={otherPath}>Go elsewhere</Link> },
          { path: otherPath, element: <p>Elsewhere</p> },
          { path: loginPath, element: <p>Sign-in page</p> },
        ],
      },
    ],
    { initialEntries: [homePath] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function postMessage(data: unknown, origin = window.location.origin) {
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin })));
}

describe('session watcher on signed-in pages', () => {
  it('reads the status at start and every 60 s, and never refreshes without activity', async () => {
    renderApp();
    await advance(0);
    expect(calls('/api/session/status')).toHaveLength(1);
    await advance(statusPollMs);
    expect(calls('/api/session/status')).toHaveLength(2);
    await advance(refreshCheckMs * 2);
    expect(calls('/api/session/refresh')).toHaveLength(0);
  });

  it('refreshes at the 81 s check after the member navigated', async () => {
    renderApp();
    await advance(0);
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await advance(0);
    expect(screen.getByText('Elsewhere')).toBeTruthy();
    await advance(refreshCheckMs - 1);
    expect(calls('/api/session/refresh')).toHaveLength(0);
    await advance(1);
    expect(calls('/api/session/refresh')).toHaveLength(1);
  });

  it('counts USER_ACTIVITY from same-origin frames, in both shapes, but not from other origins', async () => {
    renderApp();
    await advance(0);
    postMessage(USER_ACTIVITY, 'https://elsewhere.example');
    postMessage({ type: USER_ACTIVITY }, 'https://elsewhere.example');
    await advance(refreshCheckMs);
    expect(calls('/api/session/refresh')).toHaveLength(0);
    postMessage(USER_ACTIVITY);
    await advance(refreshCheckMs);
    expect(calls('/api/session/refresh')).toHaveLength(1);
    postMessage({ type: USER_ACTIVITY });
    await advance(refreshCheckMs);
    expect(calls('/api/session/refresh')).toHaveLength(2);
  });

  it('shows the sessionTimeout warning at 90 s left; Continue refreshes on the server and keeps the page', async () => {
    statusAnswer = () => json({ expires_in: warningAtSeconds });
    const router = renderApp();
    await advance(0);
    const dialog = screen.getByRole('dialog', { name: warning.title });
    expect(dialog.textContent).toContain(warning.body);
    statusAnswer = () => json({ expires_in: 900 });
    fireEvent.click(screen.getByRole('button', { name: continueLabel }));
    await advance(0);
    expect(calls('/api/session/refresh')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(homePath);
    expect(calls('/api/session/memberlogout')).toHaveLength(0);
  });

  it('Sign Out on the warning logs out and lands on sign-in without the modal', async () => {
    statusAnswer = () => json({ expires_in: 30 });
    const router = renderApp();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: signOutLabel }));
    await advance(0);
    expect(calls('/api/session/memberlogout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(loginPath);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a 401 from the status check replaces the warning with Session Timeout, whose Exit logs out to sign-in', async () => {
    statusAnswer = () => json({ expires_in: 30 });
    const router = renderApp();
    await advance(0);
    expect(screen.getByRole('dialog', { name: warning.title })).toBeTruthy();
    statusAnswer = () => json({ errors: [{ path: '', message: 'Sign in again.' }] }, 401);
    await advance(30_000);
    const ended = screen.getByRole('dialog', { name: endedModal.title });
    expect(ended.textContent).toContain(endedModal.body);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: continueLabel })).toBeNull();
    const polls = calls('/api/session/status').length;
    await advance(statusPollMs * 2);
    expect(calls('/api/session/status')).toHaveLength(polls);
    expect(router.state.location.pathname).toBe(homePath);

    fireEvent.click(screen.getByRole('button', { name: exitLabel }));
    await advance(0);
    expect(calls('/api/session/memberlogout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(loginPath);
    expect(router.state.location.state).toEqual({ notice: 'sessionExpired' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("an API call's 401 shows Session Timeout on the page instead of the app-wide redirect, once, and Exit goes to sign-in", async () => {
    // The app-wide redirect is registered at start, before any page: as in app.tsx, it is the first listener.
    let rendered: ReturnType<typeof renderApp> | undefined;
    const stopRedirect = redirectToSignInWhenSessionEnds(
      { get state() { return rendered!.state; }, navigate: (to, options) => rendered!.navigate(to, options) },
      new QueryClient(),
    );
    const router = renderApp();
    rendered = router;
    await advance(0);
    statusAnswer = () => json({ errors: [{ path: '', message: 'Sign in again.' }] }, 401);
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/session/status') return statusAnswer();
      return json({ errors: [{ path: '', message: 'Sign in again.' }] }, 401);
    });
    await act(async () => {
      await apiFetch('/api/arrangement-manager/client-api/v2/productsummary').catch(() => undefined);
    });
    await advance(0);
    expect(router.state.location.pathname).toBe(homePath);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: endedModal.title }).textContent).toContain(endedModal.body);
    await advance(statusPollMs * 2);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: exitLabel }));
    await advance(0);
    expect(router.state.location.pathname).toBe(loginPath);
    expect(router.state.location.state).toEqual({ notice: 'sessionExpired' });
    stopRedirect();
  });

  it('starts device profiling with a stored id sent by the fetch layer, and forgets it at sign-out', async () => {
    statusAnswer = () => json({ expires_in: 30 });
    renderApp();
    await advance(0);
    const id = getProfilingSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(profilingSnapshot()).toEqual({ status: 'running', sessionId: id });
    fireEvent.click(screen.getByRole('button', { name: signOutLabel }));
    await advance(0);
    expect(getProfilingSessionId()).toBeUndefined();
    expect(profilingSnapshot().status).toBe('idle');
  });
});
