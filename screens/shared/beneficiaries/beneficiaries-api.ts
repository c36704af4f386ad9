import { useQuery } from '@tanstack/react-query';
import type { StaffBeneficiariesUpdate, StaffBeneficiaryAccount, StaffBeneficiaryAccountList } from '../../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../../engine/react';

const DESK = '/api/service-desk/client-api/v1';
export const BENEFICIARIES_KEY = ['service-desk', 'beneficiaries'] as const;

/** The served member's IRA and payable-on-death accounts; `null` when the representative serves no member (409). */
export function useBeneficiaryAccounts() {
  return useQuery({
    queryKey: BENEFICIARIES_KEY,
    queryFn: async ({ signal }): Promise<StaffBeneficiaryAccount[] | null> => {
      try {
        return (await apiFetch<StaffBeneficiaryAccountList>(`${DESK}/beneficiaries`, { signal })).accounts;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }
    },
  });
}

/** Replaces one account's whole list; the answer is the account as saved. */
export const saveBeneficiaries = (arrangementId: string, update: StaffBeneficiariesUpdate): Promise<StaffBeneficiaryAccount> =>
  apiFetch<StaffBeneficiaryAccount>(`${DESK}/accounts/${encodeURIComponent(arrangementId)}/beneficiaries`, { method: 'PUT', body: update });
