import { useQuery } from '@tanstack/react-query';
import type { StaffMemberOverview, StaffUnlockResult } from '../../engine/core/generated/api.gen';
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
