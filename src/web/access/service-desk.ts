import type { QueryClient } from '@tanstack/react-query';
import { channelForUser } from '../../../engine/core';
import { findRoutePath } from '../../../engine/react';
import { currentUserQuery } from '../../../screens/shared/current-user';
import { agreementContextQuery } from '../../../screens/shared/service-agreements';
import { appManifest, routesManifest } from '../../manifests';

// Found in routes.json (and so checked at start-up) rather than written out; until the service-desk screen has
// its own screen key, the route is known by its path.
const SERVICE_DESK_ROUTE = 'servicedesk/search';

/** The staff member-search page (SPEC 6: the service-desk variant of the access guard sends staff there). */
export const serviceDeskPath = findRoutePath(routesManifest, `the route "${SERVICE_DESK_ROUTE}"`, (node) => node.path === SERVICE_DESK_ROUTE);

/**
 * The service-desk access guard: staff (OneView channel) acting under the MSR agreement have no member chosen
 * yet, so every page but the service desk sends them there. Members, and staff once a member's agreement is the
 * context, pass. Any failure to find out lets the visitor through: the page's own calls then report it.
 */
export function serviceDeskRedirect(queryClient: QueryClient): (url: URL) => Promise<string | undefined> {
  return async (url) => {
    if (url.pathname === serviceDeskPath) return undefined;
    try {
      const user = await queryClient.ensureQueryData(currentUserQuery);
      if (channelForUser(user) !== 'OneView') return undefined;
      const agreement = await queryClient.ensureQueryData(agreementContextQuery);
      const memberChosen = agreement !== null && agreement.description !== appManifest.serviceAgreements.msrDescription;
      return memberChosen ? undefined : serviceDeskPath;
    } catch {
      return undefined;
    }
  };
}
