// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementPreferences } from '../../../engine/core/generated/api.gen';
import { BannerOutlet, BannerProvider } from '../../../engine/react';
import StatementPreferencesScreen from '../../../screens/statements/StatementPreferencesScreen';
import StatementsScreen from '../../../screens/statements/StatementsScreen';
import { changedPreferences } from '../../../screens/statements/preference-changes';
import { bannersManifest, copyManifest, errorsManifest } from '../../../src/manifests';
import { RouteAccessProvider } from '../../../engine/react';
import { routeAccessFor } from './support/render-screen';

const copy = copyManifest.screens.statements;
const prefCopy = copyManifest.screens['statements-preferences'];

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let requests: { method: string; url: URL; headers: Record<string, string>; body: unknown }[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(handler: Handler) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      requests.push({ method: init.method ?? 'GET', url, headers: (init.headers ?? {}) as Record<string, string>, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return handler(url, init) ?? json({ errors: [{ path: '', message: 'not found' }] }, 404);
    }),
  );
}

function renderWithProviders(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BannerProvider banners={bannersManifest} errors={errorsManifest}>
        <BannerOutlet typeLabels={bannersManifest.typeLabels} closeLabel="Close" handlers={{}} />
        <RouteAccessProvider value={routeAccessFor()}>
          <MemoryRouter>{element}</MemoryRouter>
        </RouteAccessProvider>
      </BannerProvider>
    </QueryClientProvider>,
  );
}

const accounts = [
  { id: 'acct-1', name: 'Everyday Checking', productKind: 'checking', productTypeName: 'Checking', accountNumber: '••••1234', delivery: 'PAPER' },
  { id: 'acct-2', name: 'Savings', productKind: 'savings', productTypeName: 'Savings', accountNumber: '••••5678', delivery: 'ELECTRONIC' },
];

