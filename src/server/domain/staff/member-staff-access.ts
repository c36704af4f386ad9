import { sql, type Kysely } from 'kysely';
import type { StaffAccessList } from '../../../../engine/core/generated/api.gen';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Database } from '../../db/schema';
import { auditActionName } from './audit-search';

/** The most visits the member's list shows: well beyond a year of ordinary service. */
const MAX_VISITS = 100;

// Calls of a visit that change nothing of the member's (the plugin's own list of calls needing no reason): opening
// and ending the visit, the session, a step-up, the browser's analytics and the flag SDK. They are not "actions".
const NOT_ACTIONS = ['/api/service-desk/client-api/v1/visits', '/api/session/', '/api/auth/', '/api/analytics', '/api/flags'];

/** "Priya S.": how the member sees a representative, without their full identity. */
export function staffDisplayName(givenName: string, familyName: string): string {
  const initial = familyName.trim().charAt(0);
  return initial === '' ? givenName.trim() : `${givenName.trim()} ${initial.toUpperCase()}.`;
}

/**
 * The staff visits of the member's own account (beyond the commercial platforms, which keep this from
 * members), newest first within config/staff.json audit.memberWindowMonths: when, who (first name and last initial),
 * why, and the changes made, oldest first, each named (config/staff.json audit.actions; null where it names none) with
 * when it was made; actionCount is how many. A change is an audited call of the visit with any method but GET whose
 * answer was a success or was never recorded (such a call was written before it ran and may have changed something),
 * except the calls that change nothing of the member's (NOT_ACTIONS) and the POSTs that only read (the staff audit
 * marks them readsOnly).
 */
export async function staffAccessOf(db: Kysely<Database>, memberId: string, now: Date): Promise<StaffAccessList> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - staffManifest.audit.memberWindowMonths);
  const visits = await db
    .selectFrom('staff_visits as v')
    .innerJoin('members as s', 's.id', 'v.staff_user_id')
    .select(['v.id', 'v.started_at', 'v.ended_at', 'v.reason', 's.given_name', 's.family_name'])
    .where('v.member_id', '=', memberId)
    .where('v.started_at', '>=', since)
    .orderBy('v.started_at', 'desc')
    .orderBy('v.id')
    .limit(MAX_VISITS)
    .execute();
  const changes =
    visits.length === 0
      ? []
      : await db
          .selectFrom('staff_audit as a')
          .select(['a.visit_id', 'a.at', 'a.method', 'a.route'])
          .where('a.visit_id', 'in', visits.map((visit) => visit.id))
          .where('a.method', '<>', 'GET')
          .where((status) => status.or([status('a.status_code', 'is', null), status('a.status_code', '<', 400)]))
          .where((route) => route.and(NOT_ACTIONS.map((prefix) => route('a.route', 'not like', `${prefix}%`))))
          .where(sql<boolean>`coalesce(a.detail->>'readsOnly', '') <> 'true'`)
          .orderBy('a.at')
          .orderBy('a.seq')
          .execute();
  return {
    visits: visits.map((visit) => {
      const made = changes
        .filter((change) => change.visit_id === visit.id)
        .map((change) => ({ at: change.at.toISOString(), action: auditActionName(change.method, change.route) ?? null }));
      return {
        id: visit.id,
        startedAt: visit.started_at.toISOString(),
        endedAt: visit.ended_at?.toISOString() ?? null,
        staffName: staffDisplayName(visit.given_name, visit.family_name),
        reason: visit.reason,
        actionCount: made.length,
        changes: made,
      };
    }),
  };
}
