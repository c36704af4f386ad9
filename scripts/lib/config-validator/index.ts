import { fileURLToPath } from 'node:url';
import type {
  AlertsManifest,
  AppManifest,
  BannersManifest,
  CardsManifest,
  ChatManifest,
  FlagsManifest,
  InsightsManifest,
  LocalesManifest,
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
  UploadPortalsManifest,
} from '../../../engine/core/generated/manifests.gen';
import { checkCards } from './cards';
import { checkChat } from './chat';
import { checkCrossReferences } from './cross-references';
import { checkErrorCodes } from './error-codes';
import { checkForms } from './forms';
import { checkMessages } from './messages';
import { checkMemberAlerts } from './member-alerts';
import { checkPolicy } from './policy';
import { checkCalendar } from './calendar';
import { checkProductsAndMore } from './products-and-more';
import { checkInsights } from './insights';
import { checkLocaleOverlays } from './locale-overlays';
import type { ValidationIssue } from './issue';
import { loadConfigFiles } from './load-config';
import { flattenRoutes } from './route-table';
import { checkSchemas } from './schema-pass';
import { readSourceTexts, stringsOf } from './source-texts';

export type { ValidationIssue } from './issue';

export interface ValidateConfigOptions {
  /** The directory holding the manifests (config/). */
  readonly configDir: string;
  /** Keys of the screen registry (screens/index.ts) routes may name. */
  readonly screenKeys: readonly string[];
  /** The directory holding the manifest schemas; the repository's schemas/ when omitted. */
  readonly schemasDir?: string;
  /** The project whose engine/, screens/ and src/ must name every catalogue code and only those; unchecked when omitted. */
  readonly sourceRoot?: string;
}

/** Counts for the one-line OK summary. */
export interface ValidationSummary {
  readonly files: number;
  readonly routes: number;
  readonly menuItems: number;
  readonly flags: number;
  readonly guards: number;
}

const DEFAULT_SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas/', import.meta.url));

/**
 * Both passes over a config directory. Pass 2 (cross-references) runs only once every file
 * matches its schema, so a shape error is never buried under the follow-on errors it causes.
 */
export function runValidation(options: ValidateConfigOptions): { issues: ValidationIssue[]; summary: ValidationSummary } {
  const loaded = loadConfigFiles(options.configDir);
  const issues = [...loaded.issues, ...checkSchemas(loaded.files, options.schemasDir ?? DEFAULT_SCHEMAS_DIR, loaded.unreadable)];
  const byPath = new Map(loaded.files.map((entry) => [entry.relativePath, entry.data]));
  const get = <T>(name: string): T => byPath.get(name) as T;
  const forms = loaded.files.filter((entry) => entry.relativePath.startsWith('forms/'));
  let summary: ValidationSummary = { files: loaded.files.length, routes: 0, menuItems: 0, flags: 0, guards: 0 };

  if (issues.length === 0) {
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
    if (options.sourceRoot !== undefined) {
      const others = loaded.files.filter((entry) => entry.relativePath !== 'errors.json');
      const configStrings = new Set<string>();
      for (const entry of others) stringsOf(entry.data, configStrings);
      const definitions = get<ErrorsManifest>('errors.json').errors;
      const catalogue = Object.keys(definitions);
      const unshown = catalogue.filter((code) => definitions[code]?.unshown === true);
      issues.push(...checkErrorCodes({ catalogue, unshown, sources: readSourceTexts(options.sourceRoot), configStrings }));
    }
    issues.push(...checkLocaleOverlays(options.configDir, get<LocalesManifest>('locales.json'), loaded.files));
    issues.push(...checkProductsAndMore(get<ProductsAndMoreManifest>('products-and-more.json'), flattenRoutes(input.routes)));
    summary = {
      files: loaded.files.length,
      routes: flattenRoutes(input.routes).filter((entry) => entry.routable).length,
      menuItems: (Object.values(input.menus.menus) as Menu[]).reduce((count, menu) => count + menu.items.length, 0),
      flags: Object.keys(input.flags.flags).length,
      guards: Object.keys(input.permissions.guards).length,
    };
  }
  return { issues, summary };
}

/** Every problem in the manifests under `configDir`; an empty list means they are good to ship. */
export function validateConfig(options: ValidateConfigOptions): ValidationIssue[] {
  return runValidation(options).issues;
}
