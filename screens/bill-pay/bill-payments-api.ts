import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentOrder, PaymentOrderList, PaymentOrderReceipt, PaymentOrderRequest, PaymentOrderValidation } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import { PAYMENT_ORDER_SERVICE } from '../shared/payments/payment-order-service';

const PAYMENT_ORDERS = `${PAYMENT_ORDER_SERVICE}/payment-orders`;
const PAGE_SIZE = 100;

export const BILL_PAYMENTS_QUERY_KEY = ['payment-order-service', 'payment-orders', 'bill-pay'] as const;

/** The member's bill payments: every payment order of kind BILL_PAY on the first (largest) page, newest first. */
export function billPaymentsQuery() {
  const query = new URLSearchParams({ state: 'ALL', page: '0', size: String(PAGE_SIZE) }).toString();
  return queryOptions({
    queryKey: BILL_PAYMENTS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<PaymentOrder[]> => {
      const list = await apiFetch<PaymentOrderList>(`${PAYMENT_ORDERS}?${query}`, { signal });
      return list.items.filter((order) => order.kind === 'BILL_PAY');
    },
  });
}

export function useBillPayments() {
  return useQuery(billPaymentsQuery());
}

/** Runs every server rule on a payment without recording it (no key needed). */
export function validateBillPayment(request: PaymentOrderRequest): Promise<PaymentOrderValidation> {
  return apiFetch<PaymentOrderValidation>(`${PAYMENT_ORDERS}/validate`, { method: 'POST', body: request });
}

export interface BillPaymentSubmission {
  readonly request: PaymentOrderRequest;
  readonly key: string;
}

/** Records the payment (POST /payment-orders) under its Idempotency-Key. */
export function useCreateBillPayment() {
  return useApiMutation<PaymentOrderReceipt, BillPaymentSubmission>({
    path: PAYMENT_ORDERS,
    body: ({ request }) => request,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}

export interface BillPaymentEdit extends BillPaymentSubmission {
  readonly id: string;
}

/** Replaces a scheduled payment (PUT /payment-orders/{id}) under its Idempotency-Key: same id and confirmation number. */
export function useEditBillPayment() {
  return useApiMutation<PaymentOrderReceipt, BillPaymentEdit>({
    path: ({ id }) => `${PAYMENT_ORDERS}/${encodeURIComponent(id)}`,
    method: 'PUT',
    body: ({ request }) => request,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}

export interface BillPaymentCancellation {
  readonly id: string;
  readonly key: string;
}

/** Cancels a scheduled payment (POST /payment-orders/{id}/cancel). */
export function useCancelBillPayment() {
  return useApiMutation<PaymentOrderReceipt, BillPaymentCancellation>({
    path: ({ id }) => `${PAYMENT_ORDERS}/${encodeURIComponent(id)}/cancel`,
    body: () => ({}),
    headers: ({ key }) => idempotencyHeaders(key),
  });
}
