import passkeysJson from '../../config/passkeys.json';
import type { PasskeysManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/** config/passkeys.json: the relying party's name, ceremony timings and limits, and the passkey copy. */
export const passkeysManifest = load<PasskeysManifest>(passkeysJson, 'passkeys.json');
