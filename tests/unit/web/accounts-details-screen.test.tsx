// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents } from '../../../engine/core';
import type { AccountDetail, TransactionCategoryList, TransactionItem } from '../../../engine/core/generated/api.gen';
import { BannerOutlet, BannerProvider, RouteAccessProvider, VisibilityProvider } from '../../../engine/react';
import AccountDetailsScreen from '../../../screens/accounts/AccountDetailsScreen';
import { accountDetailPath } from '../../../screens/shared/accounts/account-paths';
import { bannersManifest, copyManifest, errorsManifest } from '../../../src/manifests';
import { routeAccessFor } from './support/render-screen';

const copy = copyManifest.screens['account-details'];

const account: AccountDetail = {
  id: 'acct-1',
  externalArrangementId: 'ext-1',
  externalLegalEntityId: 'le-1',
  externalProductId: 'p-1',
  legalEntityIds: ['le-1'],
  debitCards: [],
  name: 'Everyday Checking',
  productKind: 'checking',
  productTypeName: 'Checking',
  accountNumber: '••••1234',
  bookedBalanceCents: 2_345_67,
  availableBalanceCents: 2_300_00,
  currency: 'USD',
  state: 'ACTIVE',
  details: { openingDate: '2019-04-02', apyBps: 25, interestRateBps: 24 },
};

function item(id: string, description: string, extra: Partial<TransactionItem> = {}): TransactionItem {
  return {
    id,
    arrangementId: 'acct-1',
    bookingDate: '2026-10-15',
    valueDate: '2026-10-15',
    description,
    category: 'Dining',
    categoryId: 21,
    type: 'DEBIT_CARD_PURCHASE',
    creditDebitIndicator: 'DBIT',
    transactionAmountCurrency: { amount: 4_75, currencyCode: 'USD' },
    runningBalanceCents: 2_345_67,
    state: 'COMPLETED',
    ...extra,
  };
}

const categories: TransactionCategoryList = [
  { id: 2, name: 'Food', level: 1 },
  { id: 21, name: 'Dining', level: 2, parentId: 2 },
  { id: 22, name: 'Groceries', level: 2, parentId: 2 },
];

interface Answers {
  detail?: () => Response;
  transactions?: (url: URL) => Response;
}

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...init.headers }, ...init });
let requests: { method: string; url: URL; body: unknown }[] = [];

function answer(answers: Answers) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://bank.test');
      const method = init.method ?? 'GET';
      requests.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.pathname.endsWith('/productsummary/arrangements/acct-1')) return answers.detail?.() ?? json(account);
      if (url.pathname.endsWith('/transactions/categories')) return json(categories);
      if (url.pathname.endsWith('/transactions') && method === 'PATCH') return new Response(null, { status: 204 });
      if (url.pathname.endsWith('/transactions')) {
        return answers.transactions?.(url) ?? json([item('t1', 'Corner Coffee'), item('t2', 'Pending Grocer', { state: 'UNCOMPLETED', runningBalanceCents: undefined })], { headers: { 'x-total-count': '2' } });
      }
      return json({ errors: [{ path: '', message: 'not found' }] }, { status: 404 });
    }),
  );
}

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderScreen(search = '?id=acct-1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BannerProvider banners={bannersManifest} errors={errorsManifest}>
        <BannerOutlet typeLabels={bannersManifest.typeLabels} closeLabel="Close" handlers={{}} />
        <MemoryRouter initialEntries={[`${accountDetailPath}${search}`]}>
          <VisibilityProvider value={{ flags: {}, guards: () => true, can: () => true, audiences: new Set(['personal', 'master']), channel: 'OnlineBanking' }}>
            <RouteAccessProvider value={routeAccessFor()}>
              <Routes>
                <Route path={accountDetailPath} element={<><AccountDetailsScreen /><LocationProbe /></>} />
              </Routes>
            </RouteAccessProvider>
          </VisibilityProvider>
        </MemoryRouter>
      </BannerProvider>
    </QueryClientProvider>,
  );
}

const transactionRequests = () => requests.filter((request) => request.url.pathname.endsWith('/transactions') && request.method === 'GET');

