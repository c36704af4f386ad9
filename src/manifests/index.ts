import alertsJson from '../../config/alerts.json';
import appJson from '../../config/app.json';
import bannersJson from '../../config/banners.json';
import copyJson from '../../config/copy.json';
import errorsJson from '../../config/errors.json';
import flagsJson from '../../config/flags.json';
import limitsJson from '../../config/limits.json';
import menusJson from '../../config/menus.json';
import modalsJson from '../../config/modals.json';
import permissionsJson from '../../config/permissions.json';
import policyJson from '../../config/policy.json';
import riskJson from '../../config/risk.json';
import routesJson from '../../config/routes.json';
import ssoJson from '../../config/sso.json';
import type {
  AlertsManifest,
  AppManifest,
  BannersManifest,
  CopyManifest,
  ErrorsManifest,
  FlagsManifest,
  LimitsManifest,
  MenusManifest,
  ModalsManifest,
  PermissionsManifest,
  PolicyManifest,
  RiskManifest,
  RoutesManifest,
  SsoManifest,
} from '../../engine/core/generated/manifests.gen';
import type { ErrorCode } from '../../engine/core/generated/error-codes.gen';
import { load } from './load-manifest';

export const appManifest = load<AppManifest>(appJson, 'app.json');
export const routesManifest = load<RoutesManifest>(routesJson, 'routes.json');
export const menusManifest = load<MenusManifest>(menusJson, 'menus.json');
export const flagsManifest = load<FlagsManifest>(flagsJson, 'flags.json');
export const permissionsManifest = load<PermissionsManifest>(permissionsJson, 'permissions.json');
export const policyManifest = load<PolicyManifest>(policyJson, 'policy.json');
export const modalsManifest = load<ModalsManifest>(modalsJson, 'modals.json');
/** The error catalogue keyed by its generated codes, so naming a code it lacks is a type error. */
export type ErrorCatalogue = Omit<ErrorsManifest, 'errors'> & { errors: Record<ErrorCode, ErrorsManifest['errors'][string]> };
export const errorsManifest = load<ErrorCatalogue>(errorsJson, 'errors.json');
export const bannersManifest = load<BannersManifest>(bannersJson, 'banners.json');
export const alertsManifest = load<AlertsManifest>(alertsJson, 'alerts.json');
export const limitsManifest = load<LimitsManifest>(limitsJson, 'limits.json');
export const ssoManifest = load<SsoManifest>(ssoJson, 'sso.json');
export const riskManifest = load<RiskManifest>(riskJson, 'risk.json');
export const copyManifest = load<CopyManifest>(copyJson, 'copy.json');
