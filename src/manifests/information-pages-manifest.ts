import informationPagesJson from '../../config/information-pages.json';
import type { InformationPagesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/information-pages.json, in a module of its own (not src/manifests/index.ts) so only the information screens
 * (More, document room, estate planning, disclosures, investments, bill pay access, urgent notice) and the server
 * import it.
 */
export const informationPagesManifest = load<InformationPagesManifest>(informationPagesJson, 'information-pages.json');
