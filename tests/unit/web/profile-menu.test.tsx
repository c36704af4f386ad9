// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTemplate, type VisibilityContext } from '../../../engine/core';
import type { CurrentUser, ServiceAgreement } from '../../../engine/core/generated/api.gen';
import { ModalProvider, RoutesManifestProvider, VisibilityProvider } from '../../../engine/react';
import { homePath } from '../../../screens/shared/app-paths';
import { currentUserQuery } from '../../../screens/shared/current-user';
import { ProfileMenu } from '../../../src/web/layouts/retail/ProfileMenu';
import { ProfileSection } from '../../../src/web/layouts/retail/ProfileSection';
import { appManifest, copyManifest, errorsManifest, flagsManifest, modalsManifest, routesManifest } from '../../../src/manifests';

const layoutCopy = copyManifest.layout;
const CHOICES = '/api/access-control/client-api/v3/accessgroups/usercontext/serviceagreements';
const CONTEXT = '/api/access-control/client-api/v3/accessgroups/service-agreements/context';
const USER_CONTEXT = '/api/access-control/client-api/v3/accessgroups/usercontext';
const START = '/statements';

const trusted: CurrentUser = {
  id: 'u-trusted',
  externalId: '3001',
  fullName: 'Jordan Morgan',
  language: 'en-US',
  additions: { membershipType: 'P', fullName: 'Jordan Morgan', givenName: 'Jordan', familyName: 'Morgan', memberSince: '2015-06-10', isMinor: 'false' },
};

function agreement(id: string, name: string, isMaster: boolean): ServiceAgreement {
  return { id, name, description: isMaster ? 'Master' : 'Trusted member', isMaster, externalId: id, additions: { primaryName: name, memberSince: '2011-04-18', primaryUserInternalId: `user-${id}` } };
}
const own = agreement('a-own', 'Jordan Morgan', true);
const alex = agreement('a-alex', 'Alex Morgan', false);

