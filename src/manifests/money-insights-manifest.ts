import moneyInsightsJson from '../../config/money-insights.json';
import type { MoneyInsightsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/money-insights.json, in a module of its own (not src/manifests/index.ts) so only the money-insights screens, which
 * load with their routes, and the server import it: the first page load does not carry it.
 */
export const moneyInsightsManifest = load<MoneyInsightsManifest>(moneyInsightsJson, 'money-insights.json');
