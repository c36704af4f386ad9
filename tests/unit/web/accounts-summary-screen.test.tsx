// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import AccountsSummaryScreen from '../../../screens/accounts/AccountsSummaryScreen';
import { copyManifest } from '../../../src/manifests';
import { renderScreen, summaryProduct } from './support/render-screen';

const copy = copyManifest.screens['accounts-summary'];

const product = (id: string, name: string, booked: number, available: number, extra: Partial<ProductSummaryEntry> = {}) =>
  summaryProduct(id, 'checking', name, `••••${id.padStart(4, '0')}`, available, { productTypeName: 'Checking', bookedBalanceCents: booked, ...extra });

const summary: ProductSummary = {
  totalDepositsCents: 100_00,
  totalOwedCents: 0,
  groups: [
    { kind: 'loans', totalBalanceCents: 1_850_000, products: [product('7', 'Auto Loan', 1_850_000, 1_850_000, { principalAmountCents: 2_400_000 })] },
    {
      kind: 'deposits',
      totalBalanceCents: 123_456_78 + 5_00,
      products: [product('1', 'Everyday Checking', 123_456_78, 123_400_00), product('2', 'Rainy Day Savings', 5_00, 5_00)],
    },
  ],
};

function respondWith(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/productsummary') ? response.clone() : new Response(JSON.stringify({ errors: [] }), { status: 404 }),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('accounts summary screen', () => {
  it('shows a busy loading state, then the groups in the order the server sent them with formatted balances', async () => {
    respondWith(new Response(JSON.stringify(summary), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderScreen(<AccountsSummaryScreen />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText(copy.loading)).toBeTruthy();

    await screen.findByRole('heading', { level: 2, name: copy.groupLoans });
    const groupHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groupHeadings).toEqual([copy.groupLoans, copy.groupDeposits]);

    const deposits = screen.getByRole('region', { name: copy.groupDeposits });
    const accounts = within(deposits).getAllByRole('listitem');
    expect(accounts.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Everyday Checking', 'Rainy Day Savings']);
    const checking = accounts[0] as HTMLElement;
    expect(within(checking).getByText('••••0001')).toBeTruthy();
    expect(within(checking).getByText('$123,456.78')).toBeTruthy();
    expect(within(checking).getByText('$123,400.00')).toBeTruthy();
    expect(within(deposits).getByText('$123,461.78')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: copy.groupLoans })).getByText('$24,000.00')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("labels the server's totals apart, a loan's current and original principal, past due figures, and no available balance for loans and IRAs", async () => {
    const loan = summaryProduct('7', 'autoLoan', 'Auto Loan', '••••0007', 13_862_40, {
      principalAmountCents: 18_000_00,
      pastDue: { amountCents: 452_18, dueDate: '2026-02-05' },
    });
    const ira = summaryProduct('9', 'ira', 'Traditional IRA', '••••0009', 41_128_70);
    const checking = product('1', 'Everyday Checking', 2_000_00, 1_900_00);
    const mixed: ProductSummary = {
      totalDepositsCents: 43_128_70,
      totalOwedCents: 13_862_40,
      groups: [
        { kind: 'deposits', totalBalanceCents: 2_000_00, products: [checking] },
        { kind: 'loans', totalBalanceCents: 13_862_40, products: [loan] },
        { kind: 'ira', totalBalanceCents: 41_128_70, products: [ira] },
      ],
    };
    respondWith(new Response(JSON.stringify(mixed), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    renderScreen(<AccountsSummaryScreen />);
    await screen.findByRole('heading', { level: 2, name: copy.groupLoans });
    const totals = document.querySelector('.accounts-summary__totals') as HTMLElement;
    const pairs = [...totals.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [copy.totalDeposits, '$43,128.70'],
      [copy.totalOwed, '$13,862.40'],
    ]);
    // The total adds the IRAs to the Deposit Accounts group, and its label says so: the two figures never seem to disagree.
    expect(copy.totalDeposits).toBe('Total Deposits & IRAs');
    expect(screen.queryByText('Total Balance')).toBeNull();

    const balances = (name: string) =>
      [...(screen.getByText(name, { selector: 'a' }).closest('li') as HTMLElement).querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(balances('Auto Loan')).toEqual([
      [copy.currentPrincipal, '$13,862.40'],
      [copy.principalAmount, '$18,000.00'],
      [copy.pastDueAmount, '$452.18'],
      [copy.pastDueDate, 'Feb 5, 2026'],
    ]);
    expect(copy.principalAmount).toBe('Original Principal');
    expect(balances('Traditional IRA')).toEqual([[copy.currentBalance, '$41,128.70']]);
    expect(balances('Everyday Checking')).toEqual([
      [copy.currentBalance, '$2,000.00'],
      [copy.availableBalance, '$1,900.00'],
    ]);
  });

  it('greets the member by name, and not a staff user serving them (the visit bar names the member)', async () => {
    const user = (additions: Record<string, string>) => ({
      id: 'u1',
      externalId: 'M1',
      fullName: 'Alex Morgan',
      additions: { membershipType: 'P', fullName: 'Alex Morgan', givenName: 'Alex', familyName: 'Morgan', memberSince: '2011-04-18', isMinor: 'false', ...additions },
    });
    const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    for (const [additions, greeted] of [[{}, true], [{ employee_guid: 'EMP-1', givenName: 'Priya' }, false]] as const) {
      let userAnswered = false;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (url.includes('/productsummary')) return answer(summary);
          if (!url.endsWith('/users/me')) return new Response('{}', { status: 404 });
          userAnswered = true;
          return answer(user(additions));
        }),
      );
      renderScreen(<AccountsSummaryScreen />);
      await screen.findByRole('heading', { level: 2, name: copy.groupLoans });
      await waitFor(() => expect(userAnswered).toBe(true));
      await act(() => new Promise((settle) => setTimeout(settle, 20)));
      if (greeted) expect(await screen.findByText('Welcome, Alex')).toBeTruthy();
      else expect(screen.queryByText(/^Welcome/)).toBeNull();
      cleanup();
    }
  });

  it('shows the display-problem message in an alert when the summary cannot be loaded', async () => {
    respondWith(new Response(JSON.stringify({ errors: [{ path: '', message: 'boom' }] }), { status: 500 }));
    renderScreen(<AccountsSummaryScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We're having trouble displaying your information. Please try again later.");
    expect(within(alert).getByRole('button', { name: copy.retry })).toBeTruthy();
  });

  it('says so when the member has no accounts', async () => {
    respondWith(new Response(JSON.stringify({ totalDepositsCents: 0, totalOwedCents: 0, groups: [] }), { status: 200 }));
    renderScreen(<AccountsSummaryScreen />);
    expect(await screen.findByText(copy.empty)).toBeTruthy();
  });
});
