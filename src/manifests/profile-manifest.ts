import profileJson from '../../config/profile.json';
import type { ProfileManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/profile.json (address verification rules, contact-change confirmations, the profile screen's copy), in a
 * module of its own so only the profile screen and the server import it and the first page load does not carry it.
 */
export const profileManifest = load<ProfileManifest>(profileJson, 'profile.json');
