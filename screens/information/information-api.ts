import { queryOptions } from '@tanstack/react-query';
import type { BillPayAccess, BillPayAccessRequest, DisclosureStatusList, DocumentRoom, EstatePlanning } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';

const BASE = '/api/information-pages/v1';
const DISCLOSURE_STATUSES = '/api/member-disclosures/v1/members/disclosures/statuses/inq';

export const documentRoomQuery = queryOptions({
  queryKey: ['information-pages', 'document-room'] as const,
  queryFn: ({ signal }) => apiFetch<DocumentRoom>(`${BASE}/document-room`, { signal }),
});

export const estatePlanningQuery = queryOptions({
  queryKey: ['information-pages', 'estate-planning'] as const,
  queryFn: ({ signal }) => apiFetch<EstatePlanning>(`${BASE}/estate-planning`, { signal }),
});

export const billPayAccessQuery = queryOptions({
  queryKey: ['information-pages', 'bill-pay-access'] as const,
  queryFn: ({ signal }) => apiFetch<BillPayAccess>(`${BASE}/bill-pay-access`, { signal }),
});

export const acceptBillPayTerms = (body: BillPayAccessRequest): Promise<BillPayAccess> => apiFetch<BillPayAccess>(`${BASE}/bill-pay-access`, { method: 'POST', body });

/** Every notice the member was asked to accept, with when they did (the member-disclosures service). */
export const disclosureStatusesQuery = queryOptions({
  queryKey: ['member-disclosures', 'statuses'] as const,
  queryFn: ({ signal }) => apiFetch<DisclosureStatusList>(DISCLOSURE_STATUSES, { signal }),
});
