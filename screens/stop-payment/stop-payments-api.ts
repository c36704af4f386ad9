import { useQuery } from '@tanstack/react-query';
import type { StopPayment, StopPaymentList, StopPaymentReceipt } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import { PAYMENT_ORDER_SERVICE } from '../shared/payments/payment-order-service';

const STOP_PAYMENTS = `${PAYMENT_ORDER_SERVICE}/stop-payments`;

export type { StopPayment };

/** Under payment-order-service, so an accepted stop payment refreshes the list (config/app.json invalidateOnAccepted). */
const STOP_PAYMENTS_QUERY_KEY = ['payment-order-service', 'stop-payments'] as const;

/** The stop payments on the checking accounts the session reaches, active and expired, newest first. */
export function useStopPayments() {
  return useQuery({ queryKey: STOP_PAYMENTS_QUERY_KEY, queryFn: ({ signal }) => apiFetch<StopPaymentList>(STOP_PAYMENTS, { signal }) });
}

export interface StopPaymentSubmission {
  readonly key: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Places a stop payment (POST /stop-payments) under its Idempotency-Key. */
export function usePlaceStopPayment() {
  return useApiMutation<StopPaymentReceipt, StopPaymentSubmission>({
    path: STOP_PAYMENTS,
    body: ({ data }) => data,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}
