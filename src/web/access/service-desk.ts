import type { QueryClient } from '@tanstack/react-query';
import { channelForUser } from '../../../engine/core';
import { isAllowed } from '../../../engine/core/policy';
import { pathOf } from '../../../engine/core/route-ref';
import { currentUserQuery } from '../../../screens/shared/current-user';
import { serviceDeskPath, serviceDeskPrefix } from '../../../screens/shared/service-desk-paths';
import { agreementContextQuery } from '../../../screens/shared/service-agreements';
import { appManifest, policyManifest, routesManifest } from '../../manifests';
import { policySubjectQuery } from './policy-subject';

/** The product owners' studio: where staff holding a studio role land instead of the member search. */
const studioPath = pathOf(routesManifest, 'studio');

/** The staff member-search page (the service-desk variant of the access guard sends staff there). */
export { serviceDeskPath };

/**
 * The service-desk access guard: product owners go to the studio, and nowhere else. Other staff (OneView channel)
 * acting under the MSR agreement have no member chosen
 * yet, so every page but the service desk's own (the search, the staff inbox, the staff audit) sends them to the
 * search. Members, and staff serving a member (the member's agreement is the context), pass. Any failure to find
 * out lets the visitor through: the page's own calls then report it.
 */
export function serviceDeskRedirect(queryClient: QueryClient): (url: URL) => Promise<string | undefined> {
  return async (url) => {
    if (url.pathname.startsWith(serviceDeskPrefix)) return undefined;
    try {
      const user = await queryClient.ensureQueryData(currentUserQuery);
      if (channelForUser(user) !== 'OneView') return undefined;
      // Product owners serve no member: the policy's studio capability sends them to the studio.
      const subject = await queryClient.ensureQueryData(policySubjectQuery);
      if (isAllowed(policyManifest, subject, { capability: 'studio-review' })) return url.pathname.startsWith(studioPath) ? undefined : studioPath;
      const agreement = await queryClient.ensureQueryData(agreementContextQuery);
      const memberChosen = agreement !== null && agreement.description !== appManifest.serviceAgreements.msrDescription;
      return memberChosen ? undefined : serviceDeskPath;
    } catch {
      return undefined;
    }
  };
}
