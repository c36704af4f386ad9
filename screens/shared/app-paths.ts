import { findRoutePath } from '../../engine/react';
import { routesManifest } from '../../src/manifests';

/** The sign-in page: the route that renders the "login" screen. */
export const loginPath = findRoutePath(routesManifest, 'the "login" screen', (node) => node.screen === 'login');

/** Where members land after sign-in and where "back to accounts" goes: the accounts summary page. */
export const homePath = findRoutePath(routesManifest, 'the page key "accountsummary"', (node) => node.pageKey === 'accountsummary');
