import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The staff member search: where staff serving no member are sent, and where "End session" goes. */
export const serviceDeskPath = pathOf(routesManifest, 'service-desk.search');

/** The folder every service-desk page lives in (search, staff inbox, staff audit): staff need no member open there. */
export const serviceDeskPrefix = serviceDeskPath.slice(0, serviceDeskPath.lastIndexOf('/') + 1);
