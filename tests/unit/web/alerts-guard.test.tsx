// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PolicySubjectAnswer, Precheck, ProductSummary, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import { productSummaryQuery } from '../../../screens/shared/accounts/product-summary-api';
import { currentUserQuery } from '../../../screens/shared/current-user';
import { alertsManifest, appManifest, bannersManifest, copyManifest, modalsManifest } from '../../../src/manifests';
import { AppBanners } from '../../../src/web/AppBanners';
import { AlertShell } from '../../../src/web/alerts';
import { precheckQuery } from '../../../screens/shared/precheck-api';
import { policySubjectQuery } from '../../../src/web/access/policy-subject';
import { flagStore } from '../../../src/web/flags';
import { useBlockedPage } from '../../../src/web/alerts/blocked-page';

// What the app's layouts do: the page, or what replaces a page the member's alert blocks.
function LayoutOutlet() {
  return useBlockedPage() ?? <Outlet />;
}

const user: CurrentUser = {
  id: 'user-7',
  externalId: 'EXT-7',
  fullName: 'Nina Patel',
  language: 'en-US',
  additions: { membershipType: 'P', fullName: 'Nina Patel', givenName: 'Nina', familyName: 'Patel', memberSince: '2019-04-11', isMinor: 'false' },
};

function precheck(conditions: string[], extra: Partial<Precheck> = {}): Precheck {
  const first = conditions[0] ?? null;
  return {
    firstCondition: first,
    details: [],
    showOnboardingFlag: false,
    conditions,
    arrangementView: true,
    showTutorial: false,
    stmtSuppModalDisplay: false,
    alertType: first === null ? null : (alertsManifest.conditionCodes[first] ?? null),
    ...extra,
  };
}

const profilePrecheck = precheck(['PRF_MBR'], {
  details: ['phone'],
  memberDetails: { phone: [{ number: '', extension: '', status: 'Missing' }] },
});

let fetchMock: ReturnType<typeof vi.fn>;
let paperlessStatus = 204;

const MEMBER_SUBJECT: PolicySubjectAnswer = { actor: 'member', conditions: [] };

