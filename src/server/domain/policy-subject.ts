import type { Kysely } from 'kysely';
import { alertTypeOfCondition } from '../../../engine/core/alert-gating';
import type { PermissionSummaryEntry } from '../../../engine/core/generated/api.gen';
import { conditionsOf, type PolicySubject } from '../../../engine/core/policy';
import { alertsManifest, policyManifest } from '../../manifests';
import type { AccessLevel, Database, Session } from '../db/schema';
import type { MemberScope } from './member-scope';
import { loadPermissionSummary } from './permissions';
import { isAccountCondition, MEMBER_VIEW, sessionPrecheck } from './precheck';
import { decidedSubject } from './session-decisions';
import { accessAgreementIdOf } from './staff/staff-session';
import { featureLevelsFromHeld } from './trusted-users/access-mapping';

const TRUSTED_ACTORS: Readonly<Partial<Record<AccessLevel, string>>> = {
  VIEW_ONLY: 'trusted-view-only',
  MOVE_MONEY: 'trusted-move-money',
  FULL_ACCESS: 'trusted-full-access',
};

const NO_ACCESS = 'no-access';

/** The privilege identifiers (resource.function.privilege) a permission summary grants. */
function heldPrivileges(summary: readonly PermissionSummaryEntry[]): Set<string> {
  return new Set(summary.flatMap((entry) => Object.entries(entry.permissions).filter(([, held]) => held).map(([privilege]) => `${entry.resource}.${entry.function}.${privilege}`)));
}

/**
 * Which actor of config/policy.json a user is in an agreement (the one that judges their session), and a trusted
 * user's feature levels. Staff are their stored role; everyone else their listing on the agreement.
 */
async function actorOf(db: Kysely<Database>, input: { userId: string; agreementId: string | null; staff: boolean }): Promise<Pick<PolicySubject, 'actor' | 'features'>> {
  if (input.staff) {
    const staff = await db.selectFrom('members').select('staff_role').where('id', '=', input.userId).executeTakeFirst();
    return { actor: staff?.staff_role ? `staff-${staff.staff_role}` : NO_ACCESS };
  }
  if (input.agreementId === null) return { actor: NO_ACCESS };
  const listed = await db
    .selectFrom('agreement_users')
    .select(['user_type', 'access_level'])
    .where('agreement_id', '=', input.agreementId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!listed || listed.access_level === 'NO_ACCESS') return { actor: NO_ACCESS };
  if (listed.user_type === 'Trusted Member' || listed.user_type === 'Trusted Entity') {
    const actor = TRUSTED_ACTORS[listed.access_level] ?? NO_ACCESS;
    return { actor, features: featureLevelsFromHeld(heldPrivileges(await loadPermissionSummary(db, input.userId, input.agreementId))) };
  }
  // The agreement's own holder: full access is the member's, whatever else the row says.
  if (listed.access_level !== 'FULL_ACCESS') return { actor: NO_ACCESS };
  return { actor: listed.user_type === 'Business' ? 'business-member' : 'member' };
}

/**
 * Who the policy sees for a session: its actor, a trusted user's feature levels, and every condition the sign-in
 * checks of `today` raise on the membership (and on the person: disclosures, onboarding). Decided once per session
 * and day and kept with the session (session-decisions.ts) until something it reads changes.
 */
export function sessionPolicySubject(db: Kysely<Database>, session: Session, scope: MemberScope, today: string): Promise<PolicySubject> {
  return decidedSubject(db, session, today, async () => {
    const [actor, precheck] = await Promise.all([
      actorOf(db, { userId: scope.userId, agreementId: accessAgreementIdOf(session), staff: scope.staff }),
      sessionPrecheck(db, scope, alertsManifest, today),
    ]);
    const alertTypes = (precheck.conditions ?? []).map((code) => alertTypeOfCondition(alertsManifest, code));
    return { ...actor, conditions: conditionsOf(policyManifest, { alertTypes, onboardingRequired: precheck.showOnboardingFlag === true }) };
  });
}

/**
 * Who the policy sees for work done later in a user's name (a scheduled payment coming due): their actor in the
 * agreement, and the account conditions stored on the membership now. The person's own prompts (disclosures,
 * onboarding) wait for their next sign-in and do not stop what they already scheduled.
 */
export async function standingPolicySubject(db: Kysely<Database>, input: { userId: string; agreementId: string }): Promise<PolicySubject> {
  const [actor, stored] = await Promise.all([
    actorOf(db, { userId: input.userId, agreementId: input.agreementId, staff: false }),
    db
      .selectFrom('service_agreements as a')
      .innerJoin('member_conditions as c', 'c.user_id', 'a.primary_user_id')
      .select('c.code')
      .where('a.id', '=', input.agreementId)
      .execute(),
  ]);
  const codes = stored.map((row) => row.code).filter((code) => isAccountCondition(code));
  const alertTypes = codes.map((code) => alertTypeOfCondition(alertsManifest, `${code}${MEMBER_VIEW}`));
  return { ...actor, conditions: conditionsOf(policyManifest, { alertTypes, onboardingRequired: false }) };
}
