import accountFactsJson from '../../config/account-facts.json';
import type { AccountFactsManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/account-facts.json: the full account and routing numbers on an account's page, the direct-deposit form, and
 * how far ahead the accounts summary tells of a certificate's maturity.
 */
export const accountFactsManifest = load<AccountFactsManifest>(accountFactsJson, 'account-facts.json');
