import type { DeepReadonly } from './deep-readonly';
import type { AlertsManifest, AlertTypeDefinition, ModalButton, PageKey, ProductGroupKind } from './generated/manifests.gen';
import { substituteAlertExpdate } from './template';

/** The alert rules of config/alerts.json, as loaded (deep-frozen) or as a test builds them. */
export type AlertRules = DeepReadonly<AlertsManifest>;

/** What the precheck answered, or 'failed' when the call itself failed. */
export type PrecheckOutcome = { readonly firstCondition?: string | null; readonly alertType?: string | null } | 'failed';

export interface AlertGateInput {
  /** The session's alert type key (e.g. "litigation"); null or empty when the precheck raised nothing. */
  readonly alertType: string | null | undefined;
  readonly pageKey: PageKey;
  /** The account's product group, on account pages; unknown blocks a page whose block depends on it (fails closed). */
  readonly productGroup?: ProductGroupKind;
  /** Expiration date the address alert body shows (the [alertExpdate] token). */
  readonly alertExpdate?: string | null;
}

/** The account-alert modal as one page shows it: its per-page title and its body with the date filled in. */
export interface ResolvedAlertModal {
  readonly title: string;
  readonly body: string;
  readonly contactUs: boolean;
  readonly buttons: readonly DeepReadonly<ModalButton>[];
}

export type AlertModalVariant = ModalButton['action'];

export interface AlertGate {
  /** Show the account-alert modal on this page. */
  readonly showModal: boolean;
  /** The page must not load (its content stays hidden behind the modal). */
  readonly blockPage: boolean;
  /** What the modal's main button does: signOut for fatal and API-error alerts, close, confirm or navigate. */
  readonly modalVariant?: AlertModalVariant;
  readonly modal?: ResolvedAlertModal;
  /** The page loads plus this intercept (profile or paperless), subject to its own flags and once-only rules. */
  readonly intercept?: 'profile' | 'paperless';
  /** The member belongs on this page first (pending disclosures). */
  readonly redirectTo?: string;
}

// Keys come from the network and from JSON: "constructor" must not find Object.prototype's.
const ownValue = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

const NO_ALERT: AlertGate = Object.freeze({ showModal: false, blockPage: false });

// Precedence tiers, derived from what each alert type does: alerts that stop every page, then those that send the
// member elsewhere, then account restrictions (a modal or banner), then intercepts; anything else last.
function tierOf(definition: DeepReadonly<AlertTypeDefinition> | undefined): number {
  if (definition === undefined) return 0;
  if (!definition.pageLoads) return 0;
  if (definition.redirectTo !== undefined) return 1;
  if (definition.intercept !== undefined) return 3;
  if (definition.modal !== undefined || definition.banner !== undefined) return 2;
  return 4;
}

function definitionOf(rules: AlertRules, alertType: string): DeepReadonly<AlertTypeDefinition> {
  const definition = ownValue(rules.types, alertType) ?? ownValue(rules.types, rules.unknownCodeAlertType);
  if (definition === undefined) {
    throw new Error(`alerts.json has no alert type "${alertType}" and no unknownCodeAlertType "${rules.unknownCodeAlertType}"`);
  }
  return definition;
}

/** The alert type of a precheck condition code ("LIT_MBR" gives "litigation"); a code alerts.json lacks gives the unknown type. */
export function alertTypeOfCondition(rules: AlertRules, code: string): string {
  return ownValue(rules.conditionCodes, code) ?? rules.unknownCodeAlertType;
}

/**
 * Condition codes in the order their alerts take precedence, so the first is the one a member's session runs
 * with: page-stopping alerts first (fatal, API error, unknown), then redirects (disclosures), then account
 * restrictions, then intercepts (profile, paperless); ties keep the order of alerts.json's conditionCodes.
 */
export function orderConditions(rules: AlertRules, codes: readonly string[]): string[] {
  const listed = Object.keys(rules.conditionCodes);
  const position = (code: string): number => {
    const index = listed.indexOf(code);
    return index === -1 ? listed.length : index;
  };
  const rank = (code: string): number => tierOf(ownValue(rules.types, alertTypeOfCondition(rules, code)));
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b) || position(a) - position(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The alert type a member's pages run with: none when the precheck raised nothing, the type of its first condition
 * (or the type it named, when alerts.json knows it), and the fallback (API error, sign-out) when the precheck failed.
 */
export function alertTypeOfPrecheck(rules: AlertRules, outcome: PrecheckOutcome): string | null {
  if (outcome === 'failed') return rules.fallbackAlertType;
  if (outcome.alertType && ownValue(rules.types, outcome.alertType) !== undefined) return outcome.alertType;
  if (outcome.firstCondition) return alertTypeOfCondition(rules, outcome.firstCondition);
  return null;
}

function modalShowsOn(definition: DeepReadonly<AlertTypeDefinition>, pageKey: PageKey): boolean {
  const pages = definition.modalOn.pageKeys ?? [];
  switch (definition.modalOn.mode) {
    case 'all':
      return true;
    case 'only':
      return pages.includes(pageKey);
    case 'except':
      return !pages.includes(pageKey);
    default:
      return false;
  }
}

function blockedByRule(definition: DeepReadonly<AlertTypeDefinition>, pageKey: PageKey, productGroup: ProductGroupKind | undefined): boolean {
  return (definition.blockedPages ?? []).some(
    (rule) => rule.pageKey === pageKey && (rule.productKinds === undefined || productGroup === undefined || rule.productKinds.includes(productGroup)),
  );
}

/**
 * The page gating for one page, from alerts.json: an alert whose pages do not load (fatal, API error, unknown) blocks
 * every page, its modal offering only sign-out; otherwise pages in alwaysLoadPageKeys (accounts summary) always load; a page an alert blocks outright (litigation on a credit card's or loan's detail) does not load and shows
 * the alert's modal; otherwise the modal shows on the pages its modalOn names (level 7 everywhere but summary and
 * statements, litigation and bankruptcy only on open-new-account, delinquent only on the accounts edit page), with
 * its per-page title and [alertExpdate] filled in.
 */
export function gateAlert(rules: AlertRules, input: AlertGateInput): AlertGate {
  if (input.alertType === null || input.alertType === undefined || input.alertType === '') return NO_ALERT;
  const definition = definitionOf(rules, input.alertType);
  const alwaysLoads = rules.alwaysLoadPageKeys.includes(input.pageKey);
  const blockedHere = !alwaysLoads && blockedByRule(definition, input.pageKey, input.productGroup);
  // An alert whose pages do not load (fatal, API error) blocks even the pages that always load: the policy takes every
  // account away from such a member, so nothing would be there but an error behind the sign-out modal.
  const blockPage = !definition.pageLoads || blockedHere;
  const modal = definition.modal;
  const showModal = modal !== undefined && (modalShowsOn(definition, input.pageKey) || blockedHere);
  const gate: { -readonly [K in keyof AlertGate]: AlertGate[K] } = { showModal, blockPage };
  if (showModal && modal !== undefined) {
    gate.modal = {
      title: modal.titleByPage?.[input.pageKey] ?? modal.title,
      body: substituteAlertExpdate(modal.body, input.alertExpdate),
      contactUs: modal.contactUs,
      buttons: modal.buttons,
    };
    const primary = modal.buttons[0];
    if (primary !== undefined) gate.modalVariant = primary.action;
  }
  if (!blockPage && definition.intercept !== undefined) gate.intercept = definition.intercept;
  if (definition.redirectTo !== undefined) gate.redirectTo = definition.redirectTo;
  return gate;
}
