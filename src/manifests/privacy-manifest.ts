import privacyJson from '../../config/privacy.json';
import type { PrivacyManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/privacy.json, in a module of its own (not src/manifests/index.ts) so only the privacy screens and the server
 * import it, and the first page load does not carry it.
 */
export const privacyManifest = load<PrivacyManifest>(privacyJson, 'privacy.json');
