import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffManifest } from '../../manifests/staff-manifest';
import { completeAuditEntry, writeAuditEntry, type AuditEntry } from '../domain/staff/audit-entries';
import type { StaffContext } from '../domain/staff/staff-session';
import { staffOf } from '../http/staff-request';
import { ApiProblem, errorBody } from '../errors';
import { hasRefusedCharacter, printable } from '../http/control-characters';
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
// The service desk's own tools: a call of theirs may open or end a visit, or be about the member of a thread or an
// application it names, so its member and visit are known once it ran.
const SERVICE_DESK = '/api/service-desk/';

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
/** The row written before a staff call that may change something ran: its answer completes that row. */
const pendingRows = new WeakMap<FastifyRequest, string>();
/** Requests whose answer is audited (an answer that passes the onSend hooks twice is audited once). */
const audited = new WeakSet<FastifyRequest>();

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
    return reason.length >= reasonMinLength && reason.length <= reasonMaxLength && !hasRefusedCharacter(reason, 'line') ? reason : undefined;
  } catch {
    return undefined;
  }
}

/** A call that may change something: any method but GET and HEAD, unless its route only reads. */
const mayChange = (request: FastifyRequest): boolean =>
  CHANGES.has(request.method) && request.routeOptions.config.readsOnly !== true;

/** A call of a changing method whose route only reads (config.readsOnly). */
const onlyReads = (request: FastifyRequest): boolean => CHANGES.has(request.method) && request.routeOptions.config.readsOnly === true;

const needsReason = (request: FastifyRequest): boolean => !NO_REASON_NEEDED.some((prefix) => (request.routeOptions.url ?? '').startsWith(prefix));

const isPlainObject = (value: object): boolean => [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** Request text as the audit keeps it: a control character (of a request refused for one) written as its \u escape. */
function printableDeep(value: unknown): unknown {
  if (typeof value === 'string') return printable(value);
  if (Array.isArray(value)) return value.map(printableDeep);
  if (typeof value !== 'object' || value === null || !isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [printable(key), printableDeep(item)]));
}

/**
 * The audit's account of a call from what is known at this point. Before it runs, a call of the service desk's own
 * tools names no member or visit (known once it ran); every other call acts for the member being served.
 */
function entryOf(request: FastifyRequest, staff: StaffContext, at: Date, beforeItRuns: boolean): AuditEntry {
  const route = request.routeOptions.url ?? '(no route)';
  const visit = beforeItRuns && route.startsWith(SERVICE_DESK) ? undefined : staff.visit;
  const note = notes.get(request);
  const params = request.params !== null && typeof request.params === 'object' ? (request.params as Record<string, unknown>) : {};
  return {
    at,
    staffUserId: staff.userId,
    memberId: note?.memberId ?? visit?.memberId ?? null,
    visitId: visit?.id ?? null,
    method: request.method,
    route,
    reason: reasons.get(request) ?? decodedReason(request) ?? visit?.reason ?? null,
    sourceIp: request.ip,
    // A POST that only reads says so, so what counts the changes made for a member (member-staff-access.ts) leaves it out.
    detail: printableDeep({ ...(Object.keys(params).length > 0 ? { params } : {}), ...note?.detail, ...(onlyReads(request) ? { readsOnly: true } : {}) }) as Record<string, unknown>,
  };
}

/** An answer whose audit row could not be written does not leave: the catalogue's technical problem goes instead. */
function withheld(reply: FastifyReply, payload: unknown): string {
  if (typeof payload === 'object' && payload !== null && typeof (payload as { destroy?: unknown }).destroy === 'function') (payload as { destroy(): void }).destroy();
  reply.code(500).removeHeader('content-disposition').header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify(errorBody('TECHNICAL_PROBLEM'));
}

/**
 * The staff channel's two rules for every API call:
 * - a staff session serving a member changes nothing of theirs without a reason: such a call without a valid
 *   x-action-reason header answers 428 (and the browser asks the representative, then sends it again);
 * - every call a staff session makes is in the append-only staff audit: who, which member, what (method and route
 *   pattern, the path's ids), when, from where, the reason and the status. A call that may change something is
 *   written before its handler runs, so if its row cannot be written it does not happen (500); its answer completes
 *   that row. A read, and a call refused before its handler (401, 403, 400, 428), is written once answered, before
 *   its answer leaves: if that row cannot be written the answer is withheld (500).
 */
export const staffAudit = globalPlugin('staff-audit', async (app) => {
  app.addHook('preHandler', async (request, reply) => {
    if (request.session === null || !isApiPath(request.url) || !mayChange(request)) return;
    const staff = await staffOf(request);
    if (!staff) return;
    if (staff.visit && needsReason(request)) {
      const reason = decodedReason(request);
      if (reason === undefined) {
        reply.header(REASON_REQUIRED_HEADER, '1');
        throw new ApiProblem(428, 'STAFF_REASON_REQUIRED', ACTION_REASON_HEADER);
      }
      reasons.set(request, reason);
    }
    pendingRows.set(request, await writeAuditEntry(app.db, entryOf(request, staff, app.clock(), true)));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = pendingRows.get(request);
    if ((pending === undefined && request.session === null) || !isApiPath(request.url) || audited.has(request)) return payload;
    audited.add(request);
    try {
      const staff = await staffOf(request);
      if (!staff) return payload;
      const entry = entryOf(request, staff, app.clock(), false);
      if (pending === undefined) await writeAuditEntry(app.db, entry, reply.statusCode);
      else await completeAuditEntry(app.db, pending, { ...entry, statusCode: reply.statusCode });
      return payload;
    } catch (error) {
      request.log.error({ err: error }, 'the staff audit row of this call could not be written');
      // The call's row was written before it ran and stands, with no status: the answer of what ran goes out.
      if (pending !== undefined) return payload;
      return withheld(reply, payload);
    }
  });
});
