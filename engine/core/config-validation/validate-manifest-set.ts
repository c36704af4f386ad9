import type {
  AlertsManifest,
  AppManifest,
  BannersManifest,
  CardsManifest,
  ChatManifest,
  FlagsManifest,
  InsightsManifest,
  IraManifest,
  MemberAlertsManifest,
  Menu,
  MenusManifest,
  MessagesManifest,
  ErrorsManifest,
  PolicyManifest,
  TrustedUsersManifest,
  ProductsAndMoreManifest,
  ModalsManifest,
  PermissionsManifest,
  RiskManifest,
  RoutesManifest,
  SsoManifest,
  StaffManifest,
  UploadPortalsManifest,
} from '../generated/manifests.gen';
import { checkBeneficiaryNames } from './beneficiaries';
import { checkCards } from './cards';
import { checkChat } from './chat';
import { checkCrossReferences } from './cross-references';
import { checkForms } from './forms';
import { checkMessages } from './messages';
import { checkMemberAlerts } from './member-alerts';
import { checkPolicy } from './policy';
import { checkCalendar } from './calendar';
import { checkProductsAndMore } from './products-and-more';
import { checkInsights } from './insights';
import type { ValidationIssue } from './issue';
import type { ConfigFile } from './config-file';
import { flattenRoutes } from './route-table';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { checkSchemasWith } from './schema-check';

/** A set of manifests to check, already read: from config/ (the CLI), or a draft of the studio (server and browser). */
export interface ManifestSetInput {
  /** Every manifest, with its path under config/. */
  readonly files: readonly ConfigFile[];
  /** Files that could not be read as JSON, with the issues saying so. */
  readonly unreadable?: readonly string[];
  readonly readIssues?: readonly ValidationIssue[];
  /** The compiled schemas of schemas/, by file name (compileSchemaValidators). */
  readonly validators: ReadonlyMap<string, ValidateFunction>;
  /** Keys of the screen registry (screens/index.ts) routes may name. */
  readonly screenKeys: readonly string[];
}

/** Counts for the one-line OK summary. */
export interface ValidationSummary {
  readonly files: number;
  readonly routes: number;
  readonly menuItems: number;
  readonly flags: number;
  readonly guards: number;
}

/**
 * Both passes over a set of manifests, with no file system: the one implementation `npm run validate`, the server's
 * studio and the studio screen run. Pass 2 (cross-references) runs only once every file matches its schema, so a
 * shape error is never buried under the follow-on errors it causes.
 */
export function validateManifestSet(options: ManifestSetInput): { issues: ValidationIssue[]; summary: ValidationSummary; referencesChecked: boolean } {
  const loaded = { files: options.files, unreadable: options.unreadable ?? [], issues: options.readIssues ?? [] };
  const issues = [...loaded.issues, ...checkSchemasWith(loaded.files, options.validators, loaded.unreadable)];
  const byPath = new Map(loaded.files.map((entry) => [entry.relativePath, entry.data]));
  const get = <T>(name: string): T => byPath.get(name) as T;
  const forms = loaded.files.filter((entry) => entry.relativePath.startsWith('forms/'));
  let summary: ValidationSummary = { files: loaded.files.length, routes: 0, menuItems: 0, flags: 0, guards: 0 };

  const referencesChecked = issues.length === 0;
  if (referencesChecked) {
    const input = {
      routes: get<RoutesManifest>('routes.json'),
      menus: get<MenusManifest>('menus.json'),
      flags: get<FlagsManifest>('flags.json'),
      permissions: get<PermissionsManifest>('permissions.json'),
      modals: get<ModalsManifest>('modals.json'),
      banners: get<BannersManifest>('banners.json'),
      alerts: get<AlertsManifest>('alerts.json'),
      sso: get<SsoManifest>('sso.json'),
      uploadPortals: get<UploadPortalsManifest>('upload-portals.json'),
      risk: get<RiskManifest>('risk.json'),
      capabilities: Object.keys(get<PolicyManifest>('policy.json').capabilities),
      screenKeys: options.screenKeys,
    };
    issues.push(...checkCrossReferences(input), ...checkForms(forms), ...checkCards(get<CardsManifest>('cards.json')), ...checkChat(get<ChatManifest>('chat.json')));
    issues.push(...checkInsights(get<InsightsManifest>('insights.json'), get<AppManifest>('app.json').offers.placementCodes, flattenRoutes(input.routes)));
    issues.push(...checkMessages(get<MessagesManifest>('messages.json')), ...checkCalendar(get<AppManifest>('app.json')));
    issues.push(
      ...checkPolicy({
        policy: get<PolicyManifest>('policy.json'),
        permissions: input.permissions,
        alerts: input.alerts,
        errors: get<ErrorsManifest>('errors.json'),
        sso: input.sso,
        trustedUsers: get<TrustedUsersManifest>('trusted-users.json'),
      }),
    );
    issues.push(...checkMemberAlerts(get<MemberAlertsManifest>('member-alerts.json'), get<MessagesManifest>('messages.json')));
    issues.push(...checkBeneficiaryNames(get<IraManifest>('ira.json'), get<StaffManifest>('staff.json')));
    issues.push(...checkProductsAndMore(get<ProductsAndMoreManifest>('products-and-more.json'), flattenRoutes(input.routes)));
    summary = {
      files: loaded.files.length,
      routes: flattenRoutes(input.routes).filter((entry) => entry.routable).length,
      menuItems: (Object.values(input.menus.menus) as Menu[]).reduce((count, menu) => count + menu.items.length, 0),
      flags: Object.keys(input.flags.flags).length,
      guards: Object.keys(input.permissions.guards).length,
    };
  }
  return { issues, summary, referencesChecked };
}

