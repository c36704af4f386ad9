import accountPreferencesJson from '../../config/account-preferences.json';
import type { AccountPreferencesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/account-preferences.json, in a module of its own (not src/manifests/index.ts) so only the Edit Accounts screen and
 * the server import it and the first page load does not carry it.
 */
export const accountPreferencesManifest = load<AccountPreferencesManifest>(accountPreferencesJson, 'account-preferences.json');
