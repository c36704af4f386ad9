import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The one attempt limiter behind every throttle: sign-in passwords (per username, per known device, per address),
 * sign-in help (starts per address and per claimed facts, public calls per address, code entries per recovery),
 * one-time codes (per member and event) and the public invitation endpoints (per address).
 *
 * An attempt claims a slot BEFORE the thing it limits is checked, with one upsert that increments the bucket's count
 * and returns it in the same statement: concurrent attempts queue on the row, each sees a different count, and at
 * most `maxAttempts` of them are let through in a window, however many arrive at once. A window is fixed: it starts
 * at the bucket's first attempt after the previous window ended, and attempts refused in it do not move it, so
 * knocking on a full bucket never extends its wait.
 */
export type SlotScope =
  | 'sign-in:account'
  | 'sign-in:device'
  | 'sign-in:address'
  | 'sign-in-help:address'
  | 'sign-in-help:facts'
  | 'sign-in-help:code'
  | 'public-call:address'
  | 'step-up'
  | 'invitation:address';

export interface SlotLimit {
  /** Attempts let through in one window. */
  maxAttempts: number;
  /** Window length (seconds). */
  windowSeconds: number;
}

export interface SlotBucket {
  scope: SlotScope;
  /** Whose attempts: a username, a device id, an address, a hash of claimed facts, a member and event... */
  subject: string;
}

export interface SlotClaim {
  /** This attempt's number in the window (1 for the first). */
  attempts: number;
  /** Within the limit: go ahead and check it. */
  allowed: boolean;
  /** Seconds until the window ends and the bucket is empty again. */
  retryAfterSeconds: number;
}

const secondsBefore = (instant: Date, seconds: number): Date => new Date(instant.getTime() - seconds * 1000);

const secondsLeft = (windowStartedAt: Date, windowSeconds: number, now: Date): number =>
  Math.max(1, Math.ceil((new Date(windowStartedAt).getTime() + windowSeconds * 1000 - now.getTime()) / 1000));

/** Claims one attempt in the bucket (see above). Buckets of this scope whose window has long ended are dropped. */
export async function claimSlot(db: Kysely<Database>, bucket: SlotBucket, limit: SlotLimit, now: Date): Promise<SlotClaim> {
  const windowStart = secondsBefore(now, limit.windowSeconds);
  const row = await db
    .insertInto('attempt_slots')
    .values({ scope: bucket.scope, subject: bucket.subject, attempts: 1, window_started_at: now })
    .onConflict((conflict) =>
      conflict.columns(['scope', 'subject']).doUpdateSet({
        attempts: sql<number>`case when attempt_slots.window_started_at <= ${windowStart}::timestamptz then 1 else attempt_slots.attempts + 1 end`,
        window_started_at: sql<Date>`case when attempt_slots.window_started_at <= ${windowStart}::timestamptz then ${now}::timestamptz else attempt_slots.window_started_at end`,
      }),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
  await db.deleteFrom('attempt_slots').where('scope', '=', bucket.scope).where('window_started_at', '<', secondsBefore(windowStart, limit.windowSeconds)).execute();
  const attempts = Number(row.attempts);
  return { attempts, allowed: attempts <= limit.maxAttempts, retryAfterSeconds: secondsLeft(row.window_started_at, limit.windowSeconds, now) };
}

/** The attempts claimed in the bucket's current window (0 when its window has ended), without claiming one. */
export async function slotCount(db: Kysely<Database>, bucket: SlotBucket, limit: SlotLimit, now: Date): Promise<number> {
  const row = await db
    .selectFrom('attempt_slots')
    .select('attempts')
    .where('scope', '=', bucket.scope)
    .where('subject', '=', bucket.subject)
    .where('window_started_at', '>', secondsBefore(now, limit.windowSeconds))
    .executeTakeFirst();
  return Number(row?.attempts ?? 0);
}

/** Gives back one claimed slot (an attempt that turned out not to count, such as a right password from a shared address). */
export async function releaseSlot(db: Kysely<Database>, bucket: SlotBucket): Promise<void> {
  await db
    .updateTable('attempt_slots')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('scope', '=', bucket.scope)
    .where('subject', '=', bucket.subject)
    .execute();
}

/** Empties a bucket (a success that starts its count again, or staff unlocking it); answers how many it held. */
export async function resetSlot(db: Kysely<Database>, bucket: SlotBucket): Promise<number> {
  const removed = await db.deleteFrom('attempt_slots').where('scope', '=', bucket.scope).where('subject', '=', bucket.subject).returning('attempts').executeTakeFirst();
  return Number(removed?.attempts ?? 0);
}
