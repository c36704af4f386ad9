import { useQuery } from '@tanstack/react-query';
import type { StaffMemberOverview, StaffProviderLinkChange, StaffProviderLinkList, StaffUnlockResult } from '../../engine/core/generated/api.gen';
import { ApiError, apiFetch } from '../../engine/react';

const MEMBER = '/api/service-desk/client-api/v1/members/current';
export const OVERVIEW_KEY = ['service-desk', 'member-overview'] as const;

/** The served member's overview; `null` when the representative serves no member (409 STAFF_NO_MEMBER_OPEN). */
export function useMemberOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: async ({ signal }): Promise<StaffMemberOverview | null> => {
      try {
        return await apiFetch<StaffMemberOverview>(`${MEMBER}/overview`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }
    },
  });
}

export type UnlockKind = 'sign-in' | 'step-up';

/** Unlocks the served member's sign-in or verification, with the representative's reason. */
export const unlock = (kind: UnlockKind, reason: string): Promise<StaffUnlockResult> =>
  apiFetch<StaffUnlockResult>(`${MEMBER}/unlock-${kind}`, { method: 'POST', body: { reason } });

export const PROVIDER_LINKS_KEY = ['service-desk', 'provider-links'] as const;

/** The subjects at the credit union's sign-in provider that sign the served member in. */
export function useProviderLinks() {
  return useQuery({
    queryKey: PROVIDER_LINKS_KEY,
    queryFn: ({ signal }) => apiFetch<StaffProviderLinkList>(`${MEMBER}/provider-links`, { signal }),
  });
}

/** Links a subject at the configured provider to the served member, with the representative's reason. */
export const linkProviderSubject = (subject: string, reason: string): Promise<StaffProviderLinkChange> =>
  apiFetch<StaffProviderLinkChange>(`${MEMBER}/provider-links`, { method: 'POST', body: { subject, reason } });

/** Removes one of the served member's provider links, with the representative's reason. */
export const unlinkProviderSubject = (linkId: string, reason: string): Promise<StaffProviderLinkChange> =>
  apiFetch<StaffProviderLinkChange>(`${MEMBER}/provider-links/${encodeURIComponent(linkId)}`, { method: 'DELETE', body: { reason } });
