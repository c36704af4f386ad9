import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountStatementList,
  OrphanStatementList,
  StatementAccountList,
  StatementDetail,
  StatementPreferences,
  StatementPreferencesUpdate,
  StatementPromptResponse,
  TaxStatementList,
} from '../../engine/core/generated/api.gen';
import { apiFetch, useApiMutation } from '../../engine/react';
import { documentAccountNumber, type DocumentRequest } from '../shared/documents/document-request';
import { TAX_STATEMENTS } from '../shared/documents/tax-statement-request';

const STATEMENTS = '/api/statements/client-api';
const ACCOUNTS = `${STATEMENTS}/v2/account`;
const ORPHANS = `${STATEMENTS}/v2/orphans`;
const PREFERENCES = `${ACCOUNTS}/preferences`;
const ROOT = ['statements'] as const;

export const statementAccountsQuery = queryOptions({
  queryKey: [...ROOT, 'accounts'] as const,
  queryFn: ({ signal }) => apiFetch<StatementAccountList>(ACCOUNTS, { signal }),
});

export function accountStatementsQuery(accountId: string) {
  return queryOptions({
    queryKey: [...ROOT, 'accounts', accountId, 'statements'] as const,
    queryFn: ({ signal }) => apiFetch<AccountStatementList>(`${ACCOUNTS}/${encodeURIComponent(accountId)}/statements`, { signal }),
  });
}

/** One statement to read in the page: the same figures its PDF prints. */
export function statementDetailQuery(accountId: string, statementId: string) {
  return queryOptions({
    queryKey: [...ROOT, 'accounts', accountId, 'statements', statementId] as const,
    queryFn: ({ signal }) => apiFetch<StatementDetail>(`${ACCOUNTS}/${encodeURIComponent(accountId)}/statements/${encodeURIComponent(statementId)}`, { signal }),
  });
}

export const taxStatementsQuery = queryOptions({
  queryKey: [...ROOT, 'tax-statements'] as const,
  queryFn: ({ signal }) => apiFetch<TaxStatementList>(TAX_STATEMENTS, { signal }),
});

export const orphanStatementsQuery = queryOptions({
  queryKey: [...ROOT, 'orphans'] as const,
  queryFn: ({ signal }) => apiFetch<OrphanStatementList>(ORPHANS, { signal }),
});

export const statementPreferencesQuery = queryOptions({
  queryKey: [...ROOT, 'preferences'] as const,
  queryFn: ({ signal }) => apiFetch<StatementPreferences>(PREFERENCES, { signal }),
});

export const useStatementAccounts = () => useQuery(statementAccountsQuery);
export const useAccountStatements = (accountId: string) => useQuery({ ...accountStatementsQuery(accountId), enabled: accountId !== '' });
export const useStatementDetail = (accountId: string, statementId: string) => useQuery(statementDetailQuery(accountId, statementId));
export const useTaxStatements = () => useQuery(taxStatementsQuery);
export const useOrphanStatements = () => useQuery(orphanStatementsQuery);
export const useStatementPreferences = () => useQuery(statementPreferencesQuery);

/** The monthly statement PDF: a plain same-origin link, so the session cookie authorises it. */
export function statementDownloadUrl(accountId: string, docId: string): string {
  return `${ACCOUNTS}/${encodeURIComponent(accountId)}/statements/download/${encodeURIComponent(docId)}`;
}

/** A closed account's statement: its account is named in the accountNumber header. */
export function orphanStatementRequest(docId: string, accountNumber: string): DocumentRequest {
  return { path: `${ORPHANS}/statements/download/${encodeURIComponent(docId)}`, headers: { accountNumber: documentAccountNumber(accountNumber) } };
}

/** Saves some accounts' delivery (POST preferences, all or nothing); the answer replaces the cached preferences. */
export function useSaveStatementPreferences() {
  const queryClient = useQueryClient();
  return useApiMutation<StatementPreferences, StatementPreferencesUpdate>({
    path: PREFERENCES,
    onSuccess: async (preferences) => {
      queryClient.setQueryData(statementPreferencesQuery.queryKey, preferences);
      await queryClient.invalidateQueries({ queryKey: statementAccountsQuery.queryKey, exact: true });
    },
  });
}

/** Answers the go-paperless question for every account (PUT preferences/all), then re-reads the preferences. */
export function useApplyToAllAccounts() {
  const queryClient = useQueryClient();
  return useApiMutation<void, StatementPromptResponse>({
    path: `${PREFERENCES}/all`,
    method: 'PUT',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
