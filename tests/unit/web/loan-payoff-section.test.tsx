// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCents, resolveTemplate } from '../../../engine/core';
import type { LoanDailyPayoff } from '../../../engine/core/generated/api.gen';
import { LoanPayoffSection } from '../../../screens/accounts/LoanPayoffSection';
import { businessToday } from '../../../screens/shared/business-today';
import { formatDay } from '../../../screens/shared/format-day';
import { loanServicingManifest } from '../../../src/manifests/loan-servicing-manifest';

const copy = loanServicingManifest.copy;

function renderSection(payoff: LoanDailyPayoff) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LoanPayoffSection account={{ id: 'loan-1' }} payoff={payoff} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ payoffCents: 1_894_580, goodThrough: businessToday(), perDiemCents: 284 }), { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payoff of a loan without a payment schedule', () => {
  const payoff: LoanDailyPayoff = {
    amountCents: 1_894_580,
    asOf: '2026-03-18',
    outstandingPrincipalCents: 1_890_604,
    accruedInterestCents: 3_976,
    accruedDays: 14,
    perDiemCents: 284,
    interestChargedThrough: '2026-03-04',
  };

  it('shows the payoff good through today, how it adds up, and the quote field', () => {
    renderSection(payoff);
    expect(screen.getByRole('heading', { name: copy.payoffHeading })).toBeTruthy();
    expect(screen.getByText(formatCents(1_894_580), { exact: false })).toBeTruthy();
    expect(
      screen.getByText(
        resolveTemplate(copy.payoffBreakdown, { balance: formatCents(1_890_604), interest: formatCents(3_976), days: '14', date: formatDay('2026-03-04'), perDiem: formatCents(284) }),
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(copy.quoteLabel)).toBeTruthy();
  });

  it('offers no quote on a loan paid off', () => {
    renderSection({ ...payoff, amountCents: 0, outstandingPrincipalCents: 0, accruedInterestCents: 0, perDiemCents: 0 });
    expect(screen.queryByLabelText(copy.quoteLabel)).toBeNull();
  });
});
