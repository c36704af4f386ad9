import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

/** The statements page (route "statements"). */
export const statementsPath = pathOf(routesManifest, 'statements');

/** The delivery preferences page (route "statements.preferences"). */
export const statementPreferencesPath = pathOf(routesManifest, 'statements.preferences');
