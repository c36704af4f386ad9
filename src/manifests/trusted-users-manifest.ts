import trustedUsersJson from '../../config/trusted-users.json';
import type { TrustedUsersManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/trusted-users.json, in a module of its own (not src/manifests/index.ts) so only the trusted-users screens, the
 * server and the seed import it and the first page load does not carry it.
 */
export const trustedUsersManifest = load<TrustedUsersManifest>(trustedUsersJson, 'trusted-users.json');
