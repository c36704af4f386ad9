import insightsJson from '../../config/insights.json';
import type { InsightsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/insights.json, in a module of its own (not src/manifests/index.ts) so only the insights screens, the lazily
 * loaded carousel and the server import it, and the first page load does not carry the catalogue.
 */
export const insightsManifest = load<InsightsManifest>(insightsJson, 'insights.json');
