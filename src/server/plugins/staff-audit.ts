import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { staffManifest } from '../../staff-manifest';
import { ApiProblem } from '../errors';
import { staffOf } from '../domain/staff/staff-session';
import { globalPlugin } from '../http/global-plugin';
import { isApiPath } from '../http/paths';

/** The header a staff action carries its reason in (URI-encoded text). */
export const ACTION_REASON_HEADER = 'x-action-reason';
/** Set on the 428 answer that asks for a reason, so the browser knows to ask the representative. */
export const REASON_REQUIRED_HEADER = 'x-reason-required';

// Calls that change nothing of the member's, or that carry an action already reasoned: the service desk's own tools
// (the visit has its reason; inbox replies are their own record), the session and signing out, the step-up of a
// reasoned action, the browser's analytics and the flag SDK. A member route that only reads through a POST says so
// with config.readsOnly.
const NO_REASON_NEEDED = ['/api/service-desk/', '/api/session/', '/api/logout-survey/', '/api/auth/', '/api/analytics', '/api/flags'];
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search, a check, a filtered read): a staff action reason is not asked for it. */
    readsOnly?: boolean;
  }
}

interface AuditNote {
  memberId?: string;
  detail?: Record<string, unknown>;
}

const notes = new WeakMap<FastifyRequest, AuditNote>();
const reasons = new WeakMap<FastifyRequest, string>();

/**
 * What a route knows about a staff call beyond the visit: the member it is about (a call outside a visit, e.g.
 * replying in the staff inbox) and details for the audit. Never a full search term, card number or code.
 */
export function noteStaffAudit(request: FastifyRequest, note: AuditNote): void {
  const known = notes.get(request);
  notes.set(request, { ...known, ...note, detail: { ...known?.detail, ...note.detail } });
}

function decodedReason(request: FastifyRequest): string | undefined {
  const raw = request.headers[ACTION_REASON_HEADER];
  if (typeof raw !== 'string') return undefined;
  try {
    const reason = decodeURIComponent(raw).trim();
    const { reasonMinLength, reasonMaxLength } = staffManifest.visit;
    return reason.length >= reasonMinLength && reason.length <= reasonMaxLength ? reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The staff channel's two rules for every API call (issue 15):
 * - a staff session serving a member changes nothing of theirs without a reason: such a call without a valid
 *   x-action-reason header answers 428 (and the browser asks the representative, then sends it again);
 * - every call a staff session makes is written to the append-only staff audit before its answer leaves: who, which
 *   member, what (method and route pattern, the path's ids), when, from where, the reason and the status.
 */
export const staffAudit = globalPlugin('staff-audit', async (app) => {
  app.addHook('preHandler', async (request, reply) => {
    if (request.session === null || !CHANGES.has(request.method) || request.routeOptions.config.readsOnly === true) return;
    const route = request.routeOptions.url ?? '';
    if (NO_REASON_NEEDED.some((prefix) => route.startsWith(prefix))) return;
    const staff = await staffOf(request);
    if (!staff?.visit) return;
    const reason = decodedReason(request);
    if (reason === undefined) {
      reply.header(REASON_REQUIRED_HEADER, '1');
      throw new ApiProblem(428, 'STAFF_REASON_REQUIRED', ACTION_REASON_HEADER);
    }
    reasons.set(request, reason);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session === null || !isApiPath(request.url)) return payload;
    const staff = await staffOf(request);
    if (!staff) return payload;
    const note = notes.get(request);
    const params = request.params !== null && typeof request.params === 'object' ? (request.params as Record<string, unknown>) : {};
    await app.db
      .insertInto('staff_audit')
      .values({
        id: randomUUID(),
        at: app.clock(),
        staff_user_id: staff.userId,
        member_id: note?.memberId ?? staff.visit?.memberId ?? null,
        visit_id: staff.visit?.id ?? null,
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status_code: reply.statusCode,
        reason: reasons.get(request) ?? decodedReason(request) ?? staff.visit?.reason ?? null,
        source_ip: request.ip,
        detail: JSON.stringify({ ...(Object.keys(params).length > 0 ? { params } : {}), ...note?.detail }),
      })
      .execute();
    return payload;
  });
});
