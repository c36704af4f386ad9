import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { VisibilityContext } from '../../../../engine/core';
import type { ProductSummaryEntry } from '../../../../engine/core/generated/api.gen';
import type { PolicySubject } from '../../../../engine/core/policy';
import { createCapabilityEvaluator, ModalProvider, RouteAccessProvider, RoutesManifestProvider, VisibilityProvider, type RouteAccess } from '../../../../engine/react';
import { modalsManifest, policyManifest, routesManifest } from '../../../../src/manifests';

export interface RenderScreenOptions {
  /** The URL the router starts at. */
  readonly entry?: string;
  /** Flags and guards for screens that ask (useVisibilityContext); left out, no VisibilityProvider is rendered. */
  readonly visibility?: VisibilityContext;
  /** Who config/policy.json sees, for the actions a screen offers (useCan): a member without conditions unless told. */
  readonly subject?: PolicySubject;
}

/** Route access for a screen test: ready, the visibility's flags and guards, capabilities decided by the policy. */
export function routeAccessFor(subject: PolicySubject = { actor: 'member', conditions: [] }, visibility?: VisibilityContext): RouteAccess {
  const decision = createCapabilityEvaluator(policyManifest, subject);
  return {
    ready: true,
    flags: visibility?.flags ?? {},
    guards: visibility?.guards ?? (() => true),
    can: (capability, productGroup) => decision(capability, productGroup).allowed,
    decision,
    isMaster: !subject.actor.startsWith('trusted'),
  };
}

/**
 * A screen as the app mounts it: a fresh query cache (no retries, so a failed call shows at once), the modal host of
 * config/modals.json, route access for the subject (a member unless told) and a memory router.
 */
export function renderScreen(ui: ReactNode, { entry = '/', visibility, subject }: RenderScreenOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = (
    <ModalProvider manifest={modalsManifest} handlers={{}}>
      <RouteAccessProvider value={routeAccessFor(subject, visibility)}>
        <RoutesManifestProvider value={routesManifest}>
          <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
        </RoutesManifestProvider>
      </RouteAccessProvider>
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
