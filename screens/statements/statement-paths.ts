import { findRoutePath } from '../../engine/react';
import { routesManifest } from '../../src/manifests';

/** The statements page (page key "accountstatements"). */
export const statementsPath = findRoutePath(routesManifest, 'the page key "accountstatements"', (node) => node.pageKey === 'accountstatements');

/** The delivery preferences page (the "statements-preferences" screen). */
export const statementPreferencesPath = findRoutePath(routesManifest, 'the "statements-preferences" screen', (node) => node.screen === 'statements-preferences');
