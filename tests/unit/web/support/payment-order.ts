import type { PaymentOrder } from '../../../../engine/core/generated/api.gen';

/** A scheduled one-time internal transfer from checking to savings on Nov 25, 2026; `overrides` make it what a test needs. */
export function paymentOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: 'o-1',
    confirmationNumber: 'PO-1000000001',
    kind: 'INTERNAL_TRANSFER',
    state: 'SCHEDULED',
    from: { id: 'chk-1', name: 'Everyday Checking', maskedNumber: '••••1234' },
    to: { id: 'sav-1', name: 'Rainy Day Savings', maskedNumber: '••••5678' },
    amountCents: 12_34,
    timing: 'FUTURE',
    frequency: 'ONCE',
    requestedDate: '2026-11-25',
    executionDate: '2026-11-25',
    acknowledgements: [],
    notes: [],
    createdAt: '2026-11-18T12:00:00.000Z',
    ...overrides,
  };
}
