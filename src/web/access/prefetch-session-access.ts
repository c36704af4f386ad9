import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agreementChoicesQuery, agreementContextQuery } from '../../../screens/shared/service-agreements';
import { permissionSummaryQuery } from './permission-summary';

/**
 * Starts the member's session-long access queries (the permission summary, the agreement in force and the agreements
 * to choose from) as soon as the member is known, beside the sign-in checks' precheck. The layout that reads them
 * renders only once the precheck has answered, so without this each page load waited for one answer before asking for
 * the others. Each is cached for the session, so asking early costs nothing later.
 */
export function usePrefetchSessionAccess(member: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!member) return;
    void queryClient.prefetchQuery(permissionSummaryQuery);
    void queryClient.prefetchQuery(agreementContextQuery);
    void queryClient.prefetchInfiniteQuery(agreementChoicesQuery);
  }, [member, queryClient]);
}
