import type { ProductSummary } from '../../engine/core/generated/api.gen';
import type { ProductGroupKind } from '../../engine/core/generated/manifests.gen';
import { classifyPayment, paymentsLocked } from '../../engine/core/payment-rules';
import type { EndpointKind, PaymentEndpointFacts, PaymentKind } from '../../engine/core/payment-rules';
import type { AccountOption } from '../../engine/react/forms';
import { accountChoiceLabel, balanceNote } from '../shared/account-balance-note';
import type { ExternalAccountSummary } from './external-accounts-api';

/** The "To" choice that asks for another member's account number and last name instead of an account. */
export const ANOTHER_MEMBER_ID = 'another-member';

/** Something money can come from or go to, as the pickers show it and as the payment rules see it. */
export interface PaymentEndpoint extends AccountOption {
  readonly group: string;
  readonly facts: PaymentEndpointFacts;
}

export interface EndpointGroupLabels {
  readonly groups: Readonly<Record<ProductGroupKind, string>>;
  readonly external: string;
  readonly otherMember: string;
  readonly anotherMember: string;
}

/**
 * The member's accounts (product summary), grouped as the accounts summary groups them, with their balances as facts
 * and in the label, and a certificate's maturity date (the server's word that it is in its term).
 */
export function memberEndpoints(summary: ProductSummary, labels: EndpointGroupLabels): PaymentEndpoint[] {
  return summary.groups.flatMap((group) =>
    group.products.map((product) => ({
      id: product.id,
      name: product.name,
      accountNumber: product.accountNumber,
      label: accountChoiceLabel(product),
      note: balanceNote(product),
      group: labels.groups[group.kind],
      facts: {
        kind: product.productKind,
        availableCents: product.availableBalanceCents,
        balanceCents: product.bookedBalanceCents,
        ...(product.certificateMaturesOn === undefined ? {} : { certificateMaturesOn: product.certificateMaturesOn }),
      },
    })),
  );
}

/** Verified external accounts only: the others cannot send or receive yet. */
export function externalEndpoints(accounts: readonly ExternalAccountSummary[], labels: EndpointGroupLabels): PaymentEndpoint[] {
  return accounts
    .filter((account) => account.status === 'VERIFIED')
    .map((account) => ({
      id: account.id,
      name: account.nickname || account.institutionName,
      accountNumber: account.maskedAccountNumber,
      group: labels.external,
      facts: { kind: 'external' },
    }));
}

export function anotherMemberEndpoint(labels: EndpointGroupLabels): PaymentEndpoint {
  return { id: ANOTHER_MEMBER_ID, name: labels.anotherMember, accountNumber: '', group: labels.otherMember, facts: { kind: 'member' } };
}

/** Which kinds of movement a screen offers; a transfer screen offers every kind but bill pay. */
export type KindFilter = (kind: PaymentKind) => boolean;

/** No movement from an account to itself, nor into or out of one the payment rules lock (a certificate in its term). */
const kindOf = (from: PaymentEndpoint, to: PaymentEndpoint): PaymentKind | null =>
  from.id === to.id || paymentsLocked(from.facts) || paymentsLocked(to.facts) ? null : classifyPayment(from.facts.kind, to.facts.kind);

/** The endpoints that can send money to at least one of `candidates` by an offered kind. */
export function sourcesOf(candidates: readonly PaymentEndpoint[], offered: KindFilter): PaymentEndpoint[] {
  return candidates.filter((from) => candidates.some((to) => {
    const kind = kindOf(from, to);
    return kind !== null && offered(kind);
  }));
}

/** The endpoints `from` can send to by an offered kind (all possible destinations while no source is chosen). */
export function destinationsOf(from: PaymentEndpoint | undefined, candidates: readonly PaymentEndpoint[], offered: KindFilter): PaymentEndpoint[] {
  if (!from) return candidates.filter((to) => sourcesOf(candidates, offered).some((source) => {
    const kind = kindOf(source, to);
    return kind !== null && offered(kind);
  }));
  return candidates.filter((to) => {
    const kind = kindOf(from, to);
    return kind !== null && offered(kind);
  });
}

/** The kind of movement between two chosen endpoints, or null when the pair is not offered. */
export function paymentKindOf(from: PaymentEndpoint | undefined, to: PaymentEndpoint | undefined, offered: KindFilter): PaymentKind | null {
  if (!from || !to) return null;
  const kind = kindOf(from, to);
  return kind !== null && offered(kind) ? kind : null;
}

export const endpointKinds = (kinds: readonly EndpointKind[]) => (endpoint: PaymentEndpoint) => kinds.includes(endpoint.facts.kind);
