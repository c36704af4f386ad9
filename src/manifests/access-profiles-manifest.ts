import accessProfilesJson from '../../config/access-profiles.json';
import type { AccessProfilesManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/** config/access-profiles.json: the business function catalogue and the function groups, server only. */
export const accessProfilesManifest = load<AccessProfilesManifest>(accessProfilesJson, 'access-profiles.json');
