import { sql, type Kysely, type Transaction, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database } from '../db/schema';
import { ApiProblem } from '../errors';

/** Transaction attempts on serialization failure / deadlock: the first run and up to three retries. */
const MAX_ATTEMPTS = 4;
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const LOCK_NOT_AVAILABLE = '55P03';

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
}

/**
 * What `work` returns. A non-2xx answer normally rolls everything back; `commitWithoutKey` instead commits the
 * work's writes and frees the key (the answer is not stored): for refusals that must leave a trace, such as a
 * counted wrong verification attempt.
 */
export interface IdempotentWorkAnswer<T> extends IdempotentAnswer<T> {
  commitWithoutKey?: boolean;
}

/** Who asks, under which key, for what (the hash of the request the key stands for), and when. */
export interface IdempotencyKeyClaim {
  userId: string;
  key: string;
  requestHash: string;
  clock: () => Date;
  /** Told before a transaction that failed to serialise is run again. */
  onRetry?: (retry: { sqlState: string; attempt: number }) => void;
}

/**
 * The key `work` runs under. `storeAnswer` gives the write of the answer, for `work` to run inside one of its own
 * statements (saving a round trip); when `work` then returns that very answer it is not written again.
 */
export interface IdempotencyClaim {
  storeAnswer(status: number, body: unknown): UpdateQueryBuilder<Database, 'idempotency_keys', 'idempotency_keys', UpdateResult>;
}

/** A non-2xx answer from `work`: thrown to roll the transaction (and the key row) back, then returned as is. */
class UnstoredAnswer<T> extends Error {
  constructor(readonly answer: IdempotentAnswer<T>) {
    super('unstored answer');
  }
}

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `work` at most once per (user, idempotency key): a repeated request with the same key gets the first answer again.
 *
 * The key row is inserted first, in the same transaction as the work, and its answer written before commit; so a
 * committed key always has its answer and a failed run (thrown error, non-2xx answer, serialization failure) leaves
 * neither key nor effect. A second call with the same key while the first is still running: its insert waits on the
 * primary-key index until the first commits (then it replays the stored answer) or rolls back (then it runs the work
 * itself). It never runs the work twice. If the wait exceeds the lock timeout claim_idempotency_key sets (10 s) it answers 409
 * IDEMPOTENCY_KEY_IN_PROGRESS. On PGlite (one connection) transactions queue, which gives the same outcome.
 *
 * `work` must use only `trx` (on PGlite a query on the app's db inside it would wait for itself). The answer body is
 * normalised through JSON so the first answer and every replay are the same JSON text.
 */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  claimOf: IdempotencyKeyClaim,
  work: (trx: Transaction<Database>, claim: IdempotencyClaim) => Promise<IdempotentWorkAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const { userId, key, requestHash, clock } = claimOf;

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        // One round trip: the key row is claimed (waiting at most 10 s for a first call still running), or its
        // stored answer read when it was already there (migration 0032).
        const { rows } = await sql<{ claimed: boolean; request_hash: string; response_status: number | null; response_body: unknown }>`
          select * from claim_idempotency_key(${userId}, ${key}, ${requestHash}, ${clock()})`.execute(trx);
        const stored = rows[0];
        if (!stored) throw new Error('claim_idempotency_key answered no row');
        if (!stored.claimed) {
          if (stored.request_hash !== requestHash) throw new ApiProblem(422, 'IDEMPOTENCY_KEY_REUSED');
          if (stored.response_status === null) throw new ApiProblem(409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
          return { status: stored.response_status, body: stored.response_body as T, replayed: true };
        }

        let written: { status: number; text: string } | undefined;
        const claim: IdempotencyClaim = {
          storeAnswer: (status, body) => {
            written = { status, text: JSON.stringify(body) };
            return trx
              .updateTable('idempotency_keys')
              .set({ response_status: status, response_body: written.text })
              .where('user_id', '=', userId)
              .where('key', '=', key);
          },
        };
        const answer = await work(trx, claim);
        const text = JSON.stringify(answer.body);
        if (answer.status < 200 || answer.status > 299) {
          if (!answer.commitWithoutKey) throw new UnstoredAnswer({ status: answer.status, body: answer.body });
          await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
          return { status: answer.status, body: JSON.parse(text) as T, replayed: false };
        }
        if (written?.status === answer.status && written.text === text) return { status: answer.status, body: JSON.parse(text) as T, replayed: false };
        await trx
          .updateTable('idempotency_keys')
          .set({ response_status: answer.status, response_body: text })
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .execute();
        return { status: answer.status, body: JSON.parse(text) as T, replayed: false };
      });
    } catch (error) {
      if (error instanceof UnstoredAnswer) return { ...(error.answer as IdempotentAnswer<T>), replayed: false };
      const state = sqlStateOf(error);
      if (state === LOCK_NOT_AVAILABLE) throw new ApiProblem(409, 'IDEMPOTENCY_KEY_IN_PROGRESS');
      if (state && RETRYABLE_CODES.has(state) && attempt < MAX_ATTEMPTS) {
        claimOf.onRetry?.({ sqlState: state, attempt });
        continue;
      }
      throw error;
    }
  }
}
