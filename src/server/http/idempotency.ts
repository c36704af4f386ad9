import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { runIdempotent, type IdempotencyClaim, type IdempotentAnswer, type IdempotentWorkAnswer } from '../domain/idempotency';
import { ApiProblem } from '../errors';
import { payloadFingerprint } from '../payload-fingerprint';
import { currentSession } from '../plugins/session';

export type { IdempotencyClaim, IdempotentAnswer, IdempotentWorkAnswer } from '../domain/idempotency';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a replayed answer, so clients and logs can tell a replay from a first run. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

const MAX_KEY_LENGTH = 255;

/** The Idempotency-Key header, or 400 IDEMPOTENCY_KEY_REQUIRED when it is missing, blank or absurdly long. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || key.length > MAX_KEY_LENGTH) throw new ApiProblem(400, 'IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/**
 * What the key promises to stand for: SHA-256 of the method, the request path (the concrete path, ids included,
 * query string excluded) and the canonical JSON body (keys sorted), so a reordered but equal body is the same request.
 */
export function idempotencyRequestHash(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const path = request.url.split('?')[0] ?? request.url;
  return payloadFingerprint({ method: request.method.toUpperCase(), path, body: request.body ?? null });
}

/** Runs `work` at most once per (signed-in user, Idempotency-Key header) of this request: see runIdempotent. */
export function withIdempotency<T>(
  request: FastifyRequest,
  work: (trx: Transaction<Database>, claim: IdempotencyClaim) => Promise<IdempotentWorkAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const claim = {
    userId: currentSession(request).user_id,
    key: idempotencyKeyOf(request),
    requestHash: idempotencyRequestHash(request),
    clock: request.server.clock,
    onRetry: (retry: { sqlState: string; attempt: number }) => request.log.warn(retry, 'idempotent work: retrying the transaction'),
  };
  return runIdempotent(request.server.db, claim, work);
}

/** Sends an idempotent answer with its status, marking replays. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T> & { replayed: boolean }): FastifyReply {
  if (answer.replayed) void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
}