beforeEach(() => {
  location = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account details screen', () => {
  it('shows a busy state, then the account header, its terms and the transactions with pending marked', async () => {
    answer({});
    renderScreen();
    expect(screen.getByText(copy.loading)).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

    await screen.findByRole('heading', { level: 1, name: account.name });
    expect(screen.getByText('••••1234')).toBeTruthy();
    expect(screen.getByText(formatCents(account.availableBalanceCents))).toBeTruthy();
    expect(screen.getByText('0.25%')).toBeTruthy();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(copy.posted)).toBeTruthy();
    expect(within(rows[0]!).getByText('-$4.75')).toBeTruthy();
    expect(within(rows[1]!).getByText(copy.pending)).toBeTruthy();
    expect(rows[1]!.className).toContain('transaction--pending');
    expect(screen.getByText(`1\u20132 of 2`)).toBeTruthy();

    const first = new URLSearchParams(transactionRequests()[0]!.url.search);
    expect(first.get('arrangementId')).toBe('acct-1');
    expect(first.get('from')).toBe('0');
    expect(requests.some((request) => request.url.pathname.endsWith('/categories') && request.url.searchParams.get('level') === 'ALL')).toBe(true);
    expect(requests.find((request) => request.url.pathname.includes('/arrangements/'))?.url.searchParams.get('maskIndicator')).toBe('true');
  });

  it('puts applied filters in the URL and asks the server for them, back on the first page', async () => {
    answer({});
    renderScreen('?id=acct-1&page=1');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(copy.searchLabel), { target: { value: ' coffee ' } });
    fireEvent.change(screen.getByLabelText(copy.amountFromLabel), { target: { value: '4.50' } });
    fireEvent.change(screen.getByLabelText(copy.stateLabel), { target: { value: 'COMPLETED' } });
    fireEvent.click(screen.getByRole('button', { name: copy.applyFilters }));

    await waitFor(() => expect(location).toContain('q=coffee'));
    expect(new URLSearchParams(location.split('?')[1]).get('page')).toBeNull();
    expect(new URLSearchParams(location.split('?')[1]).get('id')).toBe('acct-1');
    await waitFor(() => expect(transactionRequests().some((request) => request.url.searchParams.get('query') === 'coffee')).toBe(true));
    const sent = transactionRequests().at(-1)!.url.searchParams;
    expect(sent.get('amountFrom')).toBe('450');
    expect(sent.get('state')).toBe('COMPLETED');
    expect(sent.get('secDirection')).toBe('ASC');
    expect(sent.get('from')).toBe('0');
  });

  it('refuses an amount that is not one and says so next to the field', async () => {
    answer({});
    renderScreen();
    await screen.findByRole('table');
    const before = transactionRequests().length;
    fireEvent.change(screen.getByLabelText(copy.amountToLabel), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: copy.applyFilters }));
    expect(await screen.findByText(copy.invalidAmount)).toBeTruthy();
    expect(screen.getByLabelText(copy.amountToLabel).getAttribute('aria-invalid')).toBe('true');
    expect(location).not.toContain('amountTo');
    expect(transactionRequests()).toHaveLength(before);
  });

  it('says nothing matches when filters leave no transactions, and that there are none without filters', async () => {
    answer({ transactions: () => json([], { headers: { 'x-total-count': '0' } }) });
    renderScreen('?id=acct-1&q=nothing');
    expect(await screen.findByText(copy.transactionsEmpty)).toBeTruthy();
    cleanup();
    renderScreen();
    expect(await screen.findByText(copy.transactionsNone)).toBeTruthy();
  });

  it('shows the first server message when the transaction list fails, and the display problem when the account fails', async () => {
    answer({ transactions: () => json({ errors: [{ path: '', message: 'We experienced a technical problem.' }] }, { status: 503 }) });
    renderScreen();
    expect(await screen.findByText('We experienced a technical problem.')).toBeTruthy();
    cleanup();
    answer({ detail: () => json({ errors: [{ path: '', message: 'boom' }] }, { status: 500 }) });
    renderScreen();
    expect(await screen.findByText(copy.error)).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.retry })).toBeTruthy();
  });

  it('pages with next and previous through the URL', async () => {
    answer({ transactions: (url) => json([item(`t${url.searchParams.get('from')}`, 'Corner Coffee')], { headers: { 'x-total-count': '25' } }) });
    renderScreen();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: copy.previousPage }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: copy.nextPage }));
    await waitFor(() => expect(location).toContain('page=1'));
    await waitFor(() => expect(transactionRequests().at(-1)!.url.searchParams.get('from')).toBe('1'));
  });

  it('pages on by the cursors the server answers, kept in the URL beside the page number', async () => {
    answer({
      transactions: (url) => {
        const at = url.searchParams.get('cursor') ?? 'first';
        return json([item(`t-${at}`, `Coffee ${at}`)], { headers: { 'x-total-count': '100', 'x-next-cursor': `next-of-${at}`, ...(at === 'first' ? {} : { 'x-previous-cursor': `before-${at}` }) } });
      },
    });
    renderScreen();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: copy.nextPage }));
    await waitFor(() => expect(transactionRequests().at(-1)!.url.searchParams.get('cursor')).toBe('next-of-first'));
    expect(transactionRequests().at(-1)!.url.searchParams.has('from')).toBe(false);
    expect(new URLSearchParams(location.split('?')[1]).get('cursor')).toBe('next-of-first');
    await screen.findByText('Coffee next-of-first');
    fireEvent.click(screen.getByRole('button', { name: copy.nextPage }));
    await waitFor(() => expect(transactionRequests().at(-1)!.url.searchParams.get('cursor')).toBe('next-of-next-of-first'));
    expect(location).toContain('page=2');
    await screen.findByText('Coffee next-of-next-of-first');
    fireEvent.click(screen.getByRole('button', { name: copy.previousPage }));
    await waitFor(() => expect(transactionRequests().at(-1)!.url.searchParams.get('cursor')).toBe('before-next-of-next-of-first'));
    expect(location).toContain('page=1');
  });

  it('changes a category with a PATCH of the numeric id, then reloads the transactions and confirms', async () => {
    answer({});
    renderScreen();
    await screen.findByRole('table');
    const select = await screen.findByRole('combobox', { name: /Corner Coffee/ });
    const loadsBefore = transactionRequests().length;
    fireEvent.change(select, { target: { value: '22' } });
    expect(await screen.findByText(copy.categorySaved)).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ id: 't1', categoryId: 22 });
    await waitFor(() => expect(transactionRequests().length).toBeGreaterThan(loadsBefore));
  });

  it('links each export format to the server with the current filters and no paging, so every page is in the file', async () => {
    answer({});
    renderScreen('?id=acct-1&q=coffee&from=2026-10-01&to=2026-11-25&page=2&size=50');
    await screen.findByRole('table');
    for (const [label, format] of [[copy.exportCsv, 'csv'], [copy.exportOfx, 'ofx'], [copy.exportQfx, 'qfx']] as const) {
      const link = screen.getByRole('link', { name: label });
      expect(link.hasAttribute('download')).toBe(true);
      const href = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(href.pathname).toBe('/api/transaction-manager/client-api/v2/transactions/export');
      expect(Object.fromEntries(href.searchParams)).toEqual({
        arrangementId: 'acct-1',
        format,
        query: 'coffee',
        bookingDateGreaterThan: '2026-10-01',
        bookingDateLessThan: '2026-11-25',
      });
    }
  });

  it('pages by 25 until another configured size is chosen, then goes back to the first page', async () => {
    answer({});
    renderScreen('?id=acct-1&page=3');
    await screen.findByRole('table');
    expect(transactionRequests()[0]!.url.searchParams.get('size')).toBe('25');
    const size = screen.getByRole('combobox', { name: copy.pageSizeLabel });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(size, { target: { value: '50' } });
    await waitFor(() => expect(location).toContain('size=50'));
    expect(location).not.toContain('page=');
    await waitFor(() => expect(transactionRequests().at(-1)!.url.searchParams.get('size')).toBe('50'));
    expect(transactionRequests().at(-1)!.url.searchParams.get('from')).toBe('0');
  });

  it("opens a transaction's details from its row, with the check image, and gives focus back to the row on close", async () => {
    // jsdom has no modal dialogs: stand in for showModal and close as the browser does them (Chromium tests cover the real one).
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
    const check = item('c1', 'CHECK #1041', {
      bookingDate: '2026-10-09',
      valueDate: '2026-10-06',
      checkNumber: 1041,
      checkImage: true,
      memo: 'Lawn care',
      counterpartyName: 'Maple Grove Lawn Care',
      type: 'CHECK_PAID',
      transactionAmountCurrency: { amount: 85_00, currencyCode: 'USD' },
    });
    answer({ transactions: () => json([check, item('t2', 'Pending Grocer', { state: 'UNCOMPLETED', runningBalanceCents: undefined })], { headers: { 'x-total-count': '2' } }) });
    renderScreen();
    const opener = await screen.findByRole('button', { name: /^Details of CHECK #1041 on Oct 9, 2026$/ });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: copy.detailHeading });
    const value = (term: string) => [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(value(copy.detailAmount)).toBe(formatCents(-85_00));
    expect(value(copy.detailPostedDate)).toBe('Oct 9, 2026');
    expect(value(copy.detailTransactionDate)).toBe('Oct 6, 2026');
    expect(value(copy.detailStatus)).toBe(copy.posted);
    expect(value(copy.detailMerchant)).toBe('Maple Grove Lawn Care');
    expect(value(copy.detailMemo)).toBe('Lawn care');
    expect(value(copy.detailCheckNumber)).toBe('1041');
    expect(value(copy.detailRunningBalance)).toBe(formatCents(2_345_67));
    expect(within(dialog).getByRole('combobox', { name: /CHECK #1041/ })).toBeTruthy();
    const image = within(dialog).getByRole('img');
    expect(image.getAttribute('src')).toBe('/api/transaction-manager/client-api/v2/transactions/c1/check-image');
    expect(image.getAttribute('alt')).toContain('1041');

    fireEvent.click(within(dialog).getByRole('button', { name: copy.detailClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    fireEvent.click(screen.getByRole('button', { name: /^Details of Pending Grocer/ }));
    const pending = await screen.findByRole('dialog', { name: copy.detailHeading });
    expect([...pending.querySelectorAll('dt')].map((dt) => dt.textContent)).toContain(copy.detailPendingDate);
    expect(within(pending).getByText(copy.detailNoBalance)).toBeTruthy();
    expect(within(pending).queryByRole('img')).toBeNull();
  });

  it('asks for an account when the address names none', () => {
    answer({});
    renderScreen('');
    expect(screen.getByText(copy.missingAccount)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
