import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';

export const OPEN_ACCOUNT_PATH = pathOf(routesManifest, 'open-account');
export const HOME_LOAN_PATH = pathOf(routesManifest, 'open-account.home-loan');
