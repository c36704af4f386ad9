import type { Kysely } from 'kysely';
import type { Database, Session } from '../db/schema';
import { ApiProblem } from '../errors';
import { loadMember } from './current-user';
import { dataAgreementIds } from './service-agreements';
import { sharedAccountIds } from './trusted-users/account-scope';
import { decidedScope, type ScopeDecision, type SessionDecisionHolder } from './session-decisions';

/** Who a request is about, resolved once from its session. */
export interface MemberScope {
  /** The signed-in user. */
  userId: string;
  externalId: string;
  /** Staff (employee_guid present): the OneView channel and the _MSR view of the sign-in checks. */
  staff: boolean;
  sessionId: string;
  /** The member whose accounts the session's agreement reaches (its primary user); the signed-in user without one. */
  ownerId: string;
  /**
   * Whom the sign-in checks describe: the signed-in member; for staff, the member they serve (the agreement's
   * primary user).
   */
  personId: string;
  /** The master agreements whose accounts the session reaches ('Second Service Agreement' rule). */
  agreementIds: string[];
  /**
   * A trusted user's session whose member shared only some accounts: those accounts (of the agreements above); null
   * for everyone else, who reach every account of the agreements (visible-arrangements.ts applies it).
   */
  arrangementIds: string[] | null;
  /** The session the scope is of, when it came from one: where its cached decisions (the precheck) live. */
  session?: SessionDecisionHolder;
}

/**
 * The scope of a signed-in session, decided once per session (session-decisions.ts); a session whose user is gone
 * is a 401, as everywhere else.
 */
export async function loadMemberScope(db: Kysely<Database>, session: Session): Promise<MemberScope> {
  const decision = await decidedScope(db, session, () => decideScope(db, session));
  const scope: MemberScope = { ...decision, sessionId: session.id };
  // Not enumerable: a scope logged or compared in a test does not carry the session row with it.
  Object.defineProperty(scope, 'session', { value: session, enumerable: false });
  return scope;
}

async function decideScope(db: Kysely<Database>, session: Session): Promise<ScopeDecision> {
  const member = await loadMember(db, session.user_id);
  if (!member) throw new ApiProblem(401, 'SESSION_REQUIRED');
  const agreement =
    session.service_agreement_id === null
      ? undefined
      : await db.selectFrom('service_agreements').select('primary_user_id').where('id', '=', session.service_agreement_id).executeTakeFirst();
  const staff = member.employee_guid !== null && member.employee_guid !== '';
  const ownerId = agreement?.primary_user_id ?? member.id;
  return {
    userId: member.id,
    externalId: member.external_id,
    staff,
    ownerId,
    personId: staff ? ownerId : member.id,
    agreementIds: session.service_agreement_id === null ? [] : await dataAgreementIds(db, session.service_agreement_id),
    arrangementIds: session.service_agreement_id === null ? null : await sharedAccountIds(db, session.service_agreement_id),
  };
}
