import savingsGoalsJson from '../../config/savings-goals.json';
import type { SavingsGoalsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/savings-goals.json, in a module of its own (not src/manifests/index.ts) so only the savings-goal screens, which
 * load with their routes, and the server import it: the first page load does not carry it.
 */
export const savingsGoalsManifest = load<SavingsGoalsManifest>(savingsGoalsJson, 'savings-goals.json');
