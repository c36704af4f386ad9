import alertsJson from '../config/alerts.json';
import appJson from '../config/app.json';
import bannersJson from '../config/banners.json';
import copyJson from '../config/copy.json';
import errorsJson from '../config/errors.json';
import flagsJson from '../config/flags.json';
import billPayForm from '../config/forms/bill-pay.json';
import cardOrderForm from '../config/forms/card-order.json';
import cashiersCheckForm from '../config/forms/cashiers-check.json';
import externalAccountForm from '../config/forms/external-account.json';
import payeeForm from '../config/forms/payee.json';
import pinChangeForm from '../config/forms/pin-change.json';
import profileAddressForm from '../config/forms/profile-address.json';
import profileEmailForm from '../config/forms/profile-email.json';
import profilePhoneForm from '../config/forms/profile-phone.json';
import transferForm from '../config/forms/transfer.json';
import limitsJson from '../config/limits.json';
import menusJson from '../config/menus.json';
import modalsJson from '../config/modals.json';
import permissionsJson from '../config/permissions.json';
import riskJson from '../config/risk.json';
import routesJson from '../config/routes.json';
import ssoJson from '../config/sso.json';
import uploadPortalsJson from '../config/upload-portals.json';
import type {
  AlertsManifest,
  AppManifest,
  BannersManifest,
  CopyManifest,
  ErrorsManifest,
  FlagsManifest,
  FormManifest,
  LimitsManifest,
  MenusManifest,
  ModalsManifest,
  PermissionsManifest,
  RiskManifest,
  RoutesManifest,
  SsoManifest,
  UploadPortalsManifest,
} from '../engine/core/generated/manifests.gen';

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

// The JSON is checked against its schema by `npm run validate` before every build and test run,
// so the cast only names what the validator has already proven; nothing is validated at run time
// (that would put ajv in the first page load). The types stay the generated (mutable) ones so
// engine functions take them as they are; the freeze makes any write throw instead.
function load<T>(json: unknown): T {
  deepFreeze(json);
  return json as T;
}

export const appManifest = load<AppManifest>(appJson);
export const routesManifest = load<RoutesManifest>(routesJson);
export const menusManifest = load<MenusManifest>(menusJson);
export const flagsManifest = load<FlagsManifest>(flagsJson);
export const permissionsManifest = load<PermissionsManifest>(permissionsJson);
export const modalsManifest = load<ModalsManifest>(modalsJson);
export const errorsManifest = load<ErrorsManifest>(errorsJson);
export const bannersManifest = load<BannersManifest>(bannersJson);
export const alertsManifest = load<AlertsManifest>(alertsJson);
export const limitsManifest = load<LimitsManifest>(limitsJson);
export const ssoManifest = load<SsoManifest>(ssoJson);
export const uploadPortalsManifest = load<UploadPortalsManifest>(uploadPortalsJson);
export const riskManifest = load<RiskManifest>(riskJson);
export const copyManifest = load<CopyManifest>(copyJson);

const forms: readonly FormManifest[] = [
  billPayForm,
  cardOrderForm,
  cashiersCheckForm,
  externalAccountForm,
  payeeForm,
  pinChangeForm,
  profileAddressForm,
  profileEmailForm,
  profilePhoneForm,
  transferForm,
].map((form) => load<FormManifest>(form));

/** Every form of config/forms/, by its id. A new form file needs one import line above. */
export const formManifests: Readonly<Record<string, FormManifest>> = Object.freeze(
  Object.fromEntries(forms.map((form) => [form.id, form])),
);
