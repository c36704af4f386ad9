import lendingJson from '../../config/lending.json';
import type { LendingManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/lending.json, in a module of its own (not src/manifests/index.ts) so only the lending screens and the server
 * import it, and the first page load does not carry the catalogue and its rules.
 */
export const lendingManifest = load<LendingManifest>(lendingJson, 'lending.json');