function renderAt(path: string, answer: Precheck | undefined, signedIn: CurrentUser = user, summary?: ProductSummary, subject: PolicySubjectAnswer = MEMBER_SUBJECT) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(policySubjectQuery.queryKey, subject);
  if (summary !== undefined) queryClient.setQueryData(productSummaryQuery().queryKey, summary);
  queryClient.setQueryData(currentUserQuery.queryKey, signedIn);
  if (answer !== undefined) queryClient.setQueryData(precheckQuery.queryKey, answer);
  const page = (name: string) => (
    <main>
      <AppBanners />
      <h1>{name}</h1>
    </main>
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <AlertShell>
            <LayoutOutlet />
          </AlertShell>
        ),
        children: [
          { path: alertsManifest.landingPath, handle: { pageKey: 'accountsummary' }, element: page('Summary') },
          { path: '/open-new-accounts', handle: { pageKey: 'opennewaccount' }, element: page('Open') },
          { path: '/settings/profile', element: page('Profile') },
          { path: '/accounts/details', handle: { pageKey: 'accountdetail' }, element: page('Detail') },
          { path: '/login', element: page('Sign in') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  window.sessionStorage.clear();
  paperlessStatus = 204;
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/precheck')) return new Response(JSON.stringify(precheck([])), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.includes('/update-additions')) return new Response(null, { status: paperlessStatus });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  flagStore.identify({ key: user.id });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settleFlags = { timeout: appManifest.flags.defaultsAfterMs + 2000 };

describe('alert guard', () => {
  it('shows the litigation modal on open-new-account with Close and no Contact Us, and not on the summary', async () => {
    renderAt('/open-new-accounts', precheck(['LIT_MBR']));
    const dialog = await screen.findByRole('dialog');
    const modal = alertsManifest.types.litigation?.modal;
    expect(within(dialog).getByRole('heading').textContent).toBe(modal?.title);
    expect(within(dialog).queryByRole('button', { name: copyManifest.common.contactUs })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderAt(alertsManifest.landingPath, precheck(['LIT_MBR']));
    await screen.findByRole('heading', { name: 'Summary' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides a page an alert stops, behind a Sign Out-only modal', async () => {
    renderAt('/open-new-accounts', precheck(['FTL_MBR']));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toContain('Sign Out');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Open' })).toBeNull();
  });

  it('shows the profile intercept once per session on the summary; Remind Me Later posts and closes it', async () => {
    renderAt(alertsManifest.landingPath, profilePrecheck);
    const dialog = await screen.findByRole('dialog', {}, settleFlags);
    expect(within(dialog).getByRole('heading').textContent).toBe(modalsManifest.modals.profileInterceptMissing?.title);
    expect(within(dialog).getByText(copyManifest.profileIntercept.noPhone)).toBeTruthy();
    expect(within(dialog).getByText(copyManifest.profileIntercept.labelMissing)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remind Me Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = fetchMock.mock.calls.find(([url]) => String(url).includes('/remind-me-later'));
    expect(JSON.parse(String((posted?.[1] as RequestInit | undefined)?.body))).toEqual({ externalId: user.externalId });

    cleanup();
    renderAt(alertsManifest.landingPath, profilePrecheck);
    await screen.findByRole('heading', { name: 'Summary' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show the profile intercept to someone the policy does not let change their profile (a view-only trusted user)', async () => {
    renderAt(alertsManifest.landingPath, profilePrecheck, user, undefined, { actor: 'trusted-view-only', features: { PROFILE: 'VIEW_ONLY' }, conditions: [] });
    await screen.findByRole('heading', { name: 'Summary' }, settleFlags);
    await new Promise((resolve) => setTimeout(resolve, appManifest.flags.defaultsAfterMs + 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show the profile intercept on other pages', async () => {
    renderAt('/open-new-accounts', profilePrecheck);
    await screen.findByRole('heading', { name: 'Open' }, settleFlags);
    await new Promise((resolve) => setTimeout(resolve, appManifest.flags.defaultsAfterMs + 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Go to Profile posts remind-me-later, then opens the profile editing the flagged item', async () => {
    const router = renderAt(alertsManifest.landingPath, profilePrecheck);
    const dialog = await screen.findByRole('dialog', {}, settleFlags);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Profile' }));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(router.state.location.state).toEqual({ editphone: true });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/remind-me-later'))).toBe(true);
  });

  it('skips the precheck for staff (OneView): no call, no modal', async () => {
    const staff: CurrentUser = { ...user, additions: { ...user.additions, employee_guid: 'EMP-1' } };
    renderAt('/open-new-accounts', undefined, staff);
    await screen.findByRole('heading', { name: 'Open' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/precheck'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the API-error alert when the precheck fails: Sign Out only, no Contact Us', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ errors: [{ path: '', message: 'x' }] }), { status: 500, headers: { 'content-type': 'application/json' } }));
    renderAt('/open-new-accounts', undefined);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    const modal = alertsManifest.types[alertsManifest.fallbackAlertType]?.modal;
    expect(within(dialog).getByRole('heading').textContent).toBe(modal?.title);
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign Out']);
    expect(screen.queryByRole('heading', { name: 'Open' })).toBeNull();
  });

  it('shows the member banner of the alert with its contact us link', async () => {
    renderAt(alertsManifest.landingPath, precheck(['CND_MBR']));
    const text = bannersManifest.banners.ceaseAndDesist?.text ?? '';
    const shown = await screen.findByText(text, { exact: false });
    expect(within(shown).getByRole('button', { name: 'contact us' })).toBeTruthy();
  });

  it('offers paperless once: Go Paperless saves GOP, then the confirmation modal', async () => {
    renderAt(alertsManifest.landingPath, precheck(['PPL_MBR'], { stmtSuppModalDisplay: true }));
    const dialog = await screen.findByRole('dialog', {}, settleFlags);
    expect(within(dialog).getByRole('heading').textContent).toBe(modalsManifest.modals.goPaperless?.title);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Paperless' }));
    const confirmation = await screen.findByRole('heading', { name: modalsManifest.modals.goPaperlessConfirmation?.title });
    expect(confirmation).toBeTruthy();
    const saved = fetchMock.mock.calls.find(([url]) => String(url).includes('/update-additions'));
    expect(JSON.parse(String((saved?.[1] as RequestInit | undefined)?.body))).toEqual({ stmtSuppModalResponse: 'GOP' });
  });

  it('shows the save-failure banner when the paperless answer cannot be saved; the keep-paper link sends PDP', async () => {
    paperlessStatus = 500;
    renderAt(alertsManifest.landingPath, precheck(['PPL_MBR'], { stmtSuppModalDisplay: true }));
    const dialog = await screen.findByRole('dialog', {}, settleFlags);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep paper statements' }));
    await screen.findByText(bannersManifest.banners.goPaperlessSaveFailed?.text ?? 'missing', { exact: false }, { timeout: 3000 });
    const saved = fetchMock.mock.calls.find(([url]) => String(url).includes('/update-additions'));
    expect(JSON.parse(String((saved?.[1] as RequestInit | undefined)?.body))).toEqual({ stmtSuppModalResponse: 'PDP' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks a credit card account page for litigation, not a deposit account page', async () => {
    const entry = (id: string): ProductSummaryEntry => ({
      id, externalArrangementId: `ext-${id}`, externalLegalEntityId: 'le', externalProductId: 'p', legalEntityIds: [], debitCards: [], name: id,
      productKind: 'checking', productTypeName: 'Checking', accountNumber: '••••0001', bookedBalanceCents: 0, availableBalanceCents: 0, currency: 'USD', state: 'ACTIVE',
    });
    const summary: ProductSummary = {
      totalDepositsCents: 0,
      totalOwedCents: 0,
      groups: [
        { kind: 'deposits', totalBalanceCents: 0, products: [entry('chk-1')] },
        { kind: 'creditCards', totalBalanceCents: 0, products: [{ ...entry('cc-1'), productKind: 'creditCard' }] },
      ],
    };
    renderAt('/accounts/details?id=chk-1', precheck(['LIT_MBR']), user, summary);
    await screen.findByRole('heading', { name: 'Detail' });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAt('/accounts/details?id=cc-1', precheck(['LIT_MBR']), user, summary);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(alertsManifest.types.litigation?.modal?.title);
    expect(screen.queryByRole('heading', { name: 'Detail' })).toBeNull();
    // In the page's place: the alert modal's sentence, what is affected and what the member can still do.
    const explained = alertsManifest.types.litigation?.explanation;
    expect(screen.getByRole('heading', { level: 1, name: explained?.heading }).textContent).toBe('Restricted Action');
    expect(screen.getAllByText('This action is restricted on this account due to the member being in Litigation.')).toHaveLength(2);
    expect(screen.getByText(explained?.affected[0] ?? 'missing')).toBeTruthy();
  });
});
