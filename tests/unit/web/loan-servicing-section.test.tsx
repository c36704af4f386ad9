// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanServicing } from '../../../engine/core/generated/api.gen';
import { VisibilityProvider } from '../../../engine/react';
import { LoanServicingSection } from '../../../screens/accounts/LoanServicingSection';
import { loanServicingManifest } from '../../../src/manifests/loan-servicing-manifest';

const copy = loanServicingManifest.copy;
const row = (installment: number, dueDate: string, paidCents: number, status: LoanServicing['installments'][number]['status']) => ({
  installment,
  dueDate,
  paymentCents: 102_007,
  principalCents: 99_007,
  interestCents: 3_000,
  balanceAfterCents: 200_993,
  paidCents,
  status,
});
const servicing: LoanServicing = {
  asOf: '2026-03-20',
  installments: [row(1, '2026-02-16', 102_007, 'PAID'), row(2, '2026-03-16', 30_000, 'PAST_DUE'), row(3, '2026-04-15', 0, 'DUE')],
  nextDue: { installment: 3, dueDate: '2026-04-15', amountCents: 102_007 },
  pastDue: { amountCents: 72_007, oldestDueDate: '2026-03-16', installments: 1 },
  payoff: { amountCents: 203_271, asOf: '2026-03-20', outstandingPrincipalCents: 200_993, accruedInterestCents: 268 },
};

function renderSection(canTransfer: boolean) {
  const context = { flags: {}, guards: (name: string) => canTransfer || name !== 'canCreateTransfers', audiences: new Set(['personal', 'master']), channel: 'OnlineBanking' as const, can: () => true };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <VisibilityProvider value={context}>
          <LoanServicingSection account={{ id: 'loan-1', name: 'New Auto Loan' }} servicing={servicing} />
        </VisibilityProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: copy.heading });
}

// The payoff quote the section asks for: $2,032.71 through any day, $0.67 a day.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const through = new URL(url, 'http://localhost').searchParams.get('through');
      return new Response(JSON.stringify({ payoffCents: 203_271, goodThrough: through, perDiemCents: 67 }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Payment schedule section of a funded loan', () => {
  it('shows the next payment, what is past due and the payoff good through today', () => {
    const section = renderSection(true);
    expect(within(section).getByText('$1,020.07 due Apr 15, 2026')).toBeTruthy();
    expect(within(section).getByText('$720.07, oldest missed payment due Mar 16, 2026')).toBeTruthy();
    expect(within(section).getByText('$2,032.71')).toBeTruthy();
    expect(within(section).getByText(/Good through today, Mar 20, 2026/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: copy.makePayment }).getAttribute('href')).toBe('/move-money/transfers?to=loan-1');
  });

  it('lists every installment with its status, a part paid one with what was paid, in a labelled scroll region', () => {
    const section = renderSection(true);
    const region = within(section).getByRole('region', { name: copy.tableRegion });
    const table = within(region).getByRole('table', { name: 'Payment schedule of New Auto Loan' });
    const statuses = within(table).getAllByRole('row').slice(1).map((tr) => tr.lastElementChild?.textContent);
    expect(statuses).toEqual([copy.status.PAID, `${copy.status.PAST_DUE}: $300.00 of $1,020.07 paid`, copy.status.DUE]);
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('offers no payment link to someone who cannot make transfers', () => {
    expect(within(renderSection(false)).queryByRole('link', { name: copy.makePayment })).toBeNull();
  });
});
