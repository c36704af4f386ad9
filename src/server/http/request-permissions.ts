import type { FastifyRequest } from 'fastify';
import type { PermissionSummaryEntry } from '../../../engine/core/generated/api.gen';
import { loadEffectivePermissionSummary } from '../domain/alert-restrictions';
import { currentSession } from '../plugins/session';

// Per request: the guard hook and a handler that also reads the summary share one query.
const summaries = new WeakMap<FastifyRequest, Promise<PermissionSummaryEntry[]>>();

/** The signed-in user's permission summary in the session's current agreement, alert restrictions applied, loaded once per request. */
export function permissionsOf(request: FastifyRequest): Promise<PermissionSummaryEntry[]> {
  const session = currentSession(request);
  let summary = summaries.get(request);
  if (summary === undefined) {
    summary = loadEffectivePermissionSummary(request.server.db, session.user_id, session.service_agreement_id);
    summaries.set(request, summary);
  }
  return summary;
}
