import type { EndpointKind, PaymentKind } from './types';

type Pairs = Partial<Record<EndpointKind, Partial<Record<EndpointKind, PaymentKind>>>>;

const FROM_DEPOSIT: Partial<Record<EndpointKind, PaymentKind>> = {
  checking: 'INTERNAL_TRANSFER',
  savings: 'INTERNAL_TRANSFER',
  ira: 'INTERNAL_TRANSFER',
  member: 'MEMBER_TRANSFER',
  external: 'ACH_OUT',
  creditCard: 'CARD_PAYMENT',
  autoLoan: 'LOAN_PAYMENT',
  heloc: 'LOAN_PAYMENT',
  payee: 'BILL_PAY',
};

// Every movement the product offers; a pair not listed (ira, loans, payees or members as a source,
// external → external) is not offered.
const PAIRS: Pairs = {
  checking: FROM_DEPOSIT,
  savings: FROM_DEPOSIT,
  external: { checking: 'ACH_IN', savings: 'ACH_IN', autoLoan: 'ACH_IN', heloc: 'ACH_IN' },
  creditCard: { checking: 'CASH_ADVANCE', savings: 'CASH_ADVANCE' },
  heloc: { checking: 'HELOC_ADVANCE', savings: 'HELOC_ADVANCE', external: 'HELOC_ADVANCE' },
};

/**
 * The kind of movement between two endpoints, or null when the pair is not one the product offers.
 * Same-kind deposit pairs are allowed here; refusing the very same account is the server's job.
 */
export function classifyPayment(from: EndpointKind, to: EndpointKind): PaymentKind | null {
  return PAIRS[from]?.[to] ?? null;
}
