// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import { ApplicationItem } from '../../../screens/lending/ApplicationItem';
import type { LoanApplication } from '../../../screens/lending/lending-api';
import { lendingManifest } from '../../../src/manifests/lending-manifest';

const text = lendingManifest.copy.myApplications;
const application = (status: LoanApplication['status'], extra: Partial<LoanApplication> = {}): LoanApplication => ({
  id: 'app-1',
  productId: 'auto-used',
  productKind: 'loan',
  productName: 'Used Auto Loan',
  amountCents: 1_500_000,
  termMonths: 48,
  status,
  aprBps: 649,
  monthlyPaymentCents: 35_561,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  history: [],
  ...extra,
});
const checking = { id: 'chk-1', name: 'Everyday Checking', accountNumber: '****1234' } as ProductSummaryEntry;

function renderItem(item: LoanApplication, accounts: readonly ProductSummaryEntry[]) {
  const client = new QueryClient();
  const tree = (list: readonly ProductSummaryEntry[]) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ul>
          <ApplicationItem application={item} depositAccounts={list} canAccept />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(accounts));
  return { rerender: (list: readonly ProductSummaryEntry[]) => view.rerender(tree(list)) };
}

afterEach(cleanup);

describe('an application in My Applications', () => {
  it('offers the first deposit account once the accounts arrive after the first render, so the offer can be reviewed', () => {
    const view = renderItem(application('APPROVED'), []);
    const review = screen.getByRole('button', { name: text.review }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    view.rerender([checking]);
    expect((screen.getByRole('combobox', { name: text.fundingAccount }) as HTMLSelectElement).value).toBe('chk-1');
    expect((screen.getByRole('button', { name: text.review }) as HTMLButtonElement).disabled).toBe(false);
    // A loan is never accepted from the list: only from its review.
    expect(screen.queryByRole('button', { name: text.accept })).toBeNull();
  });

  it('accepts a card offer at once: open-end credit has no closed-end disclosure to review', () => {
    renderItem(application('APPROVED', { productKind: 'creditCard', productId: 'visa-platinum', productName: 'Visa Platinum', termMonths: undefined }), [checking]);
    expect(screen.getByRole('button', { name: text.acceptCard })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.review })).toBeNull();
  });

  it('links a funded loan to its account page', () => {
    renderItem(application('FUNDED', { arrangementId: 'loan-9' }), [checking]);
    expect(screen.getByRole('link', { name: text.openAccount }).getAttribute('href')).toBe('/accounts/details?id=loan-9');
  });
});
