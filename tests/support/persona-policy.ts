import type { PermissionSummaryEntry } from '../../engine/core/generated/api.gen';
import { decideGuard } from '../../engine/core/guard-decision';
import { conditionsOf, decide, type PolicySubject } from '../../engine/core/policy';
import { alertsManifest, permissionsManifest, policyManifest } from '../../src/manifests';
import type { PersonaSpec } from '../../src/server/seed/personas';

const TRUSTED: Readonly<Record<string, string>> = { VIEW_ONLY: 'trusted-view-only', MOVE_MONEY: 'trusted-move-money', FULL_ACCESS: 'trusted-full-access' };
const ONBOARDING = 'ONBOARDING';

/**
 * The policy subject the server makes of a seeded persona, read from the persona's own description (its staff role,
 * the member it acts for and at which level, its membership type, its seeded conditions): what a test expects the
 * server to decide from, derived without asking the server.
 */
export function personaPolicySubject(persona: PersonaSpec): PolicySubject {
  const codes = (persona.conditions ?? []).map((condition) => condition.code);
  const conditions = conditionsOf(policyManifest, {
    alertTypes: codes.filter((code) => code !== ONBOARDING).map((code) => alertsManifest.conditionCodes[`${code}_MBR`] ?? alertsManifest.unknownCodeAlertType),
    onboardingRequired: codes.includes(ONBOARDING),
  });
  if (persona.employeeGuid) return { actor: `staff-${persona.staffRole ?? 'service'}`, conditions: [] };
  if (persona.actsFor) {
    const level = persona.actsFor.accessLevel;
    return { actor: TRUSTED[level] ?? 'no-access', features: { BILL_PAY: level, PROFILE: 'NO_ACCESS', MESSAGES: 'NO_ACCESS', ACCOUNT_NOTIFICATIONS: 'NO_ACCESS' }, conditions };
  }
  return { actor: persona.membershipType === 'P' ? 'member' : 'business-member', conditions };
}

/** A visibility context's guards and capabilities for a subject and permission summary, decided as the browser does. */
export function policyDecisions(subject: PolicySubject, permissions: readonly PermissionSummaryEntry[]): { guards: (name: string) => boolean; can: (capability: string) => boolean } {
  return {
    guards: (name) => decideGuard(policyManifest, permissionsManifest, { subject, permissions }, name).allowed,
    can: (capability) => decide(policyManifest, subject, { capability }).allowed,
  };
}
