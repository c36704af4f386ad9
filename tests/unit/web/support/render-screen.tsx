import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { VisibilityContext } from '../../../../engine/core';
import type { ProductSummaryEntry } from '../../../../engine/core/generated/api.gen';
import { ModalProvider, VisibilityProvider } from '../../../../engine/react';
import { modalsManifest } from '../../../../src/manifests';

export interface RenderScreenOptions {
  /** The URL the router starts at. */
  readonly entry?: string;
  /** Flags and guards for screens that ask (useVisibilityContext); left out, no VisibilityProvider is rendered. */
  readonly visibility?: VisibilityContext;
}

/**
 * A screen as the app mounts it: a fresh query cache (no retries, so a failed call shows at once), the modal host of
 * config/modals.json and a memory router.
 */
export function renderScreen(ui: ReactNode, { entry = '/', visibility }: RenderScreenOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <ModalProvider manifest={modalsManifest} handlers={{}}>
      <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
    </ModalProvider>
  );
  return render(<QueryClientProvider client={client}>{visibility ? <VisibilityProvider value={visibility}>{app}</VisibilityProvider> : app}</QueryClientProvider>);
}

/** A JSON answer for a stubbed fetch. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One product of the product summary, active, in USD, with the same booked and available balance unless told. */
export function summaryProduct(
  id: string,
  productKind: ProductSummaryEntry['productKind'],
  name: string,
  accountNumber: string,
  availableCents: number,
  extra: Partial<ProductSummaryEntry> = {},
): ProductSummaryEntry {
  return {
    id,
    externalArrangementId: `ext-${id}`,
    externalLegalEntityId: 'le-1',
    externalProductId: 'p-1',
    legalEntityIds: ['le-1'],
    debitCards: [],
    name,
    productKind,
    productTypeName: name,
    accountNumber,
    bookedBalanceCents: availableCents,
    availableBalanceCents: availableCents,
    currency: 'USD',
    state: 'ACTIVE',
    ...extra,
  };
}
