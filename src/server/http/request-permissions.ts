import type { FastifyRequest } from 'fastify';
import type { PermissionSummaryEntry } from '../../../engine/core/generated/api.gen';
import { loadPermissionSummary } from '../domain/permissions';
import { decidedPermissions } from '../domain/session-decisions';
import { accessAgreementIdOf } from '../domain/staff/staff-session';
import { currentSession } from '../plugins/session';

// Per request: the guard hook and a handler that also reads the summary share one query.
const summaries = new WeakMap<FastifyRequest, Promise<PermissionSummaryEntry[]>>();

/**
 * The signed-in user's permission summary in the agreement that judges the session (accessAgreementIdOf), loaded once
 * per request: what their function groups grant. What member conditions take away is config/policy.json's to decide.
 */
export function permissionsOf(request: FastifyRequest): Promise<PermissionSummaryEntry[]> {
  const session = currentSession(request);
  let summary = summaries.get(request);
  if (summary === undefined) {
    // Decided once per session and kept on its row until something it reads changes (session-decisions.ts).
    summary = decidedPermissions(request.server.db, session, () => loadPermissionSummary(request.server.db, session.user_id, accessAgreementIdOf(session)));
    summaries.set(request, summary);
  }
  return summary;
}
