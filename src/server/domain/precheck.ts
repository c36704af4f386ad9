import type { Kysely } from 'kysely';
import { alertTypeOfCondition, orderConditions, type AlertRules } from '../../../engine/core/alert-gating';
import type { Precheck } from '../../../engine/core/generated/api.gen';
import { mayAskForContacts } from '../../../engine/core/profile-intercept';
import { alertsManifest, policyManifest } from '../../manifests';
import type { Database } from '../db/schema';
import { remindedThisSession, reviewContacts } from './member-contacts';
import { pendingNotices } from './member-disclosures';
import type { MemberScope } from './member-scope';
import { sessionPolicySubject } from './policy-subject';
import { decidedPrecheck } from './session-decisions';
import { paperlessPromptDue } from './statement-delivery';
import { tutorialDue } from './tutorial';

/**
 * Base condition codes this server computes from the member's data instead of reading member_conditions: the
 * profile intercept (contact points), the go-paperless prompt (statement delivery), pending disclosures and a
 * temporary address. A stored row with one of these codes (the demo seed's input) is not itself a condition.
 */
export const DERIVED_CONDITIONS = { profile: 'PRF', paperless: 'PPL', disclosures: 'DPE', changeOfAddress: 'COA' } as const;

/** Not an alert: a stored row with this code makes the precheck send the member to onboarding. */
export const ONBOARDING_CONDITION = 'ONBOARDING';

const DERIVED_CODES: ReadonlySet<string> = new Set(Object.values(DERIVED_CONDITIONS));

/** The member view's suffix of condition codes (stored codes are base codes such as "L7S"). */
export const MEMBER_VIEW = '_MBR';

/** A stored condition row that is an account condition (not the seed's input for a derived one, not onboarding). */
export function isAccountCondition(code: string): boolean {
  return code !== ONBOARDING_CONDITION && !DERIVED_CODES.has(code);
}

/** The view suffix of condition codes: _MSR when staff look at a member, _MBR for the member. */
export function viewSuffix(scope: Pick<MemberScope, 'staff'>): '_MSR' | typeof MEMBER_VIEW {
  return scope.staff ? '_MSR' : MEMBER_VIEW;
}

/**
 * Whether the profile intercept may ask the session's person about their contact points: only one the policy lets
 * change their profile (a trusted user without the Profile feature's full access is never asked). Staff looking at a
 * member see the member's contact points as they are.
 */
async function askedForContacts(db: Kysely<Database>, scope: MemberScope): Promise<boolean> {
  if (scope.staff || scope.session === undefined) return true;
  return mayAskForContacts(policyManifest, await sessionPolicySubject(db, scope.session, scope));
}

/**
 * The sign-in checks: account conditions of the member whose accounts the session reaches (litigation,
 * bankruptcy, level 7, delinquency, cease and desist, fatal, ...), and the person's own: contact points missing or
 * invalid (PRF, unless they asked to be reminded later this session), a temporary address (COA), disclosures
 * pending (DPE), statements still on paper (PPL), onboarding and the tutorial. Conditions come most important
 * first (alert-gating.ts orderConditions); the member view names the first one's alert type, the staff view all.
 */
export async function computePrecheck(db: Kysely<Database>, scope: MemberScope, rules: AlertRules, today: string): Promise<Precheck> {
  const suffix = viewSuffix(scope);
  const [stored, personal, contacts, reminded, notices, paperless, tutorial] = await Promise.all([
    db.selectFrom('member_conditions').select('code').where('user_id', '=', scope.ownerId).orderBy('code').execute(),
    db.selectFrom('member_conditions').select('code').where('user_id', '=', scope.personId).where('code', '=', ONBOARDING_CONDITION).executeTakeFirst(),
    reviewContacts(db, scope.personId, today),
    remindedThisSession(db, scope.sessionId),
    pendingNotices(db, scope.personId),
    paperlessPromptDue(db, scope),
    tutorialDue(db, scope.personId),
  ]);

  const codes = stored.map((row) => row.code).filter(isAccountCondition);
  const profileFlagged = contacts.flagged.length > 0 && !reminded && (await askedForContacts(db, scope));
  if (profileFlagged) codes.push(DERIVED_CONDITIONS.profile);
  if (contacts.temporaryAddressExpires !== undefined) codes.push(DERIVED_CONDITIONS.changeOfAddress);
  if (notices.length > 0) codes.push(DERIVED_CONDITIONS.disclosures);
  if (paperless) codes.push(DERIVED_CONDITIONS.paperless);
  const conditions = orderConditions(rules, codes.map((code) => `${code}${suffix}`));

  const firstCondition = conditions[0] ?? null;
  const firstBase = firstCondition?.slice(0, -suffix.length);
  const details =
    firstBase === DERIVED_CONDITIONS.disclosures
      ? notices.map((notice) => notice.noticeId)
      : firstBase === DERIVED_CONDITIONS.profile
        ? [...contacts.flagged]
        : firstBase === DERIVED_CONDITIONS.changeOfAddress
          ? ['address']
          : [];
  const firstType = firstCondition === null ? null : alertTypeOfCondition(rules, firstCondition);
  const firstDefinition = firstType === null || !Object.hasOwn(rules.types, firstType) ? undefined : rules.types[firstType];

  return {
    firstCondition,
    details,
    showOnboardingFlag: personal !== undefined,
    conditions,
    ...(profileFlagged || contacts.temporaryAddressExpires !== undefined ? { memberDetails: contacts.memberDetails } : {}),
    ...(notices.length > 0 ? { disclosuresDetails: { notices: notices.map((notice) => ({ noticeId: notice.noticeId, title: notice.title })) } } : {}),
    arrangementView: firstDefinition?.pageLoads ?? firstCondition === null,
    showTutorial: tutorial,
    stmtSuppModalDisplay: paperless,
    ...(scope.staff ? { alertTypeList: conditions.map((code) => alertTypeOfCondition(rules, code)) } : { alertType: firstType }),
  };
}

/**
 * The session's precheck of `today`, computed once and kept with the session (session-decisions.ts) until something
 * it reads changes; a scope not from a session, or other rules than config/alerts.json, computes it afresh.
 */
export function sessionPrecheck(db: Kysely<Database>, scope: MemberScope, rules: AlertRules, today: string): Promise<Precheck> {
  if (scope.session === undefined || rules !== alertsManifest) return computePrecheck(db, scope, rules, today);
  return decidedPrecheck(db, scope.session, today, () => computePrecheck(db, scope, rules, today));
}
