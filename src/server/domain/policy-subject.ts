import { sql, type Kysely } from 'kysely';
import { alertTypeOfCondition } from '../../../engine/core/alert-gating';
import type { PermissionSummaryEntry } from '../../../engine/core/generated/api.gen';
import { conditionsOf, type PolicySubject } from '../../../engine/core/policy';
import { alertsManifest, policyManifest } from '../../manifests';
import type { AccessLevel, AgreementUserType, Database, Session, StaffRole } from '../db/schema';
import type { MemberScope } from './member-scope';
import { loadPermissionSummary } from './permissions';
import { isAccountCondition, MEMBER_VIEW, ONBOARDING_CONDITION } from './precheck';
import { decidedSubject, type SessionDecisionHolder } from './session-decisions';
import { featureLevelsFromHeld } from './trusted-users/access-mapping';

const TRUSTED_ACTORS: Readonly<Partial<Record<AccessLevel, string>>> = {
  VIEW_ONLY: 'trusted-view-only',
  MOVE_MONEY: 'trusted-move-money',
  FULL_ACCESS: 'trusted-full-access',
};

const NO_ACCESS = 'no-access';

/** What the policy's subject is made of, read in one statement. */
interface SubjectFacts {
  staff_role: StaffRole | null;
  user_type: AgreementUserType | null;
  access_level: AccessLevel | null;
  /** The condition codes stored on the member the agreement belongs to. */
  owner_codes: string[] | null;
  /** The person's own pending onboarding and disclosures (null when not asked: work done later in their name). */
  onboarding: boolean | null;
  disclosures: boolean | null;
}

/**
 * The facts of a user in an agreement: their staff role, their listing on it, the conditions stored on its member,
 * and (for a session) the person's own pending onboarding and disclosures. One statement, read once per session.
 */
async function subjectFacts(db: Kysely<Database>, input: { userId: string; agreementId: string | null; personId: string | null }): Promise<SubjectFacts> {
  const person = input.personId;
  const { rows } = await sql<SubjectFacts>`
    select m.staff_role,
      u.user_type, u.access_level,
      (select array_agg(c.code order by c.code) from member_conditions c
         join service_agreements a on a.primary_user_id = c.user_id where a.id = ${input.agreementId}) as owner_codes,
      case when ${person}::uuid is null then null else exists (select 1 from member_conditions c where c.user_id = ${person}::uuid and c.code = ${ONBOARDING_CONDITION}) end as onboarding,
      case when ${person}::uuid is null then null else exists (select 1 from member_disclosures d where d.user_id = ${person}::uuid and d.accepted_at is null) end as disclosures
    from members m
    left join agreement_users u on u.agreement_id = ${input.agreementId} and u.user_id = m.id
    where m.id = ${input.userId}`.execute(db);
  return rows[0] ?? { staff_role: null, user_type: null, access_level: null, owner_codes: null, onboarding: null, disclosures: null };
}

/** The privilege identifiers (resource.function.privilege) a permission summary grants. */
function heldPrivileges(summary: readonly PermissionSummaryEntry[]): Set<string> {
  return new Set(summary.flatMap((entry) => Object.entries(entry.permissions).filter(([, held]) => held).map(([privilege]) => `${entry.resource}.${entry.function}.${privilege}`)));
}

/**
 * Which actor of config/policy.json the facts make: staff their stored role; a trusted user by their access level
 * (and their feature levels, read from what their groups grant); the agreement's own holder member or business
 * member; anyone else no access.
 */
async function actorOf(db: Kysely<Database>, facts: SubjectFacts, input: { userId: string; agreementId: string | null; staff: boolean }): Promise<Pick<PolicySubject, 'actor' | 'features'>> {
  if (input.staff) return { actor: facts.staff_role ? `staff-${facts.staff_role}` : NO_ACCESS };
  if (input.agreementId === null || facts.access_level === null || facts.access_level === 'NO_ACCESS') return { actor: NO_ACCESS };
  if (facts.user_type === 'Trusted Member' || facts.user_type === 'Trusted Entity') {
    const actor = TRUSTED_ACTORS[facts.access_level] ?? NO_ACCESS;
    return { actor, features: featureLevelsFromHeld(heldPrivileges(await loadPermissionSummary(db, input.userId, input.agreementId))) };
  }
  // The agreement's own holder: full access is the member's, whatever else the row says.
  if (facts.access_level !== 'FULL_ACCESS') return { actor: NO_ACCESS };
  return { actor: facts.user_type === 'Business' ? 'business-member' : 'member' };
}

/** The policy's conditions the facts raise: every account condition of the member (not only the first), and the person's own. */
function conditionsFrom(facts: SubjectFacts): string[] {
  const alertTypes = (facts.owner_codes ?? []).filter(isAccountCondition).map((code) => alertTypeOfCondition(alertsManifest, `${code}${MEMBER_VIEW}`));
  if (facts.disclosures === true) alertTypes.push(alertTypeOfCondition(alertsManifest, alertsManifest.disclosures.conditionCode));
  return conditionsOf(policyManifest, { alertTypes, onboardingRequired: facts.onboarding === true });
}

/**
 * Who the policy sees for a session: its actor, a trusted user's feature levels, and every condition on the
 * membership and on the person (pending disclosures, onboarding). Decided once per session and kept with it
 * (session-decisions.ts) until something it reads changes, which the database's triggers notice.
 */
export function sessionPolicySubject(db: Kysely<Database>, session: SessionDecisionHolder, scope: MemberScope): Promise<PolicySubject> {
  return decidedSubject(db, session, async () => {
    // The agreement whose accounts the session reaches (for staff serving a member, the member's): its listing of the
    // user makes the actor (staff are their role), its member's stored conditions the conditions.
    const facts = await subjectFacts(db, { userId: scope.userId, agreementId: session.service_agreement_id, personId: scope.personId });
    return { ...(await actorOf(db, facts, { userId: scope.userId, agreementId: session.service_agreement_id, staff: scope.staff })), conditions: conditionsFrom(facts) };
  });
}

/**
 * Who the policy sees for work done later in a user's name (a scheduled payment coming due): their actor in the
 * agreement, and the account conditions stored on the membership now. The person's own prompts (disclosures,
 * onboarding) wait for their next sign-in and do not stop what they already scheduled.
 */
export async function standingPolicySubject(db: Kysely<Database>, input: { userId: string; agreementId: string }): Promise<PolicySubject> {
  const facts = await subjectFacts(db, { userId: input.userId, agreementId: input.agreementId, personId: null });
  return { ...(await actorOf(db, facts, { userId: input.userId, agreementId: input.agreementId, staff: false })), conditions: conditionsFrom(facts) };
}
