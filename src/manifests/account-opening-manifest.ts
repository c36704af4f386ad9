import accountOpeningJson from '../../config/account-opening.json';
import type { AccountOpeningManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/account-opening.json, in a module of its own (not src/manifests/index.ts) so only the account-opening and
 * certificate screens and the server import it, and the first page load does not carry the catalogue.
 */
export const accountOpeningManifest = load<AccountOpeningManifest>(accountOpeningJson, 'account-opening.json');
