import memberAlertsJson from '../../config/member-alerts.json';
import type { MemberAlertsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/member-alerts.json, in a module of its own (not src/manifests/index.ts) so only the notifications screen and the
 * server import it and the first page load does not carry it.
 */
export const memberAlertsManifest = load<MemberAlertsManifest>(memberAlertsJson, 'member-alerts.json');
