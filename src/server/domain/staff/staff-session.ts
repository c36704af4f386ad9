import type { Kysely } from 'kysely';
import type { Database, Session } from '../../db/schema';

/** The visit a staff session has open: the member served and why. */
export interface OpenVisit {
  id: string;
  memberId: string;
  memberAgreementId: string;
  staffAgreementId: string;
  reason: string;
  startedAt: Date;
}

/** A staff user, and the member they are serving, if any. */
export interface StaffContext {
  userId: string;
  fullName: string;
  visit: OpenVisit | undefined;
}

/**
 * The agreement whose function groups judge what the session may do. Staff serving a member read the member's
 * agreement (service_agreement_id) and are judged by their role on the MSR agreement (access_agreement_id); for
 * everyone else the two are the same agreement.
 */
export function accessAgreementIdOf(session: Pick<Session, 'service_agreement_id' | 'access_agreement_id'>): string | null {
  return session.access_agreement_id ?? session.service_agreement_id;
}

// employee_guid never changes for a user, and the audit asks on every request: remember the answer per user.
const staffUsers = new Map<string, { fullName: string } | null>();
const STAFF_CACHE_LIMIT = 10_000;

async function staffUser(db: Kysely<Database>, userId: string): Promise<{ fullName: string } | null> {
  const known = staffUsers.get(userId);
  if (known !== undefined) return known;
  const row = await db.selectFrom('members').select(['full_name', 'employee_guid']).where('id', '=', userId).executeTakeFirst();
  const staff = row && row.employee_guid !== null && row.employee_guid !== '' ? { fullName: row.full_name } : null;
  if (staffUsers.size >= STAFF_CACHE_LIMIT) staffUsers.clear();
  if (row) staffUsers.set(userId, staff);
  return staff;
}

/** The open visit a session points at (undefined when none, or when it has ended). */
export async function openVisitOf(db: Kysely<Database>, session: Pick<Session, 'staff_visit_id'>): Promise<OpenVisit | undefined> {
  if (session.staff_visit_id === null) return undefined;
  const visit = await db
    .selectFrom('staff_visits')
    .select(['id', 'member_id', 'member_agreement_id', 'staff_agreement_id', 'reason', 'started_at'])
    .where('id', '=', session.staff_visit_id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!visit) return undefined;
  return {
    id: visit.id,
    memberId: visit.member_id,
    memberAgreementId: visit.member_agreement_id,
    staffAgreementId: visit.staff_agreement_id,
    reason: visit.reason,
    startedAt: visit.started_at,
  };
}

/** The staff user a session belongs to, with the visit it has open (undefined for a member's session). */
export async function staffContextOf(db: Kysely<Database>, session: Pick<Session, 'user_id' | 'staff_visit_id'>): Promise<StaffContext | undefined> {
  const staff = await staffUser(db, session.user_id);
  return staff === null ? undefined : { userId: session.user_id, fullName: staff.fullName, visit: await openVisitOf(db, session) };
}
