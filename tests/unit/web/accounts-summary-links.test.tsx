// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTemplate } from '../../../engine/core';
import type { ProductSummary, ProductSummaryEntry } from '../../../engine/core/generated/api.gen';
import AccountsSummaryScreen from '../../../screens/accounts/AccountsSummaryScreen';
import { accountDetailPath } from '../../../screens/shared/accounts/account-paths';
import { copyManifest } from '../../../src/manifests';

const detailCopy = copyManifest.screens['account-details'];

function product(id: string, name: string, productKind: ProductSummaryEntry['productKind']): ProductSummaryEntry {
  return {
    id,
    externalArrangementId: `ext-${id}`,
    externalLegalEntityId: 'le',
    externalProductId: 'p',
    legalEntityIds: [],
    debitCards: [],
    name,
    productKind,
    productTypeName: name,
    accountNumber: '••••1234',
    bookedBalanceCents: 100_00,
    availableBalanceCents: 90_00,
    currency: 'USD',
    state: 'ACTIVE',
  };
}

const summary: ProductSummary = {
  totalDepositsCents: 200_00,
  totalOwedCents: 0,
  groups: [
    { kind: 'deposits', totalBalanceCents: 100_00, products: [product('acct-1', 'Everyday Checking', 'checking')] },
    { kind: 'creditCards', totalBalanceCents: 100_00, products: [product('card-9', 'Rewards Visa', 'creditCard')] },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('accounts summary links', () => {
  it('links every account, whatever its kind, to the account page by its id', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(JSON.stringify(url.includes('/productsummary') ? summary : { errors: [] }), { status: url.includes('/productsummary') ? 200 : 404, headers: { 'Content-Type': 'application/json' } })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AccountsSummaryScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const checking = await screen.findByRole('link', { name: resolveTemplate(detailCopy.detailsLink, { name: 'Everyday Checking' }) });
    expect(checking.getAttribute('href')).toBe(`${accountDetailPath}?id=acct-1`);
    const card = screen.getByRole('link', { name: resolveTemplate(detailCopy.detailsLink, { name: 'Rewards Visa' }) });
    expect(card.getAttribute('href')).toBe(`${accountDetailPath}?id=card-9`);
  });
});
