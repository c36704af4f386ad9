import staffJson from '../../config/staff.json';
import type { StaffManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/staff.json, in a module of its own (not src/manifests/index.ts) so only the staff screens and the server import
 * it, and a member's first page load does not carry it.
 */
export const staffManifest = load<StaffManifest>(staffJson, 'staff.json');