function statementsApi(overrides: Partial<Record<'accounts' | 'tax' | 'orphans', () => Response>> = {}): Handler {
  return (url) => {
    const path = url.pathname;
    if (path === '/api/statements/client-api/v2/account') return overrides.accounts?.() ?? json(accounts);
    if (path.endsWith('/acct-1/statements')) return json([{ id: 'STMT-2026-10', periodStart: '2026-10-01', periodEnd: '2026-10-31', openingBalanceCents: 100_00, closingBalanceCents: 250_00 }]);
    if (path.endsWith('/acct-2/statements')) return json([]);
    if (path === '/api/statements/client-api/v3/account/tax-statements') {
      return overrides.tax?.() ?? json([{ uid: 'TAX-1', taxYear: 2025, formType: '1099-INT', accountId: 'acct-2', accountName: 'Savings', accountNumber: '••••5678', amountCents: 12_34 }]);
    }
    if (path === '/api/statements/client-api/v2/orphans') return overrides.orphans?.() ?? json([]);
    if (path === '/api/statements/client-api/v3/account/tax-statements/download') return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    return undefined;
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('statements screen', () => {
  it('lists the first account’s monthly statements with a PDF download link, and switches accounts', async () => {
    answer(statementsApi());
    renderWithProviders(<StatementsScreen />);
    const link = await screen.findByRole('link', { name: /statement of Everyday Checking/ });
    expect(link.getAttribute('href')).toBe('/api/statements/client-api/v2/account/acct-1/statements/download/STMT-2026-10');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('$250.00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(copy.accountLabel), { target: { value: 'acct-2' } });
    expect(await screen.findByText(copy.noStatements)).toBeTruthy();
    expect(await screen.findByText(copy.orphanNone)).toBeTruthy();
  });

  it('reads a statement in the page: balances, the sign note, the card figures and warnings, lines signed as the app signs them', async () => {
    const detail = {
      id: 'STMT-2026-10',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      accountName: 'Everyday Checking',
      accountNumber: '••••1234',
      productKind: 'creditCard',
      openingBalanceCents: 100_00,
      totalCreditsCents: 0,
      totalDebitsCents: 150_00,
      closingBalanceCents: 250_00,
      balanceOwed: true,
      lines: [{ date: '2026-10-03', description: 'NETFLIX.COM', amountCents: -150_00, balanceCents: 250_00 }],
      card: { statementBalanceCents: 250_00, minimumPaymentCents: 25_00, paymentDueDate: '2026-11-25', creditLimitCents: 8_000_00, availableCreditCents: 7_750_00, aprBps: 1799, interestChargedCents: 0, lateFeeMaxCents: 41_00 },
    };
    const api = statementsApi();
    answer((url, init) => (url.pathname.endsWith('/acct-1/statements/STMT-2026-10') ? json(detail) : api(url, init)));
    renderWithProviders(<StatementsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /statement of Everyday Checking/ }));
    const view = await screen.findByRole('article');
    expect(within(view).getByRole('heading', { level: 4, name: copyManifest.documents.statement.cardHeading })).toBeTruthy();
    expect(within(view).getByRole('rowheader', { name: copyManifest.documents.statement.minimumPayment }).nextElementSibling?.textContent).toBe('$25.00');
    expect(within(view).getByText(copyManifest.documents.statement.signNote)).toBeTruthy();
    expect(within(view).getByText(copyManifest.documents.statement.minimumWarning)).toBeTruthy();
    expect(within(view).getByText(/Late Payment Warning: .* up to \$41\.00\./)).toBeTruthy();
    expect(within(view).getByRole('rowheader', { name: 'NETFLIX.COM' }).nextElementSibling?.textContent).toBe('-$150.00');
    fireEvent.click(within(view).getByRole('button', { name: copy.closeStatement }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('downloads a tax form with the uid and accountNumber headers', async () => {
    answer(statementsApi());
    const createObjectURL = vi.fn(() => 'blob:tax');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<StatementsScreen />);
    const button = await screen.findByRole('button', { name: /2025 1099-INT of Savings/ });
    fireEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = requests.find((request) => request.url.pathname.endsWith('/tax-statements/download'));
    expect(download?.headers).toMatchObject({ uid: 'TAX-1', accountNumber: '5678' });
  });

  it('shows the display-problem message when a list fails and an empty message when there is nothing', async () => {
    answer(statementsApi({ tax: () => json({ errors: [] }, 500), accounts: () => json([]) }));
    renderWithProviders(<StatementsScreen />);
    expect(await screen.findByText(copy.noAccounts)).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(copy.error)).toBeTruthy();
  });
});

const preferences: StatementPreferences = {
  preferences: [
    { accountId: 'acct-1', name: 'Everyday Checking', accountNumber: '••••1234', productKind: 'checking', delivery: 'PAPER' },
    { accountId: 'acct-2', name: 'Savings', accountNumber: '••••5678', productKind: 'savings', delivery: 'ELECTRONIC' },
  ],
  stmtSuppModalResponse: null,
};

describe('statement preferences', () => {
  it('keeps only the accounts whose delivery changed', () => {
    expect(changedPreferences(preferences.preferences, { 'acct-1': 'ELECTRONIC', 'acct-2': 'ELECTRONIC' })).toEqual([{ accountId: 'acct-1', delivery: 'ELECTRONIC' }]);
    expect(changedPreferences(preferences.preferences, {})).toEqual([]);
  });

  it('saves the changed accounts with POST and confirms', async () => {
    answer((url, init) => {
      if (!url.pathname.endsWith('/v2/account/preferences')) return undefined;
      if (init.method === 'POST') return json({ ...preferences, preferences: preferences.preferences.map((p) => ({ ...p, delivery: 'ELECTRONIC' })) });
      return json(preferences);
    });
    renderWithProviders(<StatementPreferencesScreen />);
    const checking = await screen.findByRole('group', { name: 'Everyday Checking ••••1234' });
    fireEvent.click(within(checking).getByLabelText(prefCopy.electronic));
    fireEvent.click(screen.getByRole('button', { name: prefCopy.save }));
    expect(await screen.findByText(prefCopy.saved)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ updates: [{ accountId: 'acct-1', delivery: 'ELECTRONIC' }] });
  });

  it('shows the save-failure banner when saving fails, and sends nothing when nothing changed', async () => {
    answer((url, init) => (url.pathname.endsWith('/v2/account/preferences') ? (init.method === 'POST' ? json({ errors: [] }, 500) : json(preferences)) : undefined));
    renderWithProviders(<StatementPreferencesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: prefCopy.save }));
    expect(await screen.findByText(prefCopy.nothingChanged)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    const savings = screen.getByRole('group', { name: 'Savings ••••5678' });
    fireEvent.click(within(savings).getByLabelText(prefCopy.paper));
    fireEvent.click(screen.getByRole('button', { name: prefCopy.save }));
    expect(await screen.findByText(bannersManifest.banners.goPaperlessSaveFailed!.text)).toBeTruthy();
  });

  it('applies electronic delivery to every account with PUT preferences/all', async () => {
    answer((url, init) => {
      if (url.pathname.endsWith('/preferences/all') && init.method === 'PUT') return new Response(null, { status: 204 });
      if (url.pathname.endsWith('/v2/account/preferences')) return json(preferences);
      return undefined;
    });
    renderWithProviders(<StatementPreferencesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: prefCopy.allElectronic }));
    expect(await screen.findByText(prefCopy.allElectronicSaved)).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ stmtSuppModalResponse: 'GOP' });
  });
});
