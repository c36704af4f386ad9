import type { Kysely } from 'kysely';
import { resolveTemplate } from '../../../../engine/core';
import type { StaffAuditRow, StaffAuditSearchRequest, StaffAuditSearchResult } from '../../../../engine/core/generated/api.gen';
import { staffManifest } from '../../../manifests/staff-manifest';
import type { Database } from '../../db/schema';
import { ApiProblem } from '../../errors';
import { addCalendarDays, startOfDateIn } from '../../../../engine/core/calendar';
import { isIsoDate } from '../../../../engine/core/payment-rules';
import { appManifest } from '../../../manifests';

/** The first instant of a credit-union day given as yyyy-mm-dd: midnight in the calendar's zone, as the ledger dates it. */
function startOfDay(day: string, path: string): Date {
  // The schema's "date" format has checked the shape and the calendar; this guards a caller that skipped it.
  if (!isIsoDate(day)) throw new ApiProblem(400, 'BAD_REQUEST', path);
  return startOfDateIn(day, appManifest.calendar.timeZone);
}

/** The instants [from, until) a search's days cover, both days included; from after to is refused before anything is read. */
export function auditWindow(from: string | undefined, to: string | undefined): { from?: Date; until?: Date } {
  const start = from === undefined ? undefined : startOfDay(from, '/from');
  const end = to === undefined ? undefined : startOfDay(to, '/to');
  if (start !== undefined && end !== undefined && start.getTime() > end.getTime()) throw new ApiProblem(400, 'STAFF_AUDIT_DATE_RANGE', '/to');
  return { ...(start === undefined ? {} : { from: start }), ...(to === undefined ? {} : { until: startOfDay(addCalendarDays(to, 1), '/to') }) };
}

/** The name config/staff.json audit.actions gives an audited call (its first entry that matches), if any. */
export function auditActionName(method: string, route: string): string | undefined {
  const match = staffManifest.audit.actions.find(
    (action) =>
      route.startsWith(action.prefix) && (action.contains === undefined || route.includes(action.contains)) && (action.methods === undefined || (action.methods as readonly string[]).includes(method)),
  );
  return match?.label;
}

/** The readable name of an audited call: the first config/staff.json audit.actions entry that matches, else method and route. */
export function auditActionLabel(method: string, route: string): string {
  return auditActionName(method, route) ?? resolveTemplate(staffManifest.audit.fallbackAction, { method, route });
}

const detailOf = (detail: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof detail === 'string' ? JSON.parse(detail) : detail;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};

/** What a search resolved its filters to: the ids the audit is keyed by (none found means no rows). */
interface ResolvedFilters {
  staffUserId?: string | null;
  memberIds?: readonly string[];
}

async function resolveFilters(db: Kysely<Database>, input: StaffAuditSearchRequest): Promise<ResolvedFilters> {
  const filters: ResolvedFilters = {};
  if (input.staffUsername !== undefined) {
    const staff = await db.selectFrom('members').select('id').where('username', '=', input.staffUsername.trim().toLowerCase()).executeTakeFirst();
    filters.staffUserId = staff?.id ?? null;
  }
  if (input.memberNumber !== undefined) {
    const members = await db.selectFrom('members').select('id').where('external_id', '=', input.memberNumber.trim()).execute();
    filters.memberIds = members.map((member) => member.id);
  }
  return filters;
}

/**
 * A supervisor's search of the staff audit: rows newest first (the (at, seq) index), one page at a time,
 * each with the staff user and member named and the call given a readable name. Dates are checked before any read.
 * Answers the member ids the member-number filter found, so the route can record whose audit trail was read.
 */
export async function searchStaffAudit(db: Kysely<Database>, input: StaffAuditSearchRequest): Promise<{ result: StaffAuditSearchResult; memberIds: readonly string[] }> {
  const window = auditWindow(input.from, input.to);
  const page = input.page ?? 1;
  const { pageSize } = staffManifest.audit;
  const filters = await resolveFilters(db, input);
  const memberIds = filters.memberIds ?? [];
  if (filters.staffUserId === null || (filters.memberIds !== undefined && filters.memberIds.length === 0)) {
    return { result: { rows: [], page, pageSize, hasMore: false }, memberIds };
  }
  let query = db
    .selectFrom('staff_audit as a')
    .innerJoin('members as s', 's.id', 'a.staff_user_id')
    .leftJoin('members as m', 'm.id', 'a.member_id')
    .select([
      'a.id',
      'a.at',
      'a.method',
      'a.route',
      'a.status_code',
      'a.reason',
      'a.source_ip',
      'a.detail',
      's.full_name as staff_name',
      's.username as staff_username',
      'm.full_name as member_name',
      'm.external_id as member_number',
    ]);
  if (filters.staffUserId !== undefined) query = query.where('a.staff_user_id', '=', filters.staffUserId);
  if (filters.memberIds !== undefined) query = query.where('a.member_id', 'in', filters.memberIds);
  if (window.from !== undefined) query = query.where('a.at', '>=', window.from);
  if (window.until !== undefined) query = query.where('a.at', '<', window.until);
  const found = await query
    .orderBy('a.at', 'desc')
    .orderBy('a.seq', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute();
  const rows = found.slice(0, pageSize).map(
    (row): StaffAuditRow => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: { fullName: row.staff_name, username: row.staff_username },
      member: row.member_name === null || row.member_number === null ? null : { fullName: row.member_name, memberNumber: row.member_number },
      method: row.method,
      route: row.route,
      action: auditActionLabel(row.method, row.route),
      status: row.status_code,
      reason: row.reason,
      sourceIp: row.source_ip,
      detail: detailOf(row.detail),
    }),
  );
  return { result: { rows, page, pageSize, hasMore: found.length > pageSize }, memberIds };
}
