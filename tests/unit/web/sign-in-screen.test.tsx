// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homePath } from '../../../screens/shared/app-paths';
import SignInScreen from '../../../screens/sign-in/SignInScreen';
import { errorsManifest } from '../../../src/manifests';

const HOME = homePath;
const failedMessage = errorsManifest.errors.LOGIN_FAILED?.message ?? '';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSignIn(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SignInScreen /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const member = {
  id: 'u1',
  externalId: '1001',
  fullName: 'Jordan Rivera',
  additions: { membershipType: 'P', fullName: 'Jordan Rivera', givenName: 'Jordan', familyName: 'Rivera', memberSince: '2012-04-01', isMinor: 'false' },
};

const SIGN_IN_OPTIONS = '/api/sso/oidc/options';
/** What the server answers the page's question about the identity provider (not configured unless a test says so). */
let signInOptions: unknown;

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn();
  signInOptions = { identityProvider: null };
  // The identity-provider question is answered apart, so each test's mock sees only the calls it is about.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (url === SIGN_IN_OPTIONS ? Promise.resolve(json(200, signInOptions)) : fetchMock(url, init)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in screen', () => {
  it('has a level-one heading and labelled username and password fields with autocomplete hints', async () => {
    renderSignIn('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it("shows the server's error in an alert, moves focus to it and stays on sign-in", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { errors: [{ path: '', message: failedMessage }] }));
    const { router } = renderSignIn('/login');
    submit('member', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(failedMessage);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    // A wrong password is not an ended session: only the sign-in call was made.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/session/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'member', password: 'wrong-password' });
  });

  it('asks for both fields before calling the server', async () => {
    renderSignIn('/login');
    submit('', '');
    expect(await screen.findByText('Enter your username.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to returnTo after signing in', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: member }));
    const { client } = renderSignIn('/login?returnTo=%2Fstatements%3Fyear%3D2025');
    submit('member', 'Demo-pass-2026');
    expect((await screen.findByTestId('where')).textContent).toBe('/statements?year=2025');
    expect(client.getQueryData(['user-manager', 'users', 'me'])).toEqual(member);
  });

  it('ignores a returnTo that leaves the app and lands on the accounts summary', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: member }));
    renderSignIn('/login?returnTo=%2F%2Fevil.example%2Fphish');
    submit('member', 'Demo-pass-2026');
    expect((await screen.findByTestId('where')).textContent).toBe(HOME);
  });

  it('offers sign-in through the identity provider only when the server says it is configured, keeping returnTo', async () => {
    signInOptions = { identityProvider: { buttonLabel: 'Sign in with Members First ID', startUrl: '/api/sso/oidc/start' } };
    renderSignIn('/login?returnTo=%2Fmessages');
    const link = await screen.findByRole('link', { name: 'Sign in with Members First ID' });
    expect(link.getAttribute('href')).toBe('/api/sso/oidc/start?returnTo=%2Fmessages');
  });

  it('offers no identity provider when the server has none', async () => {
    renderSignIn('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull());
  });

  it("shows a refused identity-provider sign-in's message, and ignores codes that are not the provider's", async () => {
    renderSignIn('/login?signInError=IDENTITY_PROVIDER_NOT_LINKED');
    expect((await screen.findByRole('alert')).textContent).toBe(errorsManifest.errors.IDENTITY_PROVIDER_NOT_LINKED?.message);
    cleanup();
    renderSignIn('/login?signInError=LOGIN_FAILED');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
