import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffVisit } from '../../../../engine/core/generated/api.gen';
import { appManifest } from '../../../manifests';
import { staffManifest } from '../../../manifests/staff-manifest';
import { hashSessionToken } from '../../auth/session-token';
import type { Database, Session } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { DEFAULT_LOCALE, localeName, localeToUse } from '../../i18n/locales';
import { accessAgreementIdOf, openVisitOf, type StaffContext } from './staff-session';

/** The served member's language: its tag, its name, and whether it is the default (named in the banner only if not). */
function languageFacts(stored: string): { language: string; languageName: string; languageIsDefault: boolean } {
  const language = localeToUse(stored);
  return { language, languageName: localeName(language), languageIsDefault: language === DEFAULT_LOCALE };
}

/** The answer for a visit: who is served, by whom, why and since when. */
export async function staffVisitOf(db: Kysely<Database>, visitId: string): Promise<StaffVisit> {
  const row = await db
    .selectFrom('staff_visits as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .innerJoin('members as s', 's.id', 'v.staff_user_id')
    .select(['v.id', 'v.reason', 'v.started_at', 'm.id as member_id', 'm.full_name as member_name', 'm.external_id as member_number', 'm.language as member_language', 's.id as staff_id', 's.full_name as staff_name'])
    .where('v.id', '=', visitId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    member: { id: row.member_id, fullName: row.member_name, memberNumber: row.member_number, ...languageFacts(row.member_language) },
    staff: { id: row.staff_id, fullName: row.staff_name },
    reason: row.reason,
    startedAt: row.started_at.toISOString(),
  };
}

/** A reason as the visit and the audit keep it: trimmed, and within config/staff.json's limits. */
export function checkedReason(reason: string, path: string): string {
  const trimmed = reason.trim();
  const { reasonMinLength, reasonMaxLength } = staffManifest.visit;
  if (trimmed.length < reasonMinLength || trimmed.length > reasonMaxLength) throw new ApiProblem(400, 'STAFF_REASON_REQUIRED', path);
  return trimmed;
}

/** Who opens a member, from which address and when, for what reason. */
export interface OpenVisitInput {
  session: Session;
  /** The staff user of the session (undefined when the session is a member's: 403). */
  staff: StaffContext | undefined;
  memberId: string;
  reason: string;
  sourceIp: string;
  now: Date;
}

/**
 * Staff opens a member: the session now reads the member's data (their master agreement) and is still judged by the
 * staff role on the MSR agreement; a visit already open ends first. Another staff user, or an id that is no member
 * with a master agreement, is 404 and changes nothing. Answers the visit and the session as it now stands.
 */
export async function openVisit(db: Kysely<Database>, input: OpenVisitInput): Promise<{ visit: StaffVisit; session: Session }> {
  const { session, staff, now } = input;
  if (!staff) throw new ApiProblem(403, 'FORBIDDEN');
  const reason = checkedReason(input.reason, '/reason');
  const staffAgreementId = accessAgreementIdOf(session);
  const staffAgreement =
    staffAgreementId === null ? undefined : await db.selectFrom('service_agreements').select('description').where('id', '=', staffAgreementId).executeTakeFirst();
  if (staffAgreementId === null || staffAgreement?.description !== appManifest.serviceAgreements.msrDescription) throw new ApiProblem(403, 'FORBIDDEN');
  const member = await db
    .selectFrom('members')
    .innerJoin('service_agreements as a', 'a.primary_user_id', 'members.id')
    .select(['members.id', 'a.id as agreement_id'])
    .where('members.id', '=', input.memberId)
    .where((eb) => eb.or([eb('members.employee_guid', 'is', null), eb('members.employee_guid', '=', '')]))
    .where('a.is_master', '=', true)
    .orderBy('a.external_id')
    .executeTakeFirst();
  if (!member) throw new ApiProblem(404, 'NOT_FOUND');
  const visitId = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (session.staff_visit_id !== null) await trx.updateTable('staff_visits').set({ ended_at: now }).where('id', '=', session.staff_visit_id).where('ended_at', 'is', null).execute();
    await trx
      .insertInto('staff_visits')
      .values({ id: visitId, staff_user_id: staff.userId, member_id: member.id, member_agreement_id: member.agreement_id, staff_agreement_id: staffAgreementId, reason, source_ip: input.sourceIp, started_at: now })
      .execute();
    await trx
      .updateTable('sessions')
      .set({ service_agreement_id: member.agreement_id, access_agreement_id: staffAgreementId, staff_visit_id: visitId })
      .where('id', '=', session.id)
      .execute();
  });
  return {
    visit: await staffVisitOf(db, visitId),
    session: { ...session, service_agreement_id: member.agreement_id, access_agreement_id: staffAgreementId, staff_visit_id: visitId },
  };
}

/**
 * "End session": the visit ends and the session is back on the MSR agreement with no member. Answers the session as
 * it now stands (undefined when it had no visit open: nothing changed).
 */
export async function endOpenVisit(db: Kysely<Database>, session: Session, now: Date): Promise<Session | undefined> {
  const visit = await openVisitOf(db, session);
  if (!visit) return undefined;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_visits').set({ ended_at: now }).where('id', '=', visit.id).where('ended_at', 'is', null).execute();
    await trx.updateTable('sessions').set({ service_agreement_id: visit.staffAgreementId, access_agreement_id: null, staff_visit_id: null }).where('id', '=', session.id).execute();
  });
  return { ...session, service_agreement_id: visit.staffAgreementId, access_agreement_id: null, staff_visit_id: null };
}

/** Signing out ends the visit the session had open (a session that expires leaves it open until then: see started_at). */
export async function endVisitOfSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  const session = await db.selectFrom('sessions').select('staff_visit_id').where('id', '=', hashSessionToken(token)).executeTakeFirst();
  if (!session?.staff_visit_id) return;
  await db.updateTable('staff_visits').set({ ended_at: now }).where('id', '=', session.staff_visit_id).where('ended_at', 'is', null).execute();
}
