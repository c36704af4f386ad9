import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalAccountDeletion, Payee, PayeeList, PayeeReceipt } from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { idempotencyHeaders } from '../shared/flow/idempotency-key';
import { PAYMENT_ORDER_SERVICE } from '../shared/payments/payment-order-service';

const PAYEES = `${PAYMENT_ORDER_SERVICE}/payees`;

/** Under the "payment-order-service" prefix, so an ACCEPTED mutation there refreshes it (app.json invalidateOnAccepted). */
export const PAYEES_QUERY_KEY = ['payment-order-service', 'payees'] as const;

export type { Payee };

/** The payee form's fields (config/forms/payee.json). */
export type PayeeFormData = Readonly<Record<string, unknown>>;

export interface PayeeMutation {
  readonly key: string;
  readonly data?: PayeeFormData;
  readonly id?: string;
}

/** The agreement's payees (GET /payees), by name as the server orders them. */
export function payeesQuery() {
  return queryOptions({
    queryKey: PAYEES_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiFetch<PayeeList>(PAYEES, { signal })).items,
  });
}

export function usePayees() {
  return useQuery(payeesQuery());
}

/** Adds a payee (POST /payees) with the caller's Idempotency-Key. */
export function useAddPayee() {
  return useApiMutation<PayeeReceipt, PayeeMutation>({
    path: PAYEES,
    method: 'POST',
    body: ({ data }) => data,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}

/** Replaces a payee's details (PUT /payees/{id}). */
export function useUpdatePayee() {
  return useApiMutation<PayeeReceipt, PayeeMutation>({
    path: ({ id }) => `${PAYEES}/${encodeURIComponent(id ?? '')}`,
    method: 'PUT',
    body: ({ data }) => data,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}

/** Deletes a payee (DELETE /payees/{id}). */
export function useDeletePayee() {
  return useApiMutation<ExternalAccountDeletion, PayeeMutation>({
    path: ({ id }) => `${PAYEES}/${encodeURIComponent(id ?? '')}`,
    method: 'DELETE',
    body: () => undefined,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}
