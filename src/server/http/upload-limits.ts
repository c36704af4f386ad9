import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { loadMemberScope } from '../domain/member-scope';
import { bytesUploadedSince, quotaReached } from '../domain/uploads/upload-quota';
import { uploadProblem, uploadRules } from '../domain/uploads/upload-rules';
import { currentSession, requireSession } from '../plugins/session';

const limits = uploadRules.intake;
const HOUR_MS = 3_600_000;

/**
 * Uploads in progress under one key (a session, a membership, the process): a slot is taken before the body is read
 * and given back, once, when the reply ends or the connection closes.
 */
class SlotCounter {
  private readonly held = new Map<string, number>();

  take(key: string, max: number): (() => void) | undefined {
    const count = this.held.get(key) ?? 0;
    if (count >= max) return undefined;
    this.held.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left <= 0) this.held.delete(key);
      else this.held.set(key, left);
    };
  }

  count(key: string): number {
    return this.held.get(key) ?? 0;
  }

  total(): number {
    return [...this.held.values()].reduce((sum, count) => sum + count, 0);
  }
}

const bySession = new SlotCounter();
const byMember = new SlotCounter();
const byServer = new SlotCounter();
const SERVER = 'server';
const releases = new WeakMap<FastifyRequest, () => void>();
/**
 * Bytes of uploads in progress, by membership (their Content-Length): counted with the stored ones, so uploads sent
 * at once from many sessions cannot all pass the allowance before any of them is stored.
 */
const reserved = new Map<string, number>();

function reserve(ownerId: string, bytes: number): () => void {
  reserved.set(ownerId, (reserved.get(ownerId) ?? 0) + bytes);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (reserved.get(ownerId) ?? bytes) - bytes;
    if (left <= 0) reserved.delete(ownerId);
    else reserved.set(ownerId, left);
  };
}

/** How many uploads this process is taking in now: every member's together, or one membership's (its owner id). */
export const uploadsInProgress = (ownerId?: string): number => (ownerId === undefined ? byServer.total() : byMember.count(ownerId));

const busy = (max: number) => uploadProblem(429, 'busy', '', { max: String(max) });

/**
 * What one request holds (slots, a reservation): all given back, once, when the reply ends or the connection closes,
 * whichever comes first; anything taken after that is given back at once.
 */
function holdUntilDone(request: FastifyRequest, reply: FastifyReply): (release: () => void) => void {
  const held: Array<() => void> = [];
  let done = false;
  const releaseAll = () => {
    done = true;
    for (const release of held.splice(0)) release();
  };
  releases.set(request, releaseAll);
  reply.raw.once('close', releaseAll);
  return (release) => {
    if (done) release();
    else held.push(release);
  };
}

/**
 * Before an upload's body is read, in this order: a session already sending intake.concurrentPerSession uploads is
 * answered 429 (busy); a process already taking in intake.concurrentPerServer uploads answers 503 (serverBusy) with
 * Retry-After, so a flood spread over many sessions cannot slow every other member; a membership already sending
 * intake.concurrentPerMember uploads from all its sessions is answered 429 (busy); and a membership whose uploads of
 * the window, with those in progress and this one's Content-Length, pass intake.memberBytesPerWindow is answered 429
 * (quotaReached). Nothing refused is taken in.
 */
const admitUploadRequest: onRequestAsyncHookHandler = async function admitUploadRequest(request: FastifyRequest, reply: FastifyReply) {
  const session = currentSession(request);
  const sessionSlot = bySession.take(session.id, limits.concurrentPerSession);
  if (!sessionSlot) throw busy(limits.concurrentPerSession);
  const serverSlot = byServer.take(SERVER, limits.concurrentPerServer);
  if (!serverSlot) {
    sessionSlot();
    void reply.header('retry-after', String(limits.retryAfterSeconds));
    throw uploadProblem(503, 'serverBusy');
  }
  const hold = holdUntilDone(request, reply);
  hold(sessionSlot);
  hold(serverSlot);
  const scope = await loadMemberScope(this.db, session).catch(() => undefined);
  // A caller without a membership of its own (staff) is refused by the route's capability check, not here.
  if (scope === undefined || scope.staff) return;
  const memberSlot = byMember.take(scope.ownerId, limits.concurrentPerMember);
  if (!memberSlot) throw busy(limits.concurrentPerMember);
  hold(memberSlot);
  const declared = Number(request.headers['content-length']);
  const incoming = Number.isFinite(declared) && declared > 0 ? declared : 1;
  const used = await bytesUploadedSince(this.db, scope.ownerId, new Date(this.clock().getTime() - limits.windowHours * HOUR_MS));
  if (used + (reserved.get(scope.ownerId) ?? 0) + incoming > limits.memberBytesPerWindow) throw quotaReached();
  hold(reserve(scope.ownerId, incoming));
};

const releaseSlot: onResponseAsyncHookHandler = async (request) => {
  releases.get(request)?.();
};

/**
 * The hooks of every member upload route: the session (checked before the body is read, not extended) and the
 * concurrency and allowance limits of config/upload-portals.json uploads.intake.
 */
export function uploadRequestHooks(): { onRequest: onRequestAsyncHookHandler[]; onResponse: onResponseAsyncHookHandler } {
  return { onRequest: [requireSession({ extend: false }) as onRequestAsyncHookHandler, admitUploadRequest], onResponse: releaseSlot };
}

