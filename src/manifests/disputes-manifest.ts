import disputesJson from '../../config/disputes.json';
import type { DisputesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/disputes.json, in a module of its own (not src/manifests/index.ts) so only the claims-center and status-center
 * screens and the server import it, and the first page load does not carry it.
 */
export const disputesManifest = load<DisputesManifest>(disputesJson, 'disputes.json');
