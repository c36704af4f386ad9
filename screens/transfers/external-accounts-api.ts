import { useQuery } from '@tanstack/react-query';
import type { ExternalAccount } from '../../engine/core/generated/api.gen';
import { externalAccountsQuery } from '../shared/external-accounts/external-accounts-api';

/** The fields of an external account transfers read. */
export type ExternalAccountSummary = Pick<ExternalAccount, 'id' | 'nickname' | 'institutionName' | 'maskedAccountNumber' | 'status'>;

/**
 * The member's external accounts, through the manage-accounts page's query (one cache entry for both pages). A member
 * without ACH access (403) simply has none to offer, so the transfer form still works with member accounts.
 */
export function useExternalAccounts(enabled: boolean) {
  return useQuery({ ...externalAccountsQuery(), enabled, retry: false });
}
