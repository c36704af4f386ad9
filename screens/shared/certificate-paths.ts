import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The search parameter of the certificates page (route "certificates") naming the certificate whose renewal choice opens. */
export const RENEW_PARAM = 'renew';

/** The certificates page with one certificate's renewal choice open. */
export function certificateRenewalHref(certificateId: string): string {
  return `${pathOf(routesManifest, 'certificates')}?${new URLSearchParams({ [RENEW_PARAM]: certificateId }).toString()}`;
}
