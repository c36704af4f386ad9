import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ServiceAgreement } from '../../engine/core/generated/api.gen';
import { apiFetch, apiFetchWithHeaders, useApiMutation } from '../../engine/react';
import { appManifest } from '../../src/manifests';

const ACCESS_GROUPS = '/api/access-control/client-api/v3/accessgroups';
const AGREEMENT_CHOICES = `${ACCESS_GROUPS}/usercontext/serviceagreements`;
const AGREEMENT_CONTEXT = `${ACCESS_GROUPS}/service-agreements/context`;
const USER_CONTEXT = `${ACCESS_GROUPS}/usercontext`;
const TOTAL_COUNT = 'x-total-count';

/** One page of the agreements the user may switch to, with the total the server counted (x-total-count). */
export interface AgreementPage {
  readonly agreements: readonly ServiceAgreement[];
  readonly total: number;
}

async function fetchAgreementPage(page: number, signal: AbortSignal): Promise<AgreementPage> {
  const query = new URLSearchParams({ from: String(page), size: String(appManifest.serviceAgreements.pageSize) });
  const { data, headers } = await apiFetchWithHeaders<unknown>(`${AGREEMENT_CHOICES}?${query.toString()}`, { signal });
  const agreements = Array.isArray(data) ? (data as ServiceAgreement[]) : [];
  const total = Number.parseInt(headers.get(TOTAL_COUNT) ?? '', 10);
  return { agreements, total: Number.isFinite(total) ? total : agreements.length };
}

/**
 * The agreements the user may act under, a page of `serviceAgreements.pageSize` at a time. They do not
 * change during a session: a switch reloads the whole app.
 */
export const agreementChoicesQuery = infiniteQueryOptions({
  queryKey: ['access-control', 'usercontext', 'serviceagreements'] as const,
  queryFn: ({ pageParam, signal }) => fetchAgreementPage(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last: AgreementPage, pages: AgreementPage[]) => {
    const loaded = pages.reduce((count, page) => count + page.agreements.length, 0);
    return last.agreements.length > 0 && loaded < last.total ? pages.length : undefined;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAgreementChoices() {
  return useInfiniteQuery(agreementChoicesQuery);
}

/** The agreement the session acts under (GET service-agreements/context); null when the answer has no body. */
export const agreementContextQuery = queryOptions({
  queryKey: ['access-control', 'service-agreements', 'context'] as const,
  queryFn: async ({ signal }) => (await apiFetch<ServiceAgreement | undefined>(AGREEMENT_CONTEXT, { signal })) ?? null,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAgreementContext() {
  return useQuery(agreementContextQuery);
}

/** Makes the agreement whose id it is given the session's agreement from now on (POST usercontext; 403 if not allowed). */
export function useSwitchAgreement() {
  return useApiMutation<void, string>({ path: USER_CONTEXT, body: (serviceAgreementId) => ({ serviceAgreementId }) });
}

/** What the switcher shows for an agreement: its name, or its primary member's name when it has none. */
export function agreementLabel(agreement: ServiceAgreement): string {
  return agreement.name.trim() !== '' ? agreement.name : agreement.additions.primaryName;
}
