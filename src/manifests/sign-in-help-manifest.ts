import signInHelpJson from '../../config/sign-in-help.json';
import type { SignInHelpManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

/**
 * config/sign-in-help.json, in a module of its own (not src/manifests/index.ts) so only the sign-in help screens, the
 * sign-out survey and the server import it and the first page load does not carry it.
 */
export const signInHelpManifest = load<SignInHelpManifest>(signInHelpJson, 'sign-in-help.json');
