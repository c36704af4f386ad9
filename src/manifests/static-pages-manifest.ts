import staticPagesJson from '../../config/static-pages.json';
import type { StaticPagesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/static-pages.json, in a module of its own (not src/manifests/index.ts) so only the /static/:page screen imports
 * it, and the first page load does not carry the policy texts.
 */
export const staticPagesManifest = load<StaticPagesManifest>(staticPagesJson, 'static-pages.json');
