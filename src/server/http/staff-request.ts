import type { FastifyRequest } from 'fastify';
import type { StaffVisit } from '../../../engine/core/generated/api.gen';
import { staffContextOf, type OpenVisit, type StaffContext } from '../domain/staff/staff-session';
import { endOpenVisit, openVisit, staffVisitOf } from '../domain/staff/staff-visits';
import { ApiProblem } from '../errors';
import { currentSession } from '../plugins/session';

const contexts = new WeakMap<FastifyRequest, Promise<StaffContext | undefined>>();

/** The staff making this request (undefined for members and for requests without a session), loaded once per request. */
export function staffOf(request: FastifyRequest): Promise<StaffContext | undefined> {
  let context = contexts.get(request);
  if (context === undefined) {
    context = request.session === null ? Promise.resolve(undefined) : staffContextOf(request.server.db, request.session);
    contexts.set(request, context);
  }
  return context;
}

/** Forgets what staffOf loaded for this request (after the request opened or ended a visit). */
function forgetStaffContext(request: FastifyRequest): void {
  contexts.delete(request);
}

/** The visit the staff making this request has open: 409 when they are serving no member. */
export async function requireOpenVisit(request: FastifyRequest): Promise<OpenVisit & { staffUserId: string }> {
  currentSession(request);
  const staff = await staffOf(request);
  if (!staff) throw new ApiProblem(403, 'FORBIDDEN');
  if (!staff.visit) throw new ApiProblem(409, 'STAFF_NO_MEMBER_OPEN');
  return { ...staff.visit, staffUserId: staff.userId };
}

/** The visit the session has open, or null. */
export async function currentStaffVisit(request: FastifyRequest): Promise<StaffVisit | null> {
  const staff = await staffOf(request);
  return staff?.visit ? staffVisitOf(request.server.db, staff.visit.id) : null;
}

/** Staff opens a member for the rest of this session (see openVisit); the request goes on as the new session. */
export async function openStaffVisit(request: FastifyRequest, input: { memberId: string; reason: string }): Promise<StaffVisit> {
  const session = currentSession(request);
  const opened = await openVisit(request.server.db, { session, staff: await staffOf(request), ...input, sourceIp: request.ip, now: request.server.clock() });
  request.session = opened.session;
  forgetStaffContext(request);
  return opened.visit;
}

/** "End session" for the staff making this request (see endOpenVisit). */
export async function endStaffVisit(request: FastifyRequest): Promise<void> {
  const ended = await endOpenVisit(request.server.db, currentSession(request), request.server.clock());
  if (ended === undefined) return;
  request.session = ended;
  forgetStaffContext(request);
}
