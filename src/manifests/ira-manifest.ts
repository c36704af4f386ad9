import iraJson from '../../config/ira.json';
import type { IraManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/ira.json, in a module of its own (not src/manifests/index.ts) so only the IRA and payable-on-death screens and
 * the server import it, and the first page load does not carry it.
 */
export const iraManifest = load<IraManifest>(iraJson, 'ira.json');
