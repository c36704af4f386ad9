import { describe, expect, it } from 'vitest';
import type { PageKey } from '../../../engine/core';
import type { Precheck } from '../../../engine/core/generated/api.gen';
import { alertsManifest as rules } from '../../../src/manifests';
import { decideAlerts, type PageFacts } from '../../../src/web/alerts/decide-alerts';

function precheck(conditions: string[], extra: Partial<Precheck> = {}): Precheck {
  const first = conditions[0] ?? null;
  return {
    firstCondition: first,
    details: [],
    showOnboardingFlag: false,
    conditions,
    arrangementView: true,
    showTutorial: false,
    stmtSuppModalDisplay: false,
    alertType: first === null ? null : (rules.conditionCodes[first] ?? rules.unknownCodeAlertType),
    ...extra,
  };
}

const page = (pageKey: PageKey | undefined, pathname = '/somewhere'): PageFacts => ({ pathname, pageKey });
const type = (name: string) => {
  const definition = rules.types[name];
  if (definition?.modal === undefined) throw new Error(`alerts.json type ${name} has no modal`);
  return definition.modal;
};

describe('decideAlerts', () => {
  it('waits while the precheck runs and lets every page through when nothing was raised', () => {
    expect(decideAlerts(rules, undefined, page('accountdetail'))).toBeUndefined();
    const decision = decideAlerts(rules, precheck([]), page('accountdetail'));
    expect(decision?.alertType).toBeNull();
    expect(decision?.gate).toEqual({ showModal: false, blockPage: false });
    expect(decision?.redirectTo).toBeUndefined();
  });

  it('falls back to the API-error alert when the precheck failed: sign out only, no Contact Us, page blocked', () => {
    const decision = decideAlerts(rules, 'failed', page('accountdetail'));
    expect(decision?.alertType).toBe(rules.fallbackAlertType);
    expect(decision?.gate.blockPage).toBe(true);
    expect(decision?.gate.modal?.contactUs).toBe(false);
    expect(decision?.gate.modal?.buttons.map((button) => button.action)).toEqual(['signOut']);
  });

  it('blocks pages without a page key for an alert that stops every page (fatal), but not for others', () => {
    const fatal = decideAlerts(rules, precheck(['FTL_MBR']), page(undefined));
    expect(fatal?.gate.blockPage).toBe(true);
    expect(fatal?.gate.modal?.title).toBe(type('fatal').title);
    expect(fatal?.gate.modal?.buttons.map((button) => button.label)).toEqual(['Sign Out']);
    expect(decideAlerts(rules, precheck(['L7L_MBR']), page(undefined))?.gate).toEqual({ showModal: false, blockPage: false });
  });

  it('shows litigation only on open-new-account, with Close and no Contact Us', () => {
    expect(decideAlerts(rules, precheck(['LIT_MBR']), page('accountsummary'))?.gate.showModal).toBe(false);
    const gate = decideAlerts(rules, precheck(['LIT_MBR']), page('opennewaccount'))?.gate;
    expect(gate?.showModal).toBe(true);
    expect(gate?.modal?.body).toBe('This action is restricted on this account due to the member being in Litigation.');
    expect(gate?.modal?.contactUs).toBe(false);
    expect(gate?.modalVariant).toBe('close');
  });

  it("titles level 7 'Limited Features', 'Feature Unavailable' on the edit page, and skips summary and statements", () => {
    expect(decideAlerts(rules, precheck(['L7S_MBR']), page('accountsummary'))?.gate.showModal).toBe(false);
    expect(decideAlerts(rules, precheck(['L7L_MBR']), page('accountstatements'))?.gate.showModal).toBe(false);
    expect(decideAlerts(rules, precheck(['L7L_MBR']), page('accountdetail'))?.gate.modal?.title).toBe('Limited Features');
    expect(decideAlerts(rules, precheck(['L7L_MBR']), page('accountsummaryedit'))?.gate.modal?.title).toBe('Feature Unavailable');
  });

  it('shows the delinquent modal only on the accounts edit page', () => {
    expect(decideAlerts(rules, precheck(['DEL_MBR']), page('accountdetail'))?.gate.showModal).toBe(false);
    const gate = decideAlerts(rules, precheck(['DEL_MBR']), page('accountsummaryedit'))?.gate;
    expect(gate?.modal?.title).toBe('Feature Unavailable');
    expect(gate?.modalVariant).toBe('confirm');
  });

  it('fills [alertExpdate] with slashes', () => {
    const answer = precheck(['COA_MBR'], { memberDetails: { phone: [], address: { addressLine1: '', addressLine2: '', addressLine3: '', city: '', state: '', zipCode: '', status: '', alertExpdate: '12-31-2026' } } });
    expect(decideAlerts(rules, answer, page('accountsummary'))?.gate.modal?.body).toContain('12/31/2026');
  });

  it('sends a member with pending disclosures to the disclosures page and everyone else away from it', () => {
    const due = precheck([rules.disclosures.conditionCode], { details: ['N1'] });
    expect(decideAlerts(rules, due, page('accountsummary', rules.landingPath))?.redirectTo).toBe(rules.disclosures.path);
    expect(decideAlerts(rules, due, page(undefined, rules.disclosures.path))?.redirectTo).toBeUndefined();
    const noDetails = precheck([rules.disclosures.conditionCode]);
    expect(decideAlerts(rules, noDetails, page(undefined, rules.disclosures.path))?.redirectTo).toBe(rules.landingPath);
    expect(decideAlerts(rules, precheck([]), page(undefined, rules.disclosures.path))?.redirectTo).toBe(rules.landingPath);
  });

  it('sends a member needing onboarding back there from every page until the precheck stops asking, and everyone else away from it', () => {
    const onboarding = precheck([], { showOnboardingFlag: true });
    expect(decideAlerts(rules, onboarding, page('accountsummary', rules.landingPath))?.redirectTo).toBe(rules.onboardingPath);
    // Typing another address does not skip it, whether or not the onboarding page was already shown.
    for (const pathname of ['/move-money/transfers', '/more-menu/security', '/statements', '/accounts/details']) {
      expect(decideAlerts(rules, onboarding, page(undefined, pathname))?.redirectTo).toBe(rules.onboardingPath);
    }
    expect(decideAlerts(rules, onboarding, page('accountsummary', rules.landingPath))?.redirectTo).toBe(rules.onboardingPath);
    expect(decideAlerts(rules, onboarding, page(undefined, rules.onboardingPath))?.redirectTo).toBeUndefined();
    expect(decideAlerts(rules, precheck([]), page(undefined, rules.onboardingPath))?.redirectTo).toBe(rules.landingPath);
  });

  it('redirects nowhere while an alert stops every page', () => {
    expect(decideAlerts(rules, precheck(['FTL_MBR'], { showOnboardingFlag: true }), page('accountsummary', rules.landingPath))?.redirectTo).toBeUndefined();
  });

  it('collects the intercepts of every condition', () => {
    const decision = decideAlerts(rules, precheck(['LIT_MBR', 'PRF_MBR', 'PPL_MBR']), page('accountsummary'));
    expect([...(decision?.intercepts ?? [])].sort()).toEqual(['paperless', 'profile']);
  });
});
