import type { CashiersCheck, CashiersCheckReceipt } from '../../engine/core/generated/api.gen';
import { useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import { PAYMENT_ORDER_SERVICE } from '../shared/payments/payment-order-service';

const CASHIERS_CHECKS = `${PAYMENT_ORDER_SERVICE}/cashiers-checks`;

export type { CashiersCheck };

export interface CashiersCheckSubmission {
  readonly key: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Requests a cashier's check (POST /cashiers-checks) under its Idempotency-Key. */
export function useRequestCashiersCheck() {
  return useApiMutation<CashiersCheckReceipt, CashiersCheckSubmission>({
    path: CASHIERS_CHECKS,
    body: ({ data }) => data,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}
