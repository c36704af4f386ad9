import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalAccount, ExternalAccountDeletion, ExternalAccountList, ExternalAccountReceipt } from '../../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../../engine/react';
import { idempotencyHeaders } from '../flow/idempotency-key';
import { PAYMENT_ORDER_SERVICE } from '../payments/payment-order-service';

const EXTERNAL_ACCOUNTS = `${PAYMENT_ORDER_SERVICE}/external-accounts`;

/** Under "payment-order-service", so ACCEPTED mutations there refresh it (app.json invalidateOnAccepted). */
export const EXTERNAL_ACCOUNTS_QUERY_KEY = ['payment-order-service', 'external-accounts'] as const;

export type { ExternalAccount };
export type ExternalAccountStatus = ExternalAccount['status'];

/** The agreement's external accounts (GET /external-accounts). */
export function externalAccountsQuery() {
  return queryOptions({
    queryKey: EXTERNAL_ACCOUNTS_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiFetch<ExternalAccountList>(EXTERNAL_ACCOUNTS, { signal })).items,
  });
}

export function useExternalAccounts() {
  return useQuery(externalAccountsQuery());
}

/** The member-facing name of an account: its nickname, else the institution. */
export const externalAccountName = (account: ExternalAccount): string => account.nickname || account.institutionName;

export interface AddExternalAccount {
  readonly key: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Links an account (POST /external-accounts). May be challenged (307 step-up); apiFetch retries after the challenge. */
export function useAddExternalAccount() {
  return useApiMutation<ExternalAccountReceipt, AddExternalAccount>({
    path: EXTERNAL_ACCOUNTS,
    body: ({ data }) => data,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}

export interface VerifyExternalAccount {
  readonly id: string;
  readonly key: string;
  readonly amountsCents: readonly [number, number];
}

/** Confirms the two micro-deposit amounts (POST /external-accounts/{id}/verify). */
export function useVerifyExternalAccount() {
  return useApiMutation<ExternalAccountReceipt, VerifyExternalAccount>({
    path: ({ id }) => `${EXTERNAL_ACCOUNTS}/${encodeURIComponent(id)}/verify`,
    body: ({ amountsCents }) => ({ amountsCents }),
    headers: ({ key }) => idempotencyHeaders(key),
  });
}

export interface DeleteExternalAccount {
  readonly id: string;
  readonly key: string;
}

export function useDeleteExternalAccount() {
  return useApiMutation<ExternalAccountDeletion, DeleteExternalAccount>({
    path: ({ id }) => `${EXTERNAL_ACCOUNTS}/${encodeURIComponent(id)}`,
    method: 'DELETE',
    body: () => undefined,
    headers: ({ key }) => idempotencyHeaders(key),
  });
}
