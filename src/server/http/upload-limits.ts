import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { loadMemberScope } from '../domain/member-scope';
import { bytesUploadedSince, quotaReached } from '../domain/uploads/upload-quota';
import { uploadProblem, uploadRules } from '../domain/uploads/upload-rules';
import { currentSession, requireSession } from '../plugins/session';

const limits = uploadRules.intake;
const HOUR_MS = 3_600_000;

/** Uploads in progress, by session id: a slot is taken before the body is read and given back when the reply ends. */
const inProgress = new Map<string, number>();
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

/** How many uploads are in progress now, every session together. */
export const uploadsInProgress = (): number => [...inProgress.values()].reduce((sum, held) => sum + held, 0);

function takeSlot(sessionId: string): (() => void) | undefined {
  const held = inProgress.get(sessionId) ?? 0;
  if (held >= limits.concurrentPerSession) return undefined;
  inProgress.set(sessionId, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inProgress.get(sessionId) ?? 1) - 1;
    if (left <= 0) inProgress.delete(sessionId);
    else inProgress.set(sessionId, left);
  };
}

const busy = () => uploadProblem(429, 'busy', '', { max: String(limits.concurrentPerSession) });

/**
 * Before an upload's body is read: a session already sending intake.concurrentPerSession uploads is answered 429
 * (busy), and a membership whose uploads of the window, with those in progress and this one's Content-Length, pass
 * intake.memberBytesPerWindow is answered 429 (quotaReached), so neither is taken in. The slot is given back when the
 * reply is sent or the connection closes, whichever comes first.
 */
const admitUploadRequest: onRequestAsyncHookHandler = async function admitUploadRequest(request: FastifyRequest, reply: FastifyReply) {
  const session = currentSession(request);
  const release = takeSlot(session.id);
  if (!release) throw busy();
  releases.set(request, release);
  reply.raw.once('close', release);
  const scope = await loadMemberScope(this.db, session).catch(() => undefined);
  // A caller without a membership of its own (staff) is refused by the route's capability check, not here.
  if (scope === undefined || scope.staff) return;
  const declared = Number(request.headers['content-length']);
  const incoming = Number.isFinite(declared) && declared > 0 ? declared : 1;
  const used = await bytesUploadedSince(this.db, scope.ownerId, new Date(this.clock().getTime() - limits.windowHours * HOUR_MS));
  if (used + (reserved.get(scope.ownerId) ?? 0) + incoming > limits.memberBytesPerWindow) {
    release();
    throw quotaReached();
  }
  const unreserve = reserve(scope.ownerId, incoming);
  const releaseBoth = () => {
    unreserve();
    release();
  };
  releases.set(request, releaseBoth);
  reply.raw.once('close', releaseBoth);
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

