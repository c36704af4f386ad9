import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StaffVisit, StaffVisitCurrent } from '../../engine/core/generated/api.gen';
import { apiFetch } from '../../engine/react';
import { homePath } from './app-paths';
import { serviceDeskPath } from './service-desk-paths';
import './staff-visit.css';

const VISITS = '/api/service-desk/client-api/v1/visits';

/** The member the staff session is serving (GET visits/current), or null. */
export const staffVisitQuery = queryOptions({
  queryKey: ['service-desk', 'visits', 'current'] as const,
  queryFn: async ({ signal }) => (await apiFetch<StaffVisitCurrent>(`${VISITS}/current`, { signal })).visit,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useStaffVisit() {
  return useQuery(staffVisitQuery);
}

export interface StaffVisitSwitch {
  /**
   * Opens the member (POST visits), calls `opened` (to close a dialog, say) and goes to their accounts summary;
   * rejects (ApiError) and stays when refused.
   */
  readonly open: (memberId: string, reason: string, opened?: () => void) => Promise<void>;
  /** "End session" (DELETE visits/current) and back to the member search. */
  readonly end: () => Promise<void>;
}

/**
 * Opening or ending a visit changes whose data every answer is (the session now reads another member, or none), so
 * every cached answer is reset before the next page asks again: nothing of one member may show while serving another.
 */
export function useStaffVisitSwitch(): StaffVisitSwitch {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const startOver = useCallback(
    async (to: string) => {
      await queryClient.cancelQueries();
      void queryClient.resetQueries();
      await navigate(to);
    },
    [queryClient, navigate],
  );
  const open = useCallback(
    async (memberId: string, reason: string, opened?: () => void) => {
      await apiFetch<StaffVisit>(VISITS, { method: 'POST', body: { memberId, reason } });
      opened?.();
      await startOver(homePath);
    },
    [startOver],
  );
  const end = useCallback(async () => {
    await apiFetch<void>(`${VISITS}/current`, { method: 'DELETE' });
    await startOver(serviceDeskPath);
  }, [startOver]);
  return { open, end };
}

/** "End session" for a button: ends the visit (back to the member search), and says while it is ending. */
export function useEndStaffVisit(): { ending: boolean; end: () => Promise<void> } {
  const visits = useStaffVisitSwitch();
  const [ending, setEnding] = useState(false);
  const end = useCallback(async () => {
    setEnding(true);
    try {
      await visits.end();
    } finally {
      setEnding(false);
    }
  }, [visits]);
  return { ending, end };
}
