import { useQuery } from '@tanstack/react-query';
import type { PodAccount, PodAccountList, PodBeneficiariesUpdate } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const BASE = '/api/pod-beneficiaries/client-api/v1/accounts';
export const POD_KEY = ['pod-beneficiaries'] as const;

/** The member's checking and savings accounts with their payable-on-death beneficiaries. */
export function usePodAccounts() {
  return useQuery({ queryKey: POD_KEY, queryFn: async ({ signal }) => (await apiFetch<PodAccountList>(BASE, { signal })).accounts });
}

/** Replaces one account's whole list; the answer is the account as saved. */
export const savePodBeneficiaries = (arrangementId: string, update: PodBeneficiariesUpdate): Promise<PodAccount> =>
  apiFetch<PodAccount>(`${BASE}/${encodeURIComponent(arrangementId)}/beneficiaries`, { method: 'PUT', body: update });
