import {
  alertTypeOfCondition,
  alertTypeOfPrecheck,
  gateAlert,
  substituteAlertExpdate,
  type AlertGate,
  type AlertRules,
  type PageKey,
  type ProductGroupKind,
} from '../../../engine/core';
import type { Precheck } from '../../../engine/core/generated/api.gen';

/** What the precheck query holds: its answer, 'failed', or undefined while it runs. */
export type PrecheckState = Precheck | 'failed' | undefined;

export interface PageFacts {
  readonly pathname: string;
  /** The innermost route's page key; pages without one are gated only by alerts that stop every page. */
  readonly pageKey: PageKey | undefined;
  readonly productGroup?: ProductGroupKind;
}

export interface AlertDecision {
  readonly alertType: string | null;
  readonly gate: AlertGate;
  /** Where the member must go first (pending disclosures, onboarding) or be sent away to. */
  readonly redirectTo?: string;
  /** The precheck asks for these intercepts (from every condition, not only the first). */
  readonly intercepts: ReadonlySet<'profile' | 'paperless'>;
}

const NO_GATE: AlertGate = { showModal: false, blockPage: false };

const ownType = (rules: AlertRules, alertType: string) =>
  Object.hasOwn(rules.types, alertType) ? rules.types[alertType] : rules.types[rules.unknownCodeAlertType];

// A page without a page key: only an alert whose pages do not load (fatal, API error, unknown) gates it.
function gateWithoutPageKey(rules: AlertRules, alertType: string, alertExpdate: string | undefined): AlertGate {
  const definition = ownType(rules, alertType);
  if (definition === undefined || definition.pageLoads) return NO_GATE;
  const modal = definition.modal;
  if (modal === undefined) return { showModal: false, blockPage: true };
  const primary = modal.buttons[0];
  return {
    showModal: true,
    blockPage: true,
    ...(primary === undefined ? {} : { modalVariant: primary.action }),
    modal: { title: modal.title, body: substituteAlertExpdate(modal.body, alertExpdate), contactUs: modal.contactUs, buttons: modal.buttons },
  };
}

function redirectFor(rules: AlertRules, precheck: Precheck, page: PageFacts): string | undefined {
  const disclosuresDue = precheck.firstCondition === rules.disclosures.conditionCode && precheck.details.length > 0;
  const onDisclosures = page.pathname === rules.disclosures.path;
  if (disclosuresDue) return onDisclosures ? undefined : rules.disclosures.path;
  if (onDisclosures) return rules.landingPath;
  const onOnboarding = page.pathname === rules.onboardingPath;
  // Every page sends the member back to onboarding until they go on from it (the precheck then stops asking).
  if (precheck.showOnboardingFlag) return onOnboarding ? undefined : rules.onboardingPath;
  return onOnboarding ? rules.landingPath : undefined;
}

/**
 * The alerts of one page visit: the session's alert type (the API-error fallback when the precheck failed), the page
 * gate of engine/core alert-gating, the intercepts asked for, and the disclosures/onboarding redirects (none while
 * an alert stops every page).
 */
export function decideAlerts(rules: AlertRules, precheck: PrecheckState, page: PageFacts): AlertDecision | undefined {
  if (precheck === undefined) return undefined;
  const answered = precheck === 'failed' ? undefined : precheck;
  const alertType = alertTypeOfPrecheck(rules, answered ?? 'failed');
  const alertExpdate = answered?.memberDetails?.address?.alertExpdate;
  let gate = NO_GATE;
  if (alertType !== null) {
    gate =
      page.pageKey === undefined
        ? gateWithoutPageKey(rules, alertType, alertExpdate)
        : gateAlert(rules, { alertType, pageKey: page.pageKey, alertExpdate: alertExpdate ?? null, ...(page.productGroup === undefined ? {} : { productGroup: page.productGroup }) });
  }
  const intercepts = new Set<'profile' | 'paperless'>();
  for (const code of answered?.conditions ?? []) {
    const intercept = ownType(rules, alertTypeOfCondition(rules, code))?.intercept;
    if (intercept !== undefined) intercepts.add(intercept);
  }
  const stopsEverything = alertType !== null && ownType(rules, alertType)?.pageLoads === false;
  const redirectTo = answered === undefined || stopsEverything ? undefined : redirectFor(rules, answered, page);
  return { alertType, gate, intercepts, ...(redirectTo === undefined ? {} : { redirectTo }) };
}
