import { useMemo } from 'react';
import { useProductSummary } from '../shared/accounts/product-summary-api';
import { useExternalAccounts } from './external-accounts-api';
import { endpointLabels } from './move-money-copy';
import { anotherMemberEndpoint, externalEndpoints, memberEndpoints } from './payment-endpoints';
import type { PaymentEndpoint } from './payment-endpoints';

export interface EndpointOptions {
  /** Offer the member's verified external accounts (ACH). */
  readonly external: boolean;
  /** Offer "Another member" as a destination. */
  readonly anotherMember: boolean;
}

/** What a payment page can offer: the member's accounts, and optionally external accounts and another member. */
export function usePaymentEndpoints(options: EndpointOptions) {
  const summary = useProductSummary();
  const external = useExternalAccounts(options.external);
  const candidates = useMemo<PaymentEndpoint[]>(() => {
    if (!summary.data) return [];
    return [
      ...memberEndpoints(summary.data, endpointLabels),
      ...(options.external ? externalEndpoints(external.data ?? [], endpointLabels) : []),
      ...(options.anotherMember ? [anotherMemberEndpoint(endpointLabels)] : []),
    ];
  }, [summary.data, external.data, options.external, options.anotherMember]);
  return {
    candidates,
    // A failed external-accounts list only means there are none to offer.
    pending: summary.isPending || (options.external && external.isPending && external.fetchStatus !== 'idle'),
    failed: summary.isError && summary.data === undefined,
    retry: () => void summary.refetch(),
  };
}
