import { findRoutePath } from '../../engine/react';
import { routesManifest } from '../../src/manifests';

/** The security hub: the route that renders the "security-hub" screen. */
export const securityHubPath = findRoutePath(routesManifest, 'the "security-hub" screen', (node) => node.screen === 'security-hub');

/** Sign-in settings: the route that renders the "sign-in-settings" screen. */
export const signInSettingsPath = findRoutePath(routesManifest, 'the "sign-in-settings" screen', (node) => node.screen === 'sign-in-settings');
