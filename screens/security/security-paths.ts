import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The security hub (route "security.hub"). */
export const securityHubPath = pathOf(routesManifest, 'security.hub');

/** Sign-in settings (route "settings.sign-in"). */
export const signInSettingsPath = pathOf(routesManifest, 'settings.sign-in');