const defaultFlags = Object.fromEntries(Object.entries(flagsManifest.flags).map(([key, flag]) => [key, flag.default]));
function visibility(overrides: Partial<VisibilityContext> = {}): VisibilityContext {
  return { flags: defaultFlags, guards: () => true, can: () => true, audiences: new Set(['personal', 'trusted']), channel: 'OnlineBanking', ...overrides };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

interface Server {
  agreements: ServiceAgreement[];
  total: number;
  current: ServiceAgreement;
  switchAnswer: () => Promise<Response>;
}
let server: Server;
let fetchMock: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  server = { agreements: [alex, own], total: 2, current: alex, switchAnswer: async () => new Response(null, { status: 204 }) };
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/users/me')) return json(200, trusted);
    if (url.startsWith(`${CHOICES}?`)) {
      const query = new URL(url, 'http://localhost').searchParams;
      const size = Number(query.get('size'));
      const from = Number(query.get('from'));
      return json(200, server.agreements.slice(from * size, (from + 1) * size), { 'x-total-count': String(server.total) });
    }
    if (url === CONTEXT) return json(200, server.current);
    if (url === USER_CONTEXT) return server.switchAnswer();
    return json(404, { errors: [{ path: '', message: 'Not found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderProfile(context: VisibilityContext = visibility(), which: 'menu' | 'section' = 'menu') {
  const element =
    which === 'menu' ? <ProfileMenu actions={{ signOut: () => undefined }} /> : <ProfileSection actions={{ signOut: () => undefined }} onChoose={() => undefined} />;
  const router = createMemoryRouter(
    [
      {
        element: (
          <VisibilityProvider value={context}>
            {element}
            <Outlet />
          </VisibilityProvider>
        ),
        children: [
          { path: START, element: <main>Statements</main> },
          { path: homePath, element: <main>Summary</main> },
        ],
      },
    ],
    { initialEntries: [START] },
  );
  // A real client with no retries, so errors show at once; seeded with the signed-in user as sign-in does.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQuery.queryKey, trusted);
  render(
    <QueryClientProvider client={client}>
      <ModalProvider manifest={modalsManifest} handlers={{}}>
        <RoutesManifestProvider value={routesManifest}>
          <RouterProvider router={router} />
        </RoutesManifestProvider>
      </ModalProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function openProfile() {
  const toggle = await screen.findByRole('button', { name: new RegExp(trusted.fullName) });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { toggle, panel };
}

const choicesGroup = (panel: HTMLElement) => within(panel).findByRole('group', { name: layoutCopy.trustedUsersHeading });
const choiceCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(CHOICES));
const switchingText = (name: string) => resolveTemplate(modalsManifest.modals.contextSwitching?.title ?? '', { name });

describe('profile dropdown', () => {
  it("shows the member's name and member-since year, capped at the window height minus the configured margin", async () => {
    renderProfile();
    const { panel } = await openProfile();
    expect(within(panel).getByText(trusted.fullName, { selector: 'p' })).toBeTruthy();
    expect(within(panel).getByText(resolveTemplate(layoutCopy.memberSince, { year: '2015' }))).toBeTruthy();
    expect(panel.style.maxHeight).toContain(`${appManifest.layout.profileDropdownMarginPx}px`);
    expect(within(panel).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('lists the agreements with the current one marked, choosable when the server counts more than one', async () => {
    renderProfile();
    const { panel } = await openProfile();
    const group = await choicesGroup(panel);
    await waitFor(() => expect(within(group).getByRole('button', { name: alex.name }).getAttribute('aria-current')).toBe('true'));
    const other = within(group).getByRole('button', { name: own.name });
    expect(other.getAttribute('aria-current')).toBeNull();
    expect((group as HTMLFieldSetElement).disabled).toBe(false);
    expect(choiceCalls()[0]?.[0]).toBe(`${CHOICES}?from=0&size=${appManifest.serviceAgreements.pageSize}`);
  });

  it('disables the selector when x-total-count is not above the minimum', async () => {
    server.agreements = [own];
    server.total = appManifest.serviceAgreements.selectorMinimumTotal;
    server.current = own;
    renderProfile();
    const { panel } = await openProfile();
    const group = (await choicesGroup(panel)) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    const button = within(group).getByRole('button', { name: own.name }) as HTMLButtonElement;
    expect(button.matches(':disabled')).toBe(true);
  });

  it('leaves agreements out, without asking for them, when the trusted-users flag is off', async () => {
    renderProfile(visibility({ flags: { ...defaultFlags, 'show-trusted-users': false } }));
    const { panel } = await openProfile();
    expect(within(panel).getByText(trusted.fullName)).toBeTruthy();
    expect(within(panel).queryByRole('group')).toBeNull();
    expect(choiceCalls()).toHaveLength(0);
  });

  it('switches: "Switching to {name}" first, then the POST, then the accounts summary and a reload', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.switchAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    const router = renderProfile();
    const { panel } = await openProfile();
    const group = await choicesGroup(panel);
    fireEvent.click(within(group).getByRole('button', { name: own.name }));

    const spinner = await screen.findByRole('dialog', { name: switchingText(own.name) });
    expect(spinner.getAttribute('aria-busy')).toBe('true');
    expect(spinner.contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(USER_CONTEXT, expect.objectContaining({ method: 'POST' })));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === USER_CONTEXT) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ serviceAgreementId: own.id });
    expect(reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(START);

    await act(async () => answer(new Response(null, { status: 204 })));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe(homePath);
  });

  it('shows the technical-problem message and stays put when the switch is refused', async () => {
    server.switchAnswer = async () => json(403, { errors: [{ path: '', message: 'Forbidden' }] });
    const router = renderProfile();
    const { panel } = await openProfile();
    fireEvent.click(within(await choicesGroup(panel)).getByRole('button', { name: own.name }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBe(errorsManifest.errors.TECHNICAL_PROBLEM?.message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(START);
  });

  it('does nothing when the current agreement is chosen', async () => {
    renderProfile();
    const { panel } = await openProfile();
    const group = await choicesGroup(panel);
    const current = await waitFor(() => {
      const button = within(group).getByRole('button', { name: alex.name });
      expect(button.getAttribute('aria-current')).toBe('true');
      return button;
    });
    fireEvent.click(current);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === USER_CONTEXT)).toBe(false);
  });

  it('fetches further pages of agreements on demand', async () => {
    const size = appManifest.serviceAgreements.pageSize;
    server.agreements = Array.from({ length: size + 2 }, (_, index) => agreement(`a-${index}`, `Member ${index}`, index === 0));
    server.total = server.agreements.length;
    server.current = server.agreements[0] as ServiceAgreement;
    renderProfile();
    const { panel } = await openProfile();
    const group = await choicesGroup(panel);
    expect(within(group).getAllByRole('listitem')).toHaveLength(size);
    fireEvent.click(within(group).getByRole('button', { name: layoutCopy.agreementsMore }));
    await waitFor(() => expect(within(group).getAllByRole('listitem')).toHaveLength(size + 2));
    expect(choiceCalls()[1]?.[0]).toBe(`${CHOICES}?from=1&size=${size}`);
    expect(within(group).queryByRole('button', { name: layoutCopy.agreementsMore })).toBeNull();
  });

  it('closes on Escape (focus back on the toggle) and on a click outside', async () => {
    renderProfile();
    const { toggle } = await openProfile();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.mouseDown(screen.getByRole('main'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('is hidden for a fatal, unknown or API-error precheck alert, except for staff', async () => {
    for (const precheckAlert of ['fatal', 'unknown', 'apiError']) {
      renderProfile(visibility({ precheckAlert }));
      await screen.findByText('Statements');
      expect(screen.queryByRole('button', { name: new RegExp(trusted.fullName) })).toBeNull();
      cleanup();
    }
    renderProfile(visibility({ precheckAlert: 'fatal', audiences: new Set(['personal', 'msr']), channel: 'OneView' }));
    expect(await screen.findByRole('button', { name: new RegExp(trusted.fullName) })).toBeTruthy();
  });
});

describe('profile section of the small-screen drawer', () => {
  it('shows the name, member-since year and the agreements too', async () => {
    renderProfile(visibility(), 'section');
    expect(await screen.findByText(resolveTemplate(layoutCopy.memberSince, { year: '2015' }))).toBeTruthy();
    const group = await screen.findByRole('group', { name: layoutCopy.trustedUsersHeading });
    expect(within(group).getByRole('button', { name: own.name })).toBeTruthy();
  });
});
