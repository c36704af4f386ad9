import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentOrder, PaymentOrderList, PaymentOrderReceipt, PaymentOrderRequest, PaymentOrderValidation } from '../../engine/core/generated/api.gen';
import { apiFetch, invalidateAfterAccepted } from '../../engine/react';
import { PAYMENT_ORDER_SERVICE } from '../shared/payments/payment-order-service';

const PAYMENT_ORDERS = `${PAYMENT_ORDER_SERVICE}/payment-orders`;

/** Query keys start with the service name, so an ACCEPTED mutation invalidates them (config/app.json). */
export const PAYMENT_ORDERS_QUERY_KEY = ['payment-order-service', 'payment-orders'] as const;

export type { PaymentOrder, PaymentOrderRequest };
export type PaymentOrderState = PaymentOrder['state'];
export type PaymentOrderParty = PaymentOrder['from'];
/** The answer of POST /payment-orders/validate. */
export type PaymentValidation = PaymentOrderValidation;

export type PaymentOrderFilter = PaymentOrderState | 'ALL';

export function paymentOrdersQuery(state: PaymentOrderFilter, size = 25) {
  const query = new URLSearchParams({ state, page: '0', size: String(size) }).toString();
  return queryOptions({
    queryKey: [...PAYMENT_ORDERS_QUERY_KEY, { state, size }] as const,
    queryFn: ({ signal }) => apiFetch<PaymentOrderList>(`${PAYMENT_ORDERS}?${query}`, { signal }),
  });
}

export function usePaymentOrders(state: PaymentOrderFilter, size?: number) {
  return useQuery(paymentOrdersQuery(state, size));
}

export function paymentOrderQuery(id: string) {
  return queryOptions({
    queryKey: [...PAYMENT_ORDERS_QUERY_KEY, 'by-id', id] as const,
    queryFn: ({ signal }) => apiFetch<PaymentOrder>(`${PAYMENT_ORDERS}/${encodeURIComponent(id)}`, { signal }),
  });
}

export function usePaymentOrder(id: string | null) {
  return useQuery({ ...paymentOrderQuery(id ?? ''), enabled: id !== null });
}

export function validatePaymentOrder(body: PaymentOrderRequest): Promise<PaymentValidation> {
  return apiFetch<PaymentValidation>(`${PAYMENT_ORDERS}/validate`, { method: 'POST', body });
}

/** Create, edit and cancel: each sends the caller's Idempotency-Key, so a retry never moves money twice. */
export function usePaymentOrderMutations() {
  const queryClient = useQueryClient();
  const send = async (url: string, method: 'POST' | 'PUT', idempotencyKey: string, body?: unknown) => {
    const answer = await apiFetch<PaymentOrderReceipt>(url, { method, body: body ?? {}, headers: { 'Idempotency-Key': idempotencyKey } });
    await invalidateAfterAccepted(queryClient, url, answer);
    return answer.paymentOrder;
  };
  return {
    create: (body: PaymentOrderRequest, key: string) => send(PAYMENT_ORDERS, 'POST', key, body),
    update: (id: string, body: PaymentOrderRequest, key: string) => send(`${PAYMENT_ORDERS}/${encodeURIComponent(id)}`, 'PUT', key, body),
    cancel: (id: string, key: string) => send(`${PAYMENT_ORDERS}/${encodeURIComponent(id)}/cancel`, 'POST', key),
  };
}
