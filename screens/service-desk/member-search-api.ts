import { queryOptions } from '@tanstack/react-query';
import type { StaffMemberSearchRequest, StaffMemberSearchResult } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const SEARCH = '/api/service-desk/client-api/v1/members/search';

/** A search asked for: the term as typed and the page (0 first). */
export interface MemberSearch {
  readonly query: string;
  readonly page: number;
}

/**
 * One page of a member search (a POST, so the term never sits in a URL or an access log). Kept only while the
 * search screen shows: a term is not something to leave in the browser's memory longer than needed.
 */
export const memberSearchQuery = (search: MemberSearch) =>
  queryOptions({
    queryKey: ['service-desk', 'members', 'search', search.query, search.page] as const,
    queryFn: ({ signal }) => apiFetch<StaffMemberSearchResult>(SEARCH, { method: 'POST', body: { query: search.query, page: search.page } satisfies StaffMemberSearchRequest, signal }),
    gcTime: 0,
  });
